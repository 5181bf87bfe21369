import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { onlyNames } from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import { INSTRUCTIONAL_BLOCKS } from 'src/ai/ports/teaching-content.port';

const curriculum = Curriculum.load(null);

/** A short text a teacher might attach: one line names the tubes, others say what each does. */
const TUBES = [
  'Every part of a plant needs water, minerals and food.',
  'A plant takes in water and minerals from the soil through its roots, but it makes its food in its leaves.',
  'So it must carry materials from one part to another.',
  'It does this through two kinds of tubes, called xylem and phloem.',
  'From the root hairs, the water passes into the xylem.',
  'The xylem carries water and dissolved minerals upwards, from the roots to the leaves.',
  'The phloem carries food both up and down the plant, from the leaves to the roots and buds.',
].join(' ');

/** Every question of the lesson with its expected answer. */
async function lessonItems(text: string) {
  const content = BuiltinTeachingContent.create(curriculum, MATHS);
  const ctx = {
    board: 'CBSE',
    grade: 'Grade 7',
    subject: 'Science',
    topic: 'Transport in plants',
    section: null,
    sources: [{ document: 'tubes.txt', page: 1, text }],
  };
  const draft = await content.draftSubjectMatter(ctx);
  const input = {
    ...ctx,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  const lesson = await content.writeLesson(input, await content.alignLesson(input, 45));
  return INSTRUCTIONAL_BLOCKS.flatMap((block) =>
    lesson[`${block}_block`].components.flatMap((c) =>
      c.formative_questions.map((q, i) => ({ q, a: c.expected_responses[i] ?? '' })),
    ),
  );
}

describe('a line that only names the parts answers nothing about them', () => {
  it('"… two kinds of tubes, called xylem and phloem" only names them', () => {
    const terms = ['xylem', 'phloem'];
    expect(
      onlyNames('It does this through two kinds of tubes, called xylem and phloem.', terms),
    ).toBe(true);
    expect(onlyNames('The xylem carries water upwards, from the roots to the leaves.', terms)).toBe(
      false,
    );
    expect(
      onlyNames('Together, the xylem and the phloem make up the vascular tissue.', terms),
    ).toBe(false);
    expect(
      onlyNames('Blood is made of a liquid called plasma, in which cells float.', ['plasma']),
    ).toBe(false);
  });

  it('the reading asks for xylem and phloem by the lines that say what each carries, and no key is the naming line', async () => {
    const items = await lessonItems(TUBES);
    const reading = (term: string) =>
      items.find((item) => item.q.includes(`"${term}"`) && /^According to the text/.test(item.q));
    expect(reading('xylem')?.a).toContain('The xylem carries water');
    expect(reading('phloem')?.a).toContain('The phloem carries food');
    for (const item of items) expect(item.a).not.toMatch(/called xylem and phloem/);
  });
});
