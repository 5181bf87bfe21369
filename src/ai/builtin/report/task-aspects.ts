import type { AspectFinding, AssessmentContext } from 'src/ai/builtin/report/assessment-context';
import { aspectValue, meanOf } from 'src/ai/builtin/report/aspect-scale';
import { plural, quote, quoteList } from 'src/ai/builtin/report/evidence';
import {
  bodySentences,
  GENRE_NOUN,
  genreOf,
  type TaskGenre,
} from 'src/ai/builtin/report/task-genre';

const OFF_TOPIC_CAP = 1;
const EXAMPLE_MARKERS = new Set(['for example', 'for instance', 'such as']);
/** Figures a report quotes from its chart or table: "35%", "1990", "2.5 million", "twice". */
const FIGURE = /\b\d[\d,.]*\s*(%|percent|per cent)?|\b(twice|double|half|a third|a quarter)\b/gi;
/** A report supports its features with enough figures to compare them. */
const MIN_FIGURES = 3;
/** An email that says what it needs in fewer sentences than this gives the reader too little. */
const MIN_EMAIL_SENTENCES = 5;

/** How a text of each genre is developed, what shows it, and the advice when it falls short. */
function development(
  genre: TaskGenre,
  context: AssessmentContext,
): { explanation: string; advice: string | null } {
  const { profile, devices } = context.analysis;
  const body = bodySentences(profile.sentences);
  const opening = body[0]?.text ?? profile.sentences[0]?.text ?? '';
  if (genre === 'report') {
    const figures = profile.text.match(FIGURE) ?? [];
    return {
      explanation:
        figures.length > 0
          ? `${plural(figures.length, 'figure')} quoted from the data, e.g. ${quoteList(
              figures.map((f) => f.trim()),
              3,
            )}.`
          : 'No figures from the data are quoted.',
      advice:
        figures.length < MIN_FIGURES
          ? `Support each main feature with figures from the data (e.g. "rose from 20% to 35%"), starting after ${quote(opening, 60)}.`
          : null,
    };
  }
  if (genre === 'email') {
    return {
      explanation: `${plural(body.length, 'sentence')} after the greeting.`,
      advice:
        body.length < MIN_EMAIL_SENTENCES
          ? `Give the reader the details they need (what happened, when, and what you are asking for), e.g. after ${quote(opening, 60)}.`
          : null,
    };
  }
  const examples = devices.filter((use) => EXAMPLE_MARKERS.has(use.device));
  // In an essay the first body paragraph's opening states the first main point.
  const point =
    genre === 'essay' && profile.paragraphs.length > 2
      ? (body.find(({ text }) => text && profile.paragraphs[1].includes(text))?.text ?? opening)
      : opening;
  const what =
    genre === 'discussion'
      ? 'Support your view with an example from your own experience or reading'
      : 'Support each main point with a concrete example';
  return {
    explanation:
      examples.length > 0
        ? `${plural(examples.length, 'example')} introduced, e.g. ${quote(examples[0].sentence.text)}.`
        : `No point is supported with a signalled example ("for example", "such as").`,
    advice: examples.length === 0 ? `${what}, e.g. after ${quote(point, 60)}.` : null,
  };
}

const capIfOffTopic = (context: AssessmentContext, score: number) =>
  context.offTopic ? Math.min(OFF_TOPIC_CAP, score) : score;

/** The four keys of TASK_FULFILLMENT (and the evidence for IELTS task achievement/response). */
export function taskAspects(context: AssessmentContext): AspectFinding[] {
  const { analysis, traits, task, relevance, lengthRatio } = context;
  const { profile } = analysis;
  const words = profile.wordCount;
  const missing = Math.max(0, task.minWords - words);
  const genre = genreOf(task);
  const body = bodySentences(profile.sentences);
  const lastSentence = body[body.length - 1]?.text ?? '';
  const developed = development(genre, context);

  const completeness = capIfOffTopic(context, traits.Overall * lengthRatio);
  const relevanceScore = capIfOffTopic(context, meanOf(traits.Overall, traits.Cohesion));
  const coverage =
    relevance.questionTerms.length === 0
      ? `No question text was given; the answer opens with ${quote(profile.sentences[0]?.text ?? '')}.`
      : relevance.coveredTerms.length === 0
        ? `It uses none of the question's key words (${quoteList(relevance.questionTerms, 5)}).`
        : `It takes up ${relevance.coveredTerms.length} of the question's ${relevance.questionTerms.length} key words (${quoteList(relevance.coveredTerms, 5)}).`;
  const overLimit = task.maxWords !== null && words > task.maxWords;
  const adherence = context.offTopic ? OFF_TOPIC_CAP : overLimit ? 4 : 5 * lengthRatio;
  const limits = `at least ${task.minWords}${task.maxWords === null ? '' : ` and at most ${task.maxWords}`}`;

  return [
    {
      key: 'response_completeness',
      area: 'task',
      score: aspectValue(completeness),
      explanation: `${plural(words, 'word')} in ${plural(profile.paragraphs.length, 'paragraph')} and ${plural(profile.sentences.length, 'sentence')}; the task asks for at least ${task.minWords} words.`,
      advice:
        missing > 0
          ? `Add at least ${missing} more words: finish the ${GENRE_NOUN[genre]} after ${quote(lastSentence, 60)}.`
          : null,
    },
    {
      key: 'clarity_and_relevance_of_ideas',
      area: 'task',
      score: aspectValue(relevanceScore),
      explanation: coverage,
      advice: context.offTopic
        ? `Answer the question asked: build the answer around ${quoteList(relevance.questionTerms, 3)}.`
        : null,
    },
    {
      key: 'development_of_ideas',
      area: 'task',
      score: aspectValue(capIfOffTopic(context, traits.Overall * lengthRatio)),
      explanation: developed.explanation,
      advice: developed.advice,
    },
    {
      key: 'word_count_and_adherence_to_requirements',
      area: 'task',
      score: aspectValue(adherence),
      explanation: `${plural(words, 'word')}; the task asks for ${limits}.${context.offTopic ? ' The answer does not address the question.' : ''}`,
      advice: overLimit
        ? `Cut ${words - (task.maxWords ?? words)} words to stay within ${task.maxWords}.`
        : missing > 0
          ? `Write at least ${task.minWords} words.`
          : null,
    },
  ];
}
