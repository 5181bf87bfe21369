import { profileText, type TextProfile } from 'src/ai/builtin/features/text-profile';

export interface Relevance {
  /** Content words of the question (lemmas), without instruction words like "discuss". */
  questionTerms: string[];
  /** The question terms the answer uses. */
  coveredTerms: string[];
}

// Names are left out: a prompt's names are its speakers ("Dr. Diaz", "Claire"), not its topic.
const TOPIC_POS = new Set(['NOUN', 'VERB', 'ADJ']);

/**
 * Sentences that frame the task rather than pose it ("Write a post …"): their words are not key
 * words.
 */
const FRAMING = [
  /^your (professor|teacher|instructor) is teaching\b/i,
  /^(write|read) (a|an|the) (post|email|e-mail|letter|response|reply)\b/i,
  /^write as much as you can\b/i,
  /^in your (response|post|email|e-mail|letter|answer)\b/i,
  /^an? (effective|good|strong) (response|post|email|e-mail|answer)\b/i,
  /^(express and support|make a contribution)\b/i,
  /^you (will|have|should)\b.*\b(minutes?|write|read)\b/i,
];
const INSTRUCTION_WORDS = new Set(
  (
    'write essay discuss explain agree disagree opinion reason reasons example examples use specific ' +
    'give answer question task word words least describe summarise summarize report include ' +
    'support think view views provide detail details response respond paragraph letter email ' +
    'person people thing things way ways make feature features main relevant compare ' +
    'professor post'
  ).split(' '),
);

function topicTerms(profile: TextProfile): Set<string> {
  const posed = profile.sentences.filter(
    (sentence) => !FRAMING.some((pattern) => pattern.test(sentence.text.replace(/^\W+/, ''))),
  );
  return new Set(
    posed
      .flatMap((sentence) => sentence.words)
      .filter((word) => TOPIC_POS.has(word.pos) && !word.stop && word.lemma.length > 2)
      .map((word) => word.lemma)
      .filter((lemma) => !INSTRUCTION_WORDS.has(lemma)),
  );
}

/** Which of the question's topic words the answer picks up: the evidence for OFF_TOPIC. */
export function promptRelevance(answer: TextProfile, questionText: string): Relevance {
  const questionTerms = [...topicTerms(profileText(questionText))];
  // Sentence-initial words can be tagged as names and keep their plural; strip it as well.
  const answerWords = new Set(
    answer.words.flatMap((word) => [word.lemma, word.lower, word.lower.replace(/s$/, '')]),
  );
  return {
    questionTerms,
    coveredTerms: questionTerms.filter((term) => answerWords.has(term)),
  };
}
