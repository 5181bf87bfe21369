import {
  INSTRUCTIONAL_BLOCKS,
  type InstructionalBlock,
  type LessonAlignment,
  type LessonComponent,
  type LessonContent,
  type NamedOption,
  type PlanningInput,
} from 'src/ai/ports/teaching-content.port';
import { blockBlooms, blockDurations } from './block-plan';
import {
  expectedResponse,
  questionsForBlocks,
  type FormativeQuestionSource,
  type PlannedQuestion,
} from './formative-questions';
import { questionCounts } from './lesson-alignment';
import { lessonFacts, type Concept, type LessonFacts } from './lesson-facts';
import { componentScript, objectiveFor, teacherNotes, type ComponentPlan } from './lesson-scripts';
import { mentions, spokenList, textKey } from './lesson-text';
import { splitMinutes } from './minute-split';
import { MINIMUM_COMPONENT_MINUTES, strategiesFor, strategyNamed } from './strategy-selection';

/** Weight of a component the teacher named themselves: a medium-length activity. */
const CUSTOM_WEIGHT = 2;

/**
 * Lesson step 3: the alignment the teacher confirmed, written out. What the teacher sent wins:
 * their durations, their component choices (catalogue or their own) and their questions. Only a
 * block left without components gets strategies from the catalogue.
 */
export async function writeLesson(
  source: FormativeQuestionSource,
  input: PlanningInput,
  alignment: LessonAlignment,
): Promise<LessonContent> {
  const facts = lessonFacts(input);
  const durations = sentDurations(alignment, facts);
  // The same requests as step 2, so the questions the teacher kept find their answers.
  const plan = await questionsForBlocks(source, input, facts, questionCounts(durations));
  const answers = new Map<string, string>();
  const askedAbout = new Map<string, string>();
  for (const q of [...Object.values(plan.byBlock).flat(), ...plan.spares]) {
    answers.set(textKey(q.question), q.answer);
    askedAbout.set(textKey(q.question), q.concept);
  }
  const spares = [...plan.spares];

  const content = {} as LessonContent;
  const used = new Set<string>();
  for (const block of INSTRUCTIONAL_BLOCKS) {
    const sent = alignment.instructional_blocks?.[block];
    const minutes = durations[block];
    let options = cleanOptions(sent?.component_options);
    if (options.length === 0) {
      options = strategiesFor(block, minutes, facts, used).map((s) => ({
        name: s.name,
        description: s.description,
      }));
    }
    const fit = Math.max(
      1,
      Math.min(options.length, Math.floor(minutes / MINIMUM_COMPONENT_MINUTES)),
    );
    const timed = options.slice(0, fit);
    const untimed = options.slice(fit).map((o) => o.name);
    timed.forEach((o) => used.add(o.name));

    const sentQuestions = cleanQuestions(sent?.formative_questions);
    const questions =
      sentQuestions.length > 0 ? sentQuestions : plan.byBlock[block].map((q) => q.question);
    const strategies = timed.map((o) => strategyNamed(o.name));
    const componentMinutes = splitMinutes(
      minutes,
      strategies.map((s) => s?.weight ?? CUSTOM_WEIGHT),
      MINIMUM_COMPONENT_MINUTES,
    );

    const components: LessonComponent[] = timed.map((option, i) => {
      const own = questions.filter((_, q) => q % timed.length === i);
      if (own.length === 0) {
        const spare = takeSpare(spares, block, facts);
        if (spare) own.push(spare.question);
      }
      const concept = focusOf(own, askedAbout, facts, INSTRUCTIONAL_BLOCKS.indexOf(block) + i);
      const componentPlan: ComponentPlan = {
        block,
        name: option.name,
        description: option.description,
        strategy: strategies[i],
        minutes: componentMinutes[i],
        concept,
        objective: objectiveFor(strategies[i], block, i, concept, facts),
        questions: own,
      };
      const extra =
        i === timed.length - 1 && untimed.length > 0
          ? [
              `Not timed in this ${minutes}-minute block, kept as alternatives: ${spokenList(untimed)}.`,
            ]
          : [];
      return {
        component_name: option.name,
        duration_minutes: componentMinutes[i],
        implementation_script: componentScript(componentPlan, facts),
        formative_questions: own,
        expected_responses: own.map((q) => expectedResponse(q, answers, facts, concept)),
        teacher_notes: teacherNotes(componentPlan, facts, extra),
      };
    });
    content[`${block}_block`] = { components };
  }
  return content;
}

/**
 * The teacher's block durations. A block missing from what was sent (a client dropped it) takes
 * its share of a lesson as long as the ones sent, so every block is still taught.
 */
function sentDurations(
  alignment: LessonAlignment,
  facts: LessonFacts,
): Record<InstructionalBlock, number> {
  const sent = (block: InstructionalBlock): number | null => {
    const value = alignment.instructional_blocks?.[block]?.duration;
    return typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? Math.round(value)
      : null;
  };
  const total = INSTRUCTIONAL_BLOCKS.reduce((sum, b) => sum + (sent(b) ?? 0), 0);
  const defaults = blockDurations(facts, Math.max(INSTRUCTIONAL_BLOCKS.length, total));
  return Object.fromEntries(INSTRUCTIONAL_BLOCKS.map((b) => [b, sent(b) ?? defaults[b]])) as Record<
    InstructionalBlock,
    number
  >;
}

function cleanOptions(options: unknown): NamedOption[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((o: Partial<NamedOption> | null) => {
    const name = typeof o?.name === 'string' ? o.name.trim() : '';
    const description = typeof o?.description === 'string' ? o.description.trim() : '';
    return name ? [{ name, description }] : [];
  });
}

function cleanQuestions(questions: unknown): string[] {
  if (!Array.isArray(questions)) return [];
  return questions.flatMap((q) => (typeof q === 'string' && q.trim() ? [q.trim()] : []));
}

/** A question the blocks did not use, preferably at a level this block asks for. */
function takeSpare(
  spares: PlannedQuestion[],
  block: InstructionalBlock,
  facts: LessonFacts,
): PlannedQuestion | undefined {
  const levels = blockBlooms(block, facts);
  const index = spares.findIndex((q) => levels.includes(q.bloom));
  return spares.splice(index >= 0 ? index : 0, 1)[0];
}

/** The concept a component's questions are about, else the next concept in turn. */
function focusOf(
  questions: string[],
  askedAbout: ReadonlyMap<string, string>,
  facts: LessonFacts,
  turn: number,
): Concept {
  for (const question of questions) {
    const name = askedAbout.get(textKey(question));
    const asked = facts.concepts.find((c) => c.name === name);
    if (asked) return asked;
  }
  const longestFirst = [...facts.concepts].sort((a, b) => b.name.length - a.name.length);
  for (const question of questions) {
    const named =
      longestFirst.find((c) => mentions(question, c.name)) ??
      longestFirst.find((c) => c.subConcepts.some((s) => mentions(question, s)));
    if (named) return named;
  }
  return facts.concepts[turn % facts.concepts.length];
}
