import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import { blankSpelledOut } from 'src/ai/builtin/teaching/curriculum/blank-giveaway';
import { FILL_BUILDERS } from 'src/ai/builtin/teaching/curriculum/closed.builders';
import {
  type BuildContext,
  type CurriculumDraft,
  processRef,
  sentence,
} from 'src/ai/builtin/teaching/curriculum/draft';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { routine } from 'src/ai/builtin/teaching/curriculum/worksheet-tags';
import { conceptName } from 'src/ai/builtin/teaching/curriculum/worksheet-stems';

/** A small made-up topic: only what each rule reads. */
function topic(fields: Partial<CurriculumTopic>): CurriculumTopic {
  return {
    id: 'social_science.made-up',
    title: 'A made-up topic',
    subject: 'social_science',
    strand: 'history',
    grades: [8],
    aliases: [],
    syllabus_refs: [],
    summary: 'A topic made up for the test.',
    key_terms: [],
    facts: [],
    misconceptions: [],
    activities: [],
    real_world: [],
    outcomes: [],
    ...fields,
  };
}

const knowledge = (t: CurriculumTopic) => topicKnowledge([t], 8, MATHS, t.title);

/** What a fill builder writes on each of its first attempts. */
function blanks(t: CurriculumTopic, builder: number): (CurriculumDraft | null)[] {
  const k = knowledge(t);
  return [0, 1, 2, 3].map((attempt) => {
    const ctx: BuildContext = {
      k,
      slot: { type: 'fill_in_the_blanks', index: 0, bloom: 'remember', difficulty: 'easy' },
      attempt,
      random: seededRandom(`review-nine|${attempt}`),
      seed: 'review-nine',
    };
    return FILL_BUILDERS[builder].write(ctx);
  });
}

describe('what students see reads as a teacher wrote it', () => {
  it('names a staged process plainly, never as \'the process "Stages of …"\'', () => {
    expect(processRef('Stages of animal nutrition')).toBe('animal nutrition');
    expect(`Which stage of ${processRef('Stages of animal nutrition')} comes next?`).toBe(
      'Which stage of animal nutrition comes next?',
    );
    // A question-like name is still quoted as a title; a plain name reads in the sentence.
    expect(processRef('How a leaf makes food')).toBe('the process "How a leaf makes food"');
    expect(processRef('The water cycle')).toBe('the water cycle');
  });

  it("gives a quoted example that ends with its own stop no second one (no stray .'.)", () => {
    expect(
      sentence("Complete as a second conditional: 'If I (win) the lottery, I (buy) a car.'"),
    ).toBe("Complete as a second conditional: 'If I (win) the lottery, I (buy) a car.'");
    expect(sentence('The teacher said "Sit down!"')).toBe('The teacher said "Sit down!"');
    // A quote without a stop of its own still ends the sentence with one.
    expect(sentence("Underline the verb in 'run fast'")).toBe("Underline the verb in 'run fast'.");
  });

  it('keeps the capitals of a name such as "First World War" though "war" alone is lower case', () => {
    const k = knowledge(
      topic({
        title: 'The First World War',
        summary: 'The First World War was fought from 1914 to 1918; the war changed Europe.',
        facts: [{ text: 'The war ended with an armistice in 1918.', terms: [] }],
      }),
    );
    expect(conceptName(k)).toBe('the First World War');
  });

  it('still writes a title in lower case when its words are not a name the topic writes so', () => {
    const k = knowledge(
      topic({
        title: 'How the State Government Works',
        summary: 'The state government makes laws; the government works through ministers.',
      }),
    );
    expect(conceptName(k)).toBe('how the state government works');
  });
});

describe('a fill-in-the-blank never spells its own answer out', () => {
  it.each([
    // The blank's initials are the words after it.
    ['_____ is the lowest common multiple of the denominators.', 'LCM'],
    ['_____ is a Member of the Legislative Assembly.', 'MLA'],
    // The answer is in the sentence in another form.
    ['_____ is needed because weeds compete with the crop.', 'Weeding'],
    // The words before the blank and the answer are the sheet's title.
    ['A linear equation in one _____ has one solution.', 'variable'],
  ])('"%s" (%s) is given away', (text, answer) => {
    expect(blankSpelledOut(text, answer, 'Linear equations in one variable')).toBe(true);
  });

  it.each([
    // Half of a two-word answer in the sentence does not give it away.
    ['_____ is the upward force a fluid exerts on an object.', 'buoyant force'],
    ['Each constituency elects one _____.', 'MLA'],
    ['Threshing separates the grain from the chaff after _____.', 'harvesting'],
  ])('"%s" (%s) is a fair blank', (text, answer) => {
    expect(blankSpelledOut(text, answer, 'Linear equations in one variable')).toBe(false);
  });

  it('blanks another term than an abbreviation whose meaning spells it', () => {
    const t = topic({
      key_terms: [
        { term: 'LCM', definition: 'the lowest common multiple of two or more numbers' },
        { term: 'transposing', definition: 'moving a term to the other side of an equation' },
      ],
    });
    const written = blanks(t, 1).filter((d): d is CurriculumDraft => d !== null);
    expect(written.length).toBeGreaterThan(0);
    expect(written.map((d) => d.answer)).not.toContain('LCM');
  });

  it('blanks a fact whose sentence does not say the term in another form', () => {
    const t = topic({
      key_terms: [
        { term: 'weeding', definition: 'removing unwanted plants from a field' },
        { term: 'harvesting', definition: 'cutting and gathering a ripe crop' },
      ],
      facts: [
        {
          text: 'Weeding is needed because weeds compete with the crop for water.',
          terms: ['weeding'],
        },
        {
          text: 'Threshing separates the grain from the chaff after harvesting.',
          terms: ['harvesting'],
        },
      ],
    });
    const answers = blanks(t, 0).map((d) => d?.answer);
    expect(answers).toContain('harvesting');
    expect(answers).not.toContain('Weeding');
  });
});

describe('a transformation is never labelled the easiest item', () => {
  const worked = (question: string, answer: string): CurriculumDraft => ({
    question,
    options: [],
    answer,
    grounding: '',
    keys: ['builder:worked-example'],
    note: { why: '', mistakes: '', concepts: [] },
  });

  it('is not routine, however short its key', () => {
    const rewrite = worked(
      "Rewrite using 'if': 'I didn't know you were ill, so I didn't visit you.'",
      'If I had known you were ill, I would have visited you.',
    );
    expect(routine(rewrite)).toBe(false);
  });

  it('leaves a one-step calculation routine', () => {
    expect(routine(worked('A hexagon has 6 sides. How many lines of symmetry?', '6 lines.'))).toBe(
      true,
    );
  });
});
