import type { EnrichmentBlock, LessonContent } from 'src/ai/ports/teaching-content.port';
import {
  content,
  curriculumContext,
  curriculumLesson,
  planComponentsOf,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

type Lesson = Awaited<ReturnType<typeof curriculumLesson>> & { blocks: EnrichmentBlock[] };

const lessons = new Map<string, Promise<Lesson>>();

/** A maths lesson plan as the app writes it, once per file. */
function lesson(grade: string, topic: string, minutes = 40): Promise<Lesson> {
  const key = `${grade}|${topic}|${minutes}`;
  if (!lessons.has(key))
    lessons.set(
      key,
      curriculumLesson(curriculumContext('Mathematics', grade, topic), minutes).then(async (l) => ({
        ...l,
        blocks: await content.enrichLesson(l.input, l.plan),
      })),
    );
  return lessons.get(key)!;
}

const objectivesOf = (l: Lesson) =>
  l.draft.learning_standards.smart_learning_objectives.objects.ai_recommendations;

/** Every question the lesson asks, with its expected answer. */
const askedIn = (plan: LessonContent) =>
  planComponentsOf(plan)
    .flatMap((c) => [...c.formative_questions, ...c.expected_responses])
    .join('\n')
    .toLowerCase();

const enrichment = (l: Lesson, type: EnrichmentBlock['type']) =>
  l.blocks.find((block) => block.type === type)?.activities ?? [];

/** A question's kind without its numbers or colours ("A bag holds # colour and # colour …"). */
const kind = (question: string) =>
  question
    .replace(/−?\d[\d,]*(?:\.\d+)?(?:\/\d+)?/g, '#')
    .replace(/\b(red|blue|green|yellow)\b/g, 'colour')
    .replace(/#(?:, # colour)*(?:,? and # colour)?/g, '#')
    .trim()
    .toLowerCase();

describe('a maths lesson plan teaches what it promises', () => {
  it('Probability, Class 10: no objective the plan never teaches or checks (a probability scale, experimental probability)', async () => {
    const l = await lesson('Grade 10', 'Probability');
    const asked = askedIn(l.plan);
    const objectives = objectivesOf(l);
    expect(objectives.length).toBeGreaterThan(0);
    for (const objective of objectives) {
      if (/\bscale\b/i.test(objective)) expect(asked).toContain('scale');
      if (/\bexperimental\b/i.test(objective)) expect(asked).toContain('experimental');
    }
  });

  it('Probability, Class 10: the support card gives the answer of its partly worked example', async () => {
    const l = await lesson('Grade 10', 'Probability');
    const support = enrichment(l, 'differentiation').filter((a) =>
      a.includes('partly worked example'),
    );
    expect(support.length).toBeGreaterThan(0);
    for (const line of support) expect(line).toMatch(/\(Answer: [^)]+\)/);
  });

  it.each([
    ['Grade 10', 'Probability'],
    ['Grade 8', 'Exponents and powers'],
    ['Grade 10', 'Statistics'],
  ])('%s %s: the stretch is not a practice sum with bigger numbers', async (grade, topic) => {
    const l = await lesson(grade, topic);
    const practised = new Set(
      planComponentsOf(l.plan)
        .flatMap((c) => c.formative_questions)
        .map(kind),
    );
    const stretch = enrichment(l, 'differentiation').find((a) =>
      a.startsWith('Stretch: a harder exercise'),
    );
    if (!stretch) return;
    const question = /– (.*?) \(Answer:/.exec(stretch)?.[1] ?? '';
    expect(practised.has(kind(question))).toBe(false);
  });

  it('Probability, Class 10: homework sets a problem with more to combine than a two-colour bag', async () => {
    const l = await lesson('Grade 10', 'Probability');
    const items = enrichment(l, 'homework');
    const demanding = items.filter((item) => {
      const question = item.replace(/\(Answer:.*$/, '');
      const numbers = question.match(/\d+/g) ?? [];
      const steps = (/\(Answer: (.*)\)$/.exec(item)?.[1] ?? '').split('=').length - 1;
      return numbers.length >= 3 || steps >= 2;
    });
    expect(demanding.length).toBeGreaterThan(0);
  });
});
