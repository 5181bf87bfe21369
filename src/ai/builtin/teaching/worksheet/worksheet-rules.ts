import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  QUESTION_TYPES,
  type QuestionExplanation,
  type QuestionType,
  type WorksheetBlueprint,
  type WorksheetQuestion,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';

const LABELLED = /^([A-F])\.\s+\S/;
const MATCH_ANSWER = /^\d+-[A-F](?:, \d+-[A-F])*$/;

export function stripLabel(option: string): string {
  return option.replace(/^[A-F]\.\s*/, '');
}

function optionRules(type: QuestionType, q: WorksheetQuestion, problems: string[]): void {
  const where = `${type}: ${q.question}`;
  if (type !== 'mcq_single_answer' && type !== 'mcq_multiple_answer') {
    if (q.options.length > 0) problems.push(`${where}: options on a question that has none`);
    return;
  }
  const expected = 'ABCDEF'.slice(0, q.options.length);
  const labels = q.options.map((option) => LABELLED.exec(option)?.[1] ?? '?').join('');
  if (labels !== expected) problems.push(`${where}: options not labelled A., B., … in order`);
  const texts = q.options.map((option) => stripLabel(option).toLowerCase());
  if (new Set(texts).size !== texts.length) problems.push(`${where}: duplicate options`);
  const answers = q.answer.split('; ');
  if (answers.some((answer) => !q.options.includes(answer)))
    problems.push(`${where}: answer not among the options`);
  if (new Set(answers).size !== answers.length) problems.push(`${where}: answer repeats an option`);
  if (type === 'mcq_single_answer' && (q.options.length !== 4 || answers.length !== 1))
    problems.push(`${where}: a single-answer MCQ needs 4 options and 1 answer`);
  if (
    type === 'mcq_multiple_answer' &&
    (q.options.length > 6 || answers.length < 2 || answers.length >= q.options.length)
  )
    problems.push(`${where}: a multiple-answer MCQ needs ≤ 6 options, ≥ 2 right and ≥ 1 wrong`);
}

function typeRules(type: QuestionType, q: WorksheetQuestion, problems: string[]): void {
  const where = `${type}: ${q.question}`;
  if (type === 'true_false' && q.answer !== 'True' && q.answer !== 'False')
    problems.push(`${where}: answer is not True or False`);
  if (type === 'fill_in_the_blanks' && !q.question.includes('_____'))
    problems.push(`${where}: no blank`);
  if (type === 'match_the_column') {
    const a = q.column_a ?? [];
    const b = q.column_b ?? [];
    const pairs = q.answer.split(', ');
    const letters = pairs.map((pair) => pair.split('-')[1]).sort();
    if (a.length < 2 || a.length !== b.length || !MATCH_ANSWER.test(q.answer))
      problems.push(`${where}: columns or answer malformed`);
    else if (letters.join('') !== 'ABCDEF'.slice(0, b.length) || pairs.length !== a.length)
      problems.push(`${where}: answer is not a one-to-one matching`);
  }
}

/**
 * Every structural rule a worksheet must meet (docs/api-contract.md §5 and the clients' reading of it):
 * exact counts per type and difficulty, a Bloom level on every question (the one it tests); labelled, distinct options with the answer
 * among them; the shape of each type; tags on every question; no question text twice; and, when
 * given, one complete explanation per question. Returns the problems, none when valid.
 */
export function worksheetProblems(
  blueprint: WorksheetBlueprint,
  questions: WorksheetQuestions,
  explanations?: Record<QuestionType, QuestionExplanation[]>,
): string[] {
  const problems: string[] = [];
  const all = QUESTION_TYPES.flatMap((type) => questions[type] ?? []);
  for (const type of QUESTION_TYPES) {
    const list = questions[type] ?? [];
    if (list.length !== blueprint.questionTypes[type])
      problems.push(
        `${type}: ${list.length} questions, blueprint ${blueprint.questionTypes[type]}`,
      );
    for (const q of list) {
      if (!q.question.trim() || !q.answer.trim())
        problems.push(`${type}: empty question or answer`);
      if (!q.tags?.learning_objectives?.trim()) problems.push(`${type}: no learning objective`);
      optionRules(type, q, problems);
      typeRules(type, q, problems);
    }
    const notes = explanations?.[type];
    if (explanations && notes?.length !== list.length)
      problems.push(`${type}: ${notes?.length ?? 0} explanations for ${list.length} questions`);
    for (const note of notes ?? [])
      if (
        !note.learning_objective ||
        !note.explanation ||
        !note.common_mistakes ||
        !note.real_world_application ||
        !Array.isArray(note.key_concepts) ||
        note.key_concepts.length === 0
      )
        problems.push(`${type}: incomplete explanation`);
  }
  // Bloom counts are the blueprint's request: each question carries the level it truly tests.
  for (const q of all)
    if (!BLOOM_LEVELS.includes(q.tags?.bloom)) problems.push(`no Bloom level: "${q.question}"`);
  for (const difficulty of DIFFICULTIES) {
    const n = all.filter((q) => q.tags?.difficulty === difficulty).length;
    if (n !== blueprint.difficulties[difficulty])
      problems.push(
        `difficulty ${difficulty}: ${n}, blueprint ${blueprint.difficulties[difficulty]}`,
      );
  }
  const texts = all.map((q) => q.question);
  if (new Set(texts).size !== texts.length) problems.push('the same question twice');
  return problems;
}
