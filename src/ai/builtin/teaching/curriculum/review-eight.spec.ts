import { BLUEPRINT_REVIEW } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { taskDemands } from 'src/ai/builtin/teaching/curriculum/lesson-writing';
import {
  curriculumContext,
  curriculumSheet,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

/** The long answer of the sheet the eighth blind review read on this topic. */
async function longAnswer(subject: string, grade: string, topic: string) {
  const { questions } = await curriculumSheet(
    curriculumContext(subject, grade, topic),
    BLUEPRINT_REVIEW,
  );
  return questions.long_answer[0];
}

describe('marking schemes the eighth blind review found marking a right answer wrong', () => {
  it('marks a writing task on what it asks: each stage and where it happens, no outcome it never asks', async () => {
    const q = await longAnswer('Science', 'Grade 7', 'Nutrition in animals');
    expect(q.question).toMatch(/naming each stage and where it happens/);
    expect(q.answer).toMatch(/names each stage; says where it happens/);
    expect(q.answer).not.toMatch(/Distinguish between egestion and excretion/);
  });

  it('gives no mark for a conditional the task does not ask for', async () => {
    const q = await longAnswer('English', 'Grade 8', 'Conditional sentences');
    expect(q.question).toMatch(/second-conditional sentences/);
    expect(q.answer).toMatch(/uses at least four second-conditional sentences/);
    expect(q.answer).not.toMatch(/zero conditional/);
  });

  it('gives a practical no conclusion about a thing it never uses (fertiliser in a manure test)', async () => {
    const q = await longAnswer('Science', 'Grade 8', 'Crop production and management');
    // Round 9: a practical with no conclusion its method supports is not set at all (its "what
    // you expect to find" would be marked on nothing); when it is set, it concludes soundly.
    if (/Does manure help plants grow\?/.test(q.question)) {
      expect(q.answer).toMatch(/What it shows/);
      expect(q.answer).not.toMatch(/fertiliser/);
    } else expect(q.question).not.toMatch(/manure/i);
  });
});

describe('a writing checklist', () => {
  it('reads a word limit as a limit: a 45-word notice keeps to "no more than 50 words"', () => {
    const task = 'Students write a notice of no more than 50 words for the school noticeboard.';
    expect(taskDemands(task)).toContain('Is no more than 50 words long');
    expect(taskDemands(task)).not.toContain('Is 50 words long');
  });
});

describe('a blank whose sentence the topic also says of another term', () => {
  it('leaves the other term to the marker, never calling it a mistake ("buoyant force" also explains why ships float)', async () => {
    const blueprint = {
      questionTypes: { ...BLUEPRINT_REVIEW.questionTypes, fill_in_the_blanks: 6 },
      difficulties: { easy: 6, medium: 8, hard: 4 },
      blooms: { remember: 8, understand: 4, apply: 3, analyze: 1, evaluate: 1, create: 1 },
    };
    const { questions, notes } = await curriculumSheet(
      curriculumContext('Science', 'Grade 9', 'Gravitation'),
      blueprint,
    );
    const at = questions.fill_in_the_blanks.findIndex((q) => /ships float/.test(q.question));
    expect(at).toBeGreaterThanOrEqual(0);
    const note = notes.fill_in_the_blanks[at];
    expect(JSON.stringify(note)).toMatch(
      /confuse Archimedes. principle with \\"buoyant force\\" \([^)]+\): mark \\"buoyant force\\" right only if the sentence is true of it as well/,
    );
  });
});
