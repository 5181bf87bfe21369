import { Unanswerable } from 'test/support/fake-openai';

interface Criterion {
  criterionId: string;
  minScore: number;
  maxScore: number;
}

const isOpen = (text: string) => /^(why|how)\b/i.test(text.trim());

/**
 * `classroom_analysis`, answered as a plain-spoken coach would from the prompt's numbered
 * sentences (`N [role] speaker: text`): a teacher question is open when it starts with why/how and
 * is labelled press_for_reasoning (open) or press_for_accuracy (closed), other teacher sentences
 * `none`; every student sentence `making_a_claim`. Each criterion gets its maximum, citing the
 * first question; suggestions: the count of open questions, a follow-up for each closed question
 * and a wait-time reminder (three or more, as the schema asks).
 */
export function classroomAnalysis(prompt: string) {
  const sentences = [
    ...prompt.matchAll(/^(\d+) \[(teacher|student)\] [^:]+?(?: at [\d:]+)?: (.*)$/gm),
  ].map((match) => ({ index: Number(match[1]), role: match[2], text: match[3] }));
  const questionsLine = /^Teacher questions to classify \(sentence numbers\): (.*)$/m.exec(prompt);
  const rubricLine = /^Rubric criteria: (.*)$/m.exec(prompt);
  if (!questionsLine || !rubricLine || sentences.length === 0) {
    throw new Unanswerable('the prompt has no sentences, questions or rubric');
  }
  const questions = JSON.parse(questionsLine[1]) as number[];
  const rubric = JSON.parse(rubricLine[1]) as Criterion[];
  const text = (index: number) => sentences.find((item) => item.index === index)?.text ?? '';
  const open = questions.filter((index) => isOpen(text(index))).length;
  return {
    talk_moves: sentences.map((sentence) => ({
      sentence: sentence.index,
      move:
        sentence.role === 'student'
          ? 'making_a_claim'
          : questions.includes(sentence.index)
            ? isOpen(sentence.text)
              ? 'press_for_reasoning'
              : 'press_for_accuracy'
            : 'none',
    })),
    questions: questions.map((index) => ({
      sentence: index,
      kind: isOpen(text(index)) ? 'open' : 'closed',
    })),
    rubric_scores: rubric.map((criterion) => ({
      criterion_id: criterion.criterionId,
      score: criterion.maxScore,
      evidence: questions.slice(0, 1),
      rationale: `${open} of ${questions.length} questions were open.`,
    })),
    suggestions: [
      `${open} of ${questions.length} questions were open; ask more why questions.`,
      ...questions
        .filter((index) => !isOpen(text(index)))
        .map((index) => `After "${text(index)}", ask "Why do you think so?".`),
      'Wait three seconds after each question before taking an answer.',
    ].slice(0, 5),
  };
}
