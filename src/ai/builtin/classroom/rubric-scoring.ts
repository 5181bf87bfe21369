import {
  type Indicator,
  type IndicatorName,
  indicators,
  type LabelledLesson,
  type LessonReading,
  readLesson,
} from 'src/ai/builtin/classroom/lesson-indicators';
import { contentWords } from 'src/ai/builtin/classroom/lesson-reading';
import type { RubricCriterionInput } from 'src/ai/ports/answer-grading.port';
import type { RubricJudgement } from 'src/ai/ports/classroom-analysis.port';

/** Stems in a criterion's name or description that say what it is about. */
const TOPICS: Record<IndicatorName, RegExp> = {
  questioning: /\b(?:question|questioning|inquir|enquir|socratic|open-ended|higher[- ]order)/i,
  participation:
    /\b(?:participat|engag|student talk|student voice|talk time|involv|discussion|collaborat|interact|inclusi|turn[- ]taking)/i,
  wait_time: /\b(?:wait|think time|thinking time|pause|silence)/i,
  reasoning:
    /\b(?:reason|justif|evidence|argument|explain|explanation|critical|rigou?r|accura|thinking)/i,
  uptake:
    /\b(?:revoic|restat|build(?:s|ing)? (?:on|upon)|uptake|listen|respon(?:d|se|sive)|feedback|acknowledg|student(?:s'|'s)? ideas|extend)/i,
  pacing: /\b(?:pace|pacing|time management|timing|tempo|speed|clarity|clear|delivery)/i,
};

const EVIDENCE_PER_CRITERION = 3;

/**
 * A score per rubric criterion from the lesson figures its name and description mention
 * (docs/class-track.md "Rubric scores").
 */
export function scoreRubric(
  rubric: RubricCriterionInput[],
  lesson: LabelledLesson,
  reading: LessonReading = readLesson(lesson),
): RubricJudgement[] {
  const measured = indicators(lesson, reading);
  return rubric.map((criterion) => {
    const about = `${criterion.name} ${criterion.description ?? ''}`;
    const matched = measured.filter((item) => TOPICS[item.name].test(about) && item.value !== null);
    const used = matched.length > 0 ? matched : measured.filter((item) => item.value !== null);
    const value = used.length
      ? used.reduce((total, item) => total + (item.value ?? 0), 0) / used.length
      : 0;
    const evidence =
      matched.length > 0
        ? interleave(matched)
        : [...new Set([...closestSentences(criterion, lesson, about), ...interleave(used)])];
    const rationale =
      matched.length > 0
        ? `Measured by ${matched.map((item) => `${item.name.replace('_', ' ')}: ${item.because}`).join('; ')}.`
        : `The criterion names none of questioning, participation, wait time, reasoning, uptake or pacing, so it is scored on all of them: ${used.map((item) => item.because).join('; ')}.`;
    return {
      criterionId: criterion.criterionId,
      criterion: criterion.name,
      score: onScale(value, criterion),
      evidence: evidence.slice(0, EVIDENCE_PER_CRITERION),
      rationale,
    };
  });
}

/** 0–1 placed on the criterion's scale, at the nearest level when it has levels. */
export function onScale(value: number, criterion: RubricCriterionInput): number {
  const raw = criterion.minScore + value * (criterion.maxScore - criterion.minScore);
  const levels = criterion.levels.map((level) => level.score);
  if (levels.length === 0) return Math.round(raw * 2) / 2;
  return levels.reduce((best, score) =>
    Math.abs(score - raw) < Math.abs(best - raw) ? score : best,
  );
}

/** The first evidence of each indicator, then the second of each, and so on. */
function interleave(items: Indicator[]): number[] {
  const seen = new Set<number>();
  const longest = Math.max(...items.map((item) => item.evidence.length));
  for (let at = 0; at < longest; at++) {
    for (const item of items) if (at < item.evidence.length) seen.add(item.evidence[at]);
  }
  return [...seen];
}

/** Sentences sharing the most content words (lemmas) with the criterion's words. */
function closestSentences(
  criterion: RubricCriterionInput,
  lesson: LabelledLesson,
  about: string,
): number[] {
  const wanted = contentWords(
    `${about} ${criterion.levels.map((level) => level.descriptor).join(' ')}`,
  );
  return lesson.request.sentences
    .map((sentence, index) => {
      const words = contentWords(sentence.text);
      const shared = [...words].filter((word) => wanted.has(word)).length;
      return { index, shared };
    })
    .filter((item) => item.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .map((item) => item.index);
}
