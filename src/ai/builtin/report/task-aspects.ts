import type { AspectFinding, AssessmentContext } from 'src/ai/builtin/report/assessment-context';
import { aspectValue, meanOf } from 'src/ai/builtin/report/aspect-scale';
import { plural, quote, quoteList } from 'src/ai/builtin/report/evidence';

const OFF_TOPIC_CAP = 1;
const EXAMPLE_MARKERS = new Set(['for example', 'for instance', 'such as']);

const capIfOffTopic = (context: AssessmentContext, score: number) =>
  context.offTopic ? Math.min(OFF_TOPIC_CAP, score) : score;

/** The four keys of TASK_FULFILLMENT (and the evidence for IELTS task achievement/response). */
export function taskAspects(context: AssessmentContext): AspectFinding[] {
  const { analysis, traits, task, relevance, lengthRatio } = context;
  const { profile } = analysis;
  const words = profile.wordCount;
  const missing = Math.max(0, task.minWords - words);
  const lastSentence = profile.sentences[profile.sentences.length - 1]?.text ?? '';
  const examples = analysis.devices.filter((use) => EXAMPLE_MARKERS.has(use.device));

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
          ? `Add at least ${missing} more words: finish the argument after ${quote(lastSentence, 60)}.`
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
      explanation:
        examples.length > 0
          ? `${plural(examples.length, 'example')} introduced, e.g. ${quote(examples[0].sentence.text)}.`
          : `No point is supported with a signalled example ("for example", "such as").`,
      advice:
        examples.length === 0
          ? `Support each main point with a concrete example, e.g. after ${quote(profile.sentences[0]?.text ?? '', 60)}.`
          : null,
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
