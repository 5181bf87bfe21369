import type { TeachingContext } from 'src/ai/ports/teaching-content.port';
import { statedDefinitions } from 'src/ai/builtin/teaching/source/definitions';
import { rankTerms, type RankedTerm } from 'src/ai/builtin/teaching/source/key-terms';
import { speechLines } from 'src/ai/builtin/teaching/source/speech';
import { cleanPages } from 'src/ai/builtin/teaching/source/page-markers';
import { splitPages } from 'src/ai/builtin/language/text/page-sentences';
import type {
  Definition,
  KeyTerm,
  SourceAnalysis,
} from 'src/ai/builtin/teaching/source/source-model';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import { chooseSense, contentWords, subjectKinds } from 'src/ai/builtin/language/wordnet/senses';
import type { Synset, WordNet } from 'src/ai/builtin/language/wordnet/word-net';

const STATEMENT_TERMS = 25;
const MIN_STATEMENT_WORDS = 5;
const MAX_STATEMENT_WORDS = 40;
/** Statements a sheet of fourteen items draws on before it takes lines that point back. */
const MIN_STATEMENTS = 12;

async function senseOf(
  wordnet: WordNet,
  term: RankedTerm,
  known: Map<string, Synset>,
  context: ReadonlySet<string>,
  kinds: ReadonlySet<string>,
): Promise<{ sense: Synset | null; kind: string }> {
  const written = known.get(term.key) ?? known.get(term.label.toLowerCase());
  if (written) return { sense: written, kind: written.lexName };
  if (term.isName) return { sense: null, kind: 'name' };
  const sense = chooseSense(await wordnet.nouns(term.key), context, kinds);
  if (sense) return { sense, kind: sense.lexName };
  // An unknown run ("magic wishing cap") is the kind of thing its head noun is.
  const headWord = term.key.split(' ').pop() ?? term.key;
  const headSense = chooseSense(await wordnet.nouns(headWord), context, kinds);
  return { sense: null, kind: headSense?.lexName ?? 'term' };
}

/**
 * "So she went back …", "Because of this, the same side …", "Such a mixture is …": whom or what
 * it means is elsewhere.
 */
const POINTS_BACK =
  /^(?:(?:and|but|so|then|now|yet),?\s+)?(?:this|these|that|those|such|it|they|he|she|we|i|his|her|its|their|because of (?:this|that)|after (?:this|that)|as a result|for this reason|in this way)\b/i;
/** "Many people think that the phases are caused by …": a belief the text goes on to deny. */
const REPORTED_BELIEF =
  /\b(?:people|some|many|others) (?:think|thinks|believe|believes|once thought)\b/i;

/** "… said that he would." before a quotation the splitter cut off: half a sentence. */
const UNFINISHED =
  /\b(?:would|could|should|will|shall|must|might|can|that|to|the|a|an|and|but|of)[.!]?$/i;

/**
 * Whether a sentence printed alone says what it is about and says it as the text's own claim:
 * "This process is called condensation" or "He was exactly like the others" does not, and a
 * reported belief printed as a statement would teach the error.
 */
export function standsAlone(text: string): boolean {
  return !POINTS_BACK.test(text) && !REPORTED_BELIEF.test(text) && !UNFINISHED.test(text);
}

