import type { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { queryWords } from 'src/ai/builtin/curriculum/curriculum-search';
import { gradeNumber, subjectScope } from 'src/ai/builtin/curriculum/curriculum-subjects';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { PlanExam, PlanQuestion } from 'src/ai/ports/action-planning.port';
import {
  askingSentence,
  type Concept,
  conceptOf,
  lowerUnlessName,
  questionCore,
  sentencesOf,
} from 'src/ai/builtin/action-plans/concepts';

/** A name found in the question counts this many times one found in the marking scheme. */
const IN_QUESTION = 3;
const TITLE_WEIGHT = 3;
/** Below this a topic is only brushed by a common word ("water", "energy"): not the topic. */
const MIN_SCORE = 4;
/** At least this many different names of the topic must occur (one when it is the title). */
const MIN_NAMES = 2;

/** The question's own phrase names the concept when it is short and mostly the topic's names. */
const MAX_CORE_WORDS = 6;
const CORE_NAMED_SHARE = 0.6;

type Words = readonly string[];

/** A name's words may have this many other words between them ("Newton's first law"). */
const MAX_GAP = 1;

/** Whether the phrase's words occur in order in the text's words, close together. */
function occurs(phrase: Words, text: Words): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start < text.length; start += 1) {
    if (text[start] !== phrase[0]) continue;
    let at = start;
    const found = phrase.slice(1).every((word) => {
      const next = text.indexOf(word, at + 1);
      if (next < 0 || next - at - 1 > MAX_GAP) return false;
      at = next;
      return true;
    });
    if (found) return true;
  }
  return false;
}

/** The topic's names: its title and aliases (weighted), then its key terms and their aliases. */
function namesOf(topic: CurriculumTopic): { words: string[]; weight: number }[] {
  const titles = [topic.title, ...topic.aliases].map((name) => ({
    words: queryWords(name),
    weight: TITLE_WEIGHT,
  }));
  const terms = topic.key_terms
    .flatMap((term) => [term.term, ...(term.aliases ?? [])])
    .map((name) => ({ words: queryWords(name), weight: 1 }));
  return [...titles, ...terms].filter((name) => name.words.length > 0);
}

function scoreOf(topic: CurriculumTopic, asked: Words, scheme: Words): number {
  let score = 0;
  let names = 0;
  let titled = false;
  const seen = new Set<string>();
  for (const name of namesOf(topic)) {
    const key = name.words.join(' ');
    if (seen.has(key)) continue;
    const weight = occurs(name.words, asked) ? IN_QUESTION : occurs(name.words, scheme) ? 1 : 0;
    if (weight === 0) continue;
    seen.add(key);
    names += 1;
    titled ||= name.weight === TITLE_WEIGHT && weight === IN_QUESTION;
    score += weight * name.weight * name.words.length;
  }
  return (names >= MIN_NAMES || titled) && score >= MIN_SCORE ? score : 0;
}

/** The marking scheme's points for a question: those earned and those not, in one list. */
export const schemePoints = (question: Pick<PlanQuestion, 'earnedPoints' | 'missingPoints'>) => [
  ...new Set([...question.earnedPoints, ...question.missingPoints]),
];

/**
 * The curriculum topic a question tests: the topic of the exam's subject whose names (title,
 * aliases, key terms) the question and its marking scheme use most, the question counting three
 * times; the class's grade breaks ties. Null when no topic is named enough.
 */
export function topicOfQuestion(
  curriculum: Curriculum | null,
  exam: Pick<PlanExam, 'subject' | 'className'>,
  question: Pick<PlanQuestion, 'questionText' | 'earnedPoints' | 'missingPoints'>,
): CurriculumTopic | null {
  if (!curriculum) return null;
  const scope = exam.subject ? subjectScope(exam.subject) : null;
  const grade = gradeNumber(exam.className ?? '');
  const asked = queryWords(question.questionText);
  const scheme = queryWords(schemePoints(question).join(' \n '));
  let best: { topic: CurriculumTopic; score: number } | null = null;
  for (const topic of curriculum.topics) {
    if (scope && topic.subject !== scope.subject) continue;
    let score = scoreOf(topic, asked, scheme);
    if (score === 0) continue;
    if (grade !== null) {
      const away = Math.min(...topic.grades.map((taught) => Math.abs(taught - grade)));
      score /= 1 + 0.1 * away;
    }
    if (scope?.strand && topic.strand === scope.strand) score *= 1.5;
    if (!best || score > best.score || (score === best.score && topic.id < best.topic.id))
      best = { topic, score };
  }
  return best?.topic ?? null;
}

/** A question's concept and the curriculum topic behind it (null when none is named enough). */
export interface TopicConcept {
  concept: Concept;
  topic: CurriculumTopic | null;
}

/**
 * What a question tests, as a teacher names it: the question's own short noun phrase when it is a
 * name of the topic ("evaporation", "Newton's first law of motion"), else the topic's title
 * ("seasons", "heat"); without a topic, the question's own words (never the student's).
 */
export function conceptOfQuestion(
  curriculum: Curriculum | null,
  exam: Pick<PlanExam, 'subject' | 'className'>,
  question: Pick<PlanQuestion, 'questionText' | 'earnedPoints' | 'missingPoints'>,
): TopicConcept {
  const topic = topicOfQuestion(curriculum, exam, question);
  const points = schemePoints(question);
  const ownWords = () => conceptOf({ questionText: question.questionText, missingPoints: points });
  if (!topic) return { concept: ownWords(), topic };
  const core = questionCore(askingSentence(question.questionText));
  const coreWords = queryWords(core);
  const names = new Set(namesOf(topic).flatMap((name) => name.words));
  const covered = coreWords.filter((word) => names.has(word)).length;
  if (
    isName(core) &&
    coreWords.length > 0 &&
    coreWords.length <= MAX_CORE_WORDS &&
    !/[=+<>\d]/.test(core) &&
    covered / coreWords.length >= CORE_NAMED_SHARE
  )
    return { concept: { key: core.toLowerCase(), label: lowerUnlessName(core) }, topic };
  // The topic's title, or the alias the question uses, when it is a name ("Dispersion of light");
  // "Why is the sky blue" is not, and the question's own words name it better.
  const asked = queryWords(question.questionText);
  const scheme = queryWords(points.join(' \n '));
  const title = [topic.title, ...topic.aliases].find((name) => {
    const words = queryWords(name);
    return isName(name) && (occurs(words, asked) || occurs(words, scheme));
  });
  if (title) return { concept: { key: topic.id, label: lowerUnlessName(title) }, topic };
  return { concept: ownWords(), topic };
}

/** A noun phrase, not a clause or a question ("we have seasons on Earth", "Why is the sky blue"). */
function isName(text: string): boolean {
  if (/^(?:why|how|what|when|where|which|who)\b/i.test(text.trim())) return false;
  return !sentencesOf(text).some((sentence) =>
    sentence.words.some((word) => word.pos === 'VERB' || word.pos === 'AUX'),
  );
}
