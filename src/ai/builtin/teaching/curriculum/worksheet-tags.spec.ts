import type { Activity } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { BloomLevel, Difficulty, QuestionType } from 'src/ai/ports/teaching-content.port';
import type { CurriculumDraft } from 'src/ai/builtin/teaching/curriculum/draft';
import { writingDemand } from 'src/ai/builtin/teaching/curriculum/long.builders';
import { demandOf, honestTags } from 'src/ai/builtin/teaching/curriculum/worksheet-tags';

/** A written item as the sheet keeps it: its builder (and any named demand) among its keys. */
function item(
  type: QuestionType,
  bloom: BloomLevel,
  difficulty: Difficulty,
  builder: string,
  ...keys: string[]
) {
  const draft: CurriculumDraft = {
    question: `${builder}?`,
    options: [],
    answer: 'key',
    grounding: '',
    keys: [...keys, `builder:${builder}`],
    note: { why: '', mistakes: '', concepts: [] },
  };
  return { slot: { type, index: 0, bloom, difficulty }, draft };
}

const task = (name: string, description: string): Activity => ({
  kind: 'writing_task',
  name,
  description,
});

describe('the Bloom level an item truly tests', () => {
  it.each([
    ['judge-the-claim', 'evaluate', 'evaluate'],
    // "Define the term" is recall, whether it was planned as "evaluate" or "understand".
    ['define-term', 'evaluate', 'remember'],
    ['define-term', 'understand', 'remember'],
    // Two levels as near: the lower one.
    ['meaning-of-term', 'apply', 'understand'],
    // Spotting the slip in a worked answer is analysis: there is no claim to weigh.
    ['find-the-error', 'evaluate', 'analyze'],
  ] as const)('a %s item in a slot planned as %s tests "%s"', (builder, planned, tested) => {
    const { draft } = item('short_answer', planned, 'hard', builder);
    expect(demandOf(draft, planned)).toBe(tested);
  });

  it("is the level the draft names, as a writing task's is", () => {
    const speech = item('long_answer', 'create', 'hard', 'topic-task', 'demand:evaluate');
    expect(demandOf(speech.draft, 'create')).toBe('evaluate');
  });

  it.each([
    [
      'Debate speech on online classes',
      "Students write a 150–200-word debate speech for or against the motion 'Online classes can replace classroom teaching'.",
      'evaluate',
    ],
    [
      'PEEL paragraph on homework',
      "Students write one 100–120-word PEEL paragraph answering 'Is homework useful?'.",
      'evaluate',
    ],
    [
      'Proofread the spell-checked letter',
      'Students correct a 100-word letter that contains ten homophone errors.',
      'apply',
    ],
    [
      'Why secularism matters',
      'Students write a paragraph explaining how secularism protects both minorities and individuals.',
      'understand',
    ],
    [
      'Diary of a water drop',
      'Students write the journey of a water drop through the water cycle as a diary.',
      'create',
    ],
  ])('the writing task "%s" tests what it asks for', (name, description, level) => {
    expect(writingDemand(task(name, description))).toBe(level);
  });
});

describe("a sheet's honest tags", () => {
  const sheet = [
    item('long_answer', 'create', 'hard', 'define-term'),
    item('fill_in_the_blanks', 'remember', 'easy', 'blank-fact'),
    item('short_answer', 'evaluate', 'hard', 'judge-the-claim'),
    item('very_short_answer', 'understand', 'medium', 'what-happens'),
  ];

  it('give each item its own level, not the plan', () => {
    expect(honestTags(sheet).map((tag) => tag.bloom)).toEqual([
      'remember',
      'remember',
      'evaluate',
      'understand',
    ]);
  });

  it("keep the blueprint's difficulties, the hardest on the most demanding item", () => {
    const tags = honestTags(sheet);
    expect(tags.map((tag) => tag.difficulty).sort()).toEqual(['easy', 'hard', 'hard', 'medium']);
    expect(tags[2].difficulty).toBe('hard');
    // Of the two recall items, the one whose type asks for less writing is the easier.
    expect([tags[1].difficulty, tags[0].difficulty]).toEqual(['easy', 'medium']);
  });

  it('leave a calculation the difficulty its numbers were chosen for', () => {
    const tags = honestTags([
      item('short_answer', 'apply', 'easy', 'maths-answer', 'maths:easy'),
      item('fill_in_the_blanks', 'remember', 'hard', 'blank-fact'),
    ]);
    expect(tags).toEqual([
      { bloom: 'apply', difficulty: 'easy' },
      { bloom: 'remember', difficulty: 'hard' },
    ]);
  });
});
