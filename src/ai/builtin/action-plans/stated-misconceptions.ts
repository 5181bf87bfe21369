import MiniSearch from 'minisearch';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { PlanQuestion } from 'src/ai/ports/action-planning.port';
import type { StatedMisconception } from 'src/ai/ports/answer-grading.port';
import { bare, misconceptionsStated } from 'src/ai/builtin/grading/misconceptions';
import { claimWords } from 'src/ai/builtin/action-plans/plan-words';

/**
 * Known misconceptions (the curriculum's) found in what students and teachers write: a student's
 * answer by the grader's own matcher (`misconceptionsStated`), a teacher's "Misconception: …"
 * remark by searching the topic's misconceptions for the words it uses.
 */

/** A teacher's "Misconception: …" names a curriculum one when this share of its words is in it… */
const NAMED_SHARE = 0.6;
/** …and at least this many. */
const MIN_SHARED = 3;

/** Words that say what kind of remark a teacher makes, not what the student believes. */
const REMARK_WORDS = new Set(
  [...claimWords('misconception student think believe say wrong')].filter((w) => w !== 'not'),
);

const asStated = (misconception: StatedMisconception): StatedMisconception => ({
  ...misconception,
  statement: bare(misconception.statement),
});

/**
 * The curriculum misconception an answer states (the first of `topics`' that the grader's matcher
 * finds in one of its sentences), or null. The answer must state it, not merely mention the
 * topic's words: "not because the Earth is closer" does not state "closer".
 */
export async function statedMisconception(
  answer: string,
  topics: readonly CurriculumTopic[],
  questionText = '',
): Promise<StatedMisconception | null> {
  const [first] = await misconceptionsStated(answer, topics, questionText);
  return first ? asStated(first.misconception) : null;
}

interface IndexedMisconception {
  id: number;
  /** The misconception and its correct idea: a teacher may word it by either. */
  text: string;
  misconception: StatedMisconception;
}

const indexes = new WeakMap<readonly CurriculumTopic[], MiniSearch<IndexedMisconception>>();

/** The topics' misconceptions, searchable by the lemmas and stems the grader reads words by. */
function indexOf(topics: readonly CurriculumTopic[]): MiniSearch<IndexedMisconception> {
  let index = indexes.get(topics);
  if (!index) {
    index = new MiniSearch<IndexedMisconception>({
      fields: ['text'],
      storeFields: ['misconception'],
      tokenize: (text) => [...claimWords(text)].filter((word) => word !== 'not'),
      processTerm: (term) => term,
    });
    index.addAll(
      topics
        .flatMap((topic) => topic.misconceptions.map((item) => ({ topic, item })))
        .map(({ topic, item }, id) => ({
          id,
          text: `${item.wrong} ${item.correct}`,
          misconception: { statement: item.wrong, correction: item.correct, topicId: topic.id },
        })),
    );
    indexes.set(topics, index);
  }
  return index;
}

/**
 * The curriculum misconception a teacher's statement names ("seasons are caused by distance from
 * the Sun" → "It is summer when the Earth is closer to the Sun"): most of the statement's words
 * are in the misconception or in its correct idea. Null when none is named.
 */
export function namedMisconception(
  statement: string,
  topics: readonly CurriculumTopic[],
): StatedMisconception | null {
  const words = [...claimWords(statement)].filter((w) => w !== 'not' && !REMARK_WORDS.has(w));
  if (words.length === 0 || topics.length === 0) return null;
  const results = indexOf(topics).search(words.join(' '), {
    combineWith: 'OR',
    tokenize: (text) => text.split(' '),
  });
  const named = results.find(({ queryTerms }) => {
    const found = new Set(queryTerms).size;
    return found >= MIN_SHARED && found / words.length >= NAMED_SHARE;
  });
  return named ? asStated(named.misconception as StatedMisconception) : null;
}

const REMARK =
  /\bmisconceptions?\b\s*(?:[:\-–—]|\(|that\b|is that\b|here\b\s*[:\-–—]?)?\s*([^.;!?\n)]*)/i;

/**
 * What a teacher's comment says the student believes: the words after "Misconception:" (or
 * "misconception that …"); an empty string when the comment only says "Misconception"; null when
 * the comment names no misconception.
 */
export function teacherStatement(comment: string | null | undefined): string | null {
  if (!comment) return null;
  const match = REMARK.exec(comment);
  if (!match) return null;
  return match[1].trim().replace(/^["“‘']|["”’']$/g, '');
}

export interface AnswerClaim {
  /** Answers with the same key hold the same belief. */
  key: string;
  statement: string;
  correct: string | null;
  byTeacher: boolean;
  /** The teacher's own words for it ("seasons are caused by distance from the Sun"). */
  remark?: string;
}

const known = (statement: string, correct: string, topicId: string | null, byTeacher: boolean) => ({
  key: `${topicId ?? ''}|${statement.toLowerCase().replace(/[\s.]+$/, '')}`,
  statement,
  correct,
  byTeacher,
});

/**
 * What an answer shows the student believes: the grader's misconception, the teacher's comment
 * ("Misconception: …", matched to the curriculum's when it names one) and the curriculum
 * misconception the answer itself states.
 */
export async function claimsOfAnswer(
  question: Pick<
    PlanQuestion,
    'studentAnswer' | 'misconceptions' | 'teacherComment' | 'questionText'
  >,
  topic: CurriculumTopic | null,
): Promise<AnswerClaim[]> {
  const topics = topic ? [topic] : [];
  const claims: AnswerClaim[] = (question.misconceptions ?? []).map((item) =>
    known(item.statement, item.correction, item.topicId, false),
  );
  const stated = await statedMisconception(question.studentAnswer, topics, question.questionText);
  if (stated) claims.push(known(stated.statement, stated.correction, stated.topicId, false));
  const remark = teacherStatement(question.teacherComment);
  if (remark !== null) {
    const named = remark ? namedMisconception(remark, topics) : stated;
    if (named)
      claims.push({ ...known(named.statement, named.correction, named.topicId, true), remark });
    else if (remark) {
      const words = [...claimWords(remark)].sort().join(' ');
      claims.push({ key: `teacher|${words}`, statement: remark, correct: null, byTeacher: true });
    }
  }
  return claims;
}