function statements(
  sentences: SourceSentence[],
  terms: KeyTerm[],
  speech: ReadonlySet<number>,
): SourceSentence[] {
  const weights = new Map<number, number>();
  for (const term of terms.slice(0, STATEMENT_TERMS))
    for (const id of term.sentenceIds) weights.set(id, (weights.get(id) ?? 0) + term.score);
  const ranked = sentences
    .filter(
      (sentence) =>
        weights.has(sentence.id) &&
        sentence.words.length >= MIN_STATEMENT_WORDS &&
        sentence.words.length <= MAX_STATEMENT_WORDS &&
        !sentence.text.includes('?') &&
        // A lower-case start is the tail of a quotation ("said the youth, and …").
        /^[\p{Lu}\d]/u.test(sentence.text) &&
        // Dialogue is a character speaking, not a statement of fact about the text.
        !/["“”]/.test(sentence.text) &&
        !speech.has(sentence.id) &&
        // "The Fairy said to him:" opens a speech; it states nothing.
        !/:\s*$/.test(sentence.text) &&
        // Read alone, "This process is called condensation" or "Such a mixture is not called …"
        // does not say what it is about: its true or false depends on a line not printed.
        !/^(This|These|That|Those|Such|It|They)\b/.test(sentence.text) &&
        !REPORTED_BELIEF.test(sentence.text),
    )
    .map((sentence) => ({
      sentence,
      weight: (weights.get(sentence.id) ?? 0) / Math.sqrt(sentence.words.length),
    }))
    .sort((a, b) => b.weight - a.weight || a.sentence.id - b.sentence.id)
    .map(({ sentence }) => sentence);
  const alone = ranked.filter((sentence) => standsAlone(sentence.text));
  // A short text keeps its "He put it on …" lines, after the ones that stand alone.
  return alone.length >= MIN_STATEMENTS
    ? alone
    : [...alone, ...ranked.filter((sentence) => !alone.includes(sentence))];
}

/**
 * Reads the material a worksheet or lesson is built from: the teacher's documents. Gives its
 * sentences, key terms with a WordNet sense and kind, definitions (the source's own first, else
 * WordNet's gloss) and the statements worth asking about.
 */
export async function analyseSource(
  wordnet: WordNet,
  context: TeachingContext,
  concepts: readonly string[],
): Promise<SourceAnalysis> {
  const kinds = subjectKinds(context.subject);
  const conceptWords = new Set(contentWords(`${concepts.join(' ')} ${context.subject}`));
  const fromDocuments = context.sources.some((page) => page.text.trim().length > 0);
  // Without documents there is nothing to read: the curriculum writes those steps, and a topic
  // it does not know is declined before this point, never made up from dictionary entries.
  if (!fromDocuments)
    throw new AiProviderError(
      'No document to build questions from: attach a document about the topic',
    );
  const written = { pages: cleanPages(context.sources), senses: new Map<string, Synset>() };
  const { headings, sentences } = splitPages(written.pages);
  const stated = statedDefinitions(sentences);
  // The topic outranks everything; the teacher's other concepts, headings and defined phrases
  // outrank what the source merely repeats.
  const marked = new Map<string, number>();
  for (const phrase of [...headings, ...stated.map((definition) => definition.subject)])
    marked.set(phrase.toLowerCase(), 2);
  concepts.forEach((concept, i) => marked.set(concept.toLowerCase(), i === 0 ? 6 : 3));
  const ranked = rankTerms(sentences, marked).filter(
    // Without documents the text is WordNet's; only the senses it was written about are terms,
    // not every noun of their glosses ("aid", "composition").
    (term) =>
      fromDocuments ||
      written.senses.has(term.key) ||
      written.senses.has(term.label.toLowerCase()) ||
      marked.get(term.key) === 3 ||
      marked.get(term.key) === 6,
  );
  // The source's own key terms say what it is about; all its words would be noise.
  const context_ = new Set([...conceptWords, ...ranked.flatMap((term) => contentWords(term.key))]);
  const terms: KeyTerm[] = [];
  for (const term of ranked) {
    const { sense, kind } = await senseOf(wordnet, term, written.senses, context_, kinds);
    // "reaction" and "chemical reaction" in one sense are one term, known by both names.
    const same = sense && terms.find((other) => other.sense?.id === sense.id);
    if (same) {
      same.forms = [...new Set([...same.forms, ...term.forms])];
      same.sentenceIds = [...new Set([...same.sentenceIds, ...term.sentenceIds])].sort(
        (a, b) => a - b,
      );
    } else terms.push({ ...term, sense, kind });
  }
  const definitions = new Map<string, Definition>();
  for (const term of terms) {
    const own = stated.find(
      (item) => item.subject === term.key || term.forms.includes(item.subject),
    );
    if (own) {
      definitions.set(term.key, {
        termKey: term.key,
        text: own.text,
        grounding: own.sentence.text,
        origin: fromDocuments ? 'source' : 'wordnet',
      });
    } else if (term.sense) {
      definitions.set(term.key, {
        termKey: term.key,
        text: term.sense.definition,
        grounding: `${term.label}: ${term.sense.definition} (WordNet)`,
        origin: 'wordnet',
      });
    }
  }
  const text = written.pages.map((page) => page.text).join('\n\n');
  const speech = speechLines(text, sentences);
  return {
    origin: fromDocuments ? 'documents' : 'wordnet',
    headings,
    sentences,
    terms,
    definitions,
    statements: statements(sentences, terms, speech),
    speech,
    text,
  };
}
