import {
  QUESTION_TYPES,
  type QuestionExplanation,
  type QuestionType,
  type WorksheetQuestion,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import type { Objective } from 'src/ai/builtin/teaching/objectives';
import type { KeyTerm, SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import { clashes, sameKindTerms } from 'src/ai/builtin/teaching/worksheet/distractors';
import { realWorldApplication } from 'src/ai/builtin/teaching/worksheet/real-world';
import { capitalise, findForm, listWords, quote } from 'src/ai/builtin/teaching/worksheet/text-kit';

const MAX_CONCEPTS = 4;
const LABEL = /^[A-F]\.\s*/;

/** Where a grounding comes from, in words a student reads. */
export function cite(analysis: SourceAnalysis, grounding: string): string {
  if (/\(WordNet\)$/.test(grounding) || analysis.origin === 'wordnet')
    return `In the sense the text uses it: ${quote(grounding.replace(/\s*\(WordNet\)$/, ''))}.`;
  return `The text says: ${quote(grounding)}.`;
}

/** Key terms the question or its answer names, most central first. */
export function conceptsOf(analysis: SourceAnalysis, question: WorksheetQuestion): KeyTerm[] {
  const text = [
    question.question,
    question.answer,
    ...(question.column_a ?? []),
    question.grounding ?? '',
  ].join(' ');
  const found = analysis.terms.filter((term) => term.forms.some((form) => findForm(text, form)));
  const named = found.length > 0 ? found : analysis.terms.slice(0, 1);
  return named.slice(0, MAX_CONCEPTS);
}

/** A word as compared: "care;" and "Care" are the same word. */
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

/** Words after a changed one that finish its phrase: up to the clause's end, or this many. */
const PHRASE = 5;

/**
 * What a false statement changed, as the phrase it reads in each: the words between the part
 * both share at the start and the part both share at the end. An inserted "not" changes no word
 * of the source, so the phrase round it is given ("was not brought up with great care" where
 * the source says "was brought up with great care"), never the whole source sentence.
 */
function changed(statement: string, original: string): { from: string; to: string } {
  const mine = statement.split(/\s+/).filter(Boolean);
  const theirs = original.split(/\s+/).filter(Boolean);
  let head = 0;
  while (head < mine.length && head < theirs.length && bare(mine[head]) === bare(theirs[head]))
    head += 1;
  let tail = 0;
  while (
    tail < mine.length - head &&
    tail < theirs.length - head &&
    bare(mine[mine.length - 1 - tail]) === bare(theirs[theirs.length - 1 - tail])
  )
    tail += 1;
  let [before, after] = [0, 0];
  if (head + tail === mine.length || head + tail === theirs.length) {
    before = Math.min(1, head);
    // Through the clause's last word: "care;" ends "was brought up with great care".
    while (
      after < Math.min(PHRASE, tail) &&
      !/[,;:.!?]$/.test(theirs[theirs.length - tail + after])
    )
      after += 1;
    if (after < tail) after += 1;
  }
  const phrase = (list: string[]) =>
    list
      .slice(head - before, list.length - tail + after)
      .join(' ')
      .replace(/[,;:.!?]+$/, '');
  return { from: phrase(theirs), to: phrase(mine) };
}

/** A "not" the edit put in: the statement says the opposite of the text. */
const NEGATED = /\b(not|never|cannot)\b|n't\b/i;

/**
 * Whether a key ("A. …; C. …") names this option. Options may hold "; " themselves ("… in that
 * direction; but over stick and stone …"), so the key is matched whole option by whole option.
 */
export function isKeyed(answer: string, option: string): boolean {
  const parts = `; ${answer}; `;
  return parts.includes(`; ${option}; `);
}

/** The mistake each kind of reading question invites, told by its wording. */
const READING_MISTAKES: [RegExp, string][] = [
  [
    /What happened next\?$/,
    'Giving an event from another part of the story, or the rest of what a character said, instead of what happens next.',
  ],
  [/How did .+ feel\b/, 'Naming a feeling without the words of the story that show it.'],
  [
    /\bpredict\b/,
    'A guess with no reason from the story so far; any prediction a reason supports is right.',
  ],
  [
    /^Read this from the story: .+ Why /,
    'Retelling what the character did instead of the reason the story gives.',
  ],
  [
    /What is this called\?$|^What (is|are) .+ called\?$/,
    'Giving the name of the whole topic instead of the name the text gives this.',
  ],
  [/what is the result of this/, 'Repeating the cause instead of saying what it leads to.'],
  [/Why is this so/, 'Restating the fact instead of the reason the text gives.'],
  [
    /difference between|^Compare /,
    'Describing only one of them, or saying how they are alike instead of how they differ.',
  ],
  [
    /Why did this happen\?$/,
    'Retelling what happened instead of giving the reason the text states.',
  ],
  [/Why was this done\?$/, 'Saying what was done instead of what it was done for.'],
  [/how .+ felt\b/, 'Naming a feeling without the words of the text that show it.'],
  [/^Who /, 'Naming another character who is in the same part of the text.'],
  [
    /in the order they happen/,
    'Ordering the events as they are listed here instead of as they happen in the text.',
  ],
  [
    /What happened (as a result|straight after this)\?$/,
    'Giving an event from another part of the text instead of the one that follows from this.',
  ],
  [
    /^How are .+ related/,
    'Naming the two terms without the link between them that the text states.',
  ],
];

/** "The wrong options are: "…" and "…"." for a comprehension item with options. */
function wrongOptions(question: WorksheetQuestion): string {
  const wrong = question.options
    .filter((option) => !isKeyed(question.answer, option))
    .map((o) => quote(o.replace(LABEL, '')));
  return `Here that means choosing ${listWords(wrong)}.`;
}

/** A match item whose left column is sentence beginnings, not terms to define. */
function isHalves(question: WorksheetQuestion): boolean {
  return /\bbeginning of each sentence\b/i.test(question.question);
}

/** An answer of a word or two: there is no meaning or evidence to leave out of it. */
function isShortAnswer(answer: string): boolean {
  return answer.trim().split(/\s+/).length <= 2;
}

async function commonMistakes(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  type: QuestionType,
  question: WorksheetQuestion,
  concepts: KeyTerm[],
): Promise<string> {
  const grounding = question.grounding ?? '';
  const reading = READING_MISTAKES.find(([pattern]) => pattern.test(question.question));
  if (type === 'mcq_single_answer' && reading && /What happened next|Why /.test(question.question))
    return `${reading[1]} ${wrongOptions(question)}`;
  if (type === 'mcq_single_answer' || type === 'mcq_multiple_answer') {
    const wrong = question.options
      .filter((option) => !isKeyed(question.answer, option))
      .map((o) => o.replace(LABEL, ''));
    return `Choosing ${listWords(wrong.map((w) => quote(w)))}: ${wrong.length > 1 ? 'they are' : 'it is'} not what the text says here; answer from the sentence, not from a word that sounds right.`;
  }
  if (type === 'true_false') {
    const statement = question.question.replace(/^True or false:\s*/, '');
    if (question.answer === 'False') {
      const { from, to } = changed(statement, grounding);
      const opposite = NEGATED.test(to) && !NEGATED.test(from);
      return `Accepting the statement because most of it is familiar: it says ${quote(to || statement)} where the source says ${quote(from || grounding)}${opposite ? ', the opposite of what the text states' : ''}.`;
    }
    return 'Marking a correct statement false because of one unfamiliar word; every part of it is in the source.';
  }
  if (type === 'fill_in_the_blanks' && concepts[0]) {
    // The term the blank wants, when the sentence names others first; never the key as "wrong".
    const target =
      concepts.find((c) => c.forms.some((form) => clashes(form, question.answer))) ?? concepts[0];
    const near = (
      await sameKindTerms(wordnet, analysis, target, 3, 'hard', [question.answer])
    ).find((term) => !clashes(term.label, question.answer));
    return near
      ? `Writing a related term such as ${quote(near.label)} instead of ${quote(question.answer)}.`
      : `Writing a word that fits the grammar of the sentence but not its meaning instead of ${quote(question.answer)}.`;
  }
  if (type === 'match_the_column')
    return isHalves(question)
      ? 'Joining a beginning to an ending because they share a word, rather than reading the whole sentence the two make.'
      : 'Matching a term to a meaning because they share a word, rather than reading each meaning in full.';
  if (reading) return reading[1];
  if (isShortAnswer(question.answer))
    return 'Giving another word from the same part of the text instead of the one the question asks for.';
  const names = listWords(concepts.map((c) => c.label));
  return `Naming ${names || 'the key terms'} without saying what ${concepts.length > 1 ? 'they mean or how they are related' : 'it means'}, or giving no evidence from the source.`;
}

/**
 * Each keyed option quoted on its own: two sentences from different parts of the text are two
 * pieces of evidence, never one quotation.
 */
function keyedEvidence(analysis: SourceAnalysis, question: WorksheetQuestion): string {
  if (analysis.origin === 'wordnet') return '';
  const keyed = question.options
    .filter((option) => isKeyed(question.answer, option))
    .map((option) => quote(option.replace(LABEL, '')));
  return keyed.length > 1 ? ` The text says ${keyed.join(', and elsewhere ')}.` : '';
}

function explanation(
  analysis: SourceAnalysis,
  type: QuestionType,
  question: WorksheetQuestion,
): string {
  const grounding = question.grounding ?? '';
  const evidence = grounding ? ` ${cite(analysis, grounding)}` : '';
  switch (type) {
    case 'mcq_single_answer':
      return `The correct answer is ${question.answer}.${evidence}`;
    case 'mcq_multiple_answer':
      return `The correct answers are ${question.answer.replace(/[.]+$/, '')}.${keyedEvidence(analysis, question) || evidence}`;
    case 'true_false':
      return `${question.answer}.${evidence}`;
    case 'fill_in_the_blanks':
      return `The missing term is ${quote(question.answer)}.${evidence}`;
    case 'match_the_column':
      return `The pairs are ${question.answer}.${evidence}`;
    default:
      return `A good answer says: ${question.answer}${/[.!?]$/.test(question.answer) ? '' : '.'}${evidence && !question.answer.includes(grounding) ? evidence : ''}`;
  }
}

/**
 * Worksheet step 4: for every question its objective, an explanation citing the sentence or
 * definition it was written from, the key terms it tests, the mistake its distractors or its
 * edited statement invite, and where the idea is met outside the lesson.
 */
export async function explainQuestions(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  objectives: readonly Objective[],
  questions: WorksheetQuestions,
): Promise<Record<QuestionType, QuestionExplanation[]>> {
  const result = {} as Record<QuestionType, QuestionExplanation[]>;
  for (const type of QUESTION_TYPES) {
    result[type] = [];
    for (const question of questions[type] ?? []) {
      const concepts = conceptsOf(analysis, question);
      result[type].push({
        learning_objective:
          question.tags?.learning_objectives ||
          objectives.find((o) => o.bloom === question.tags?.bloom)?.text ||
          objectives[0]?.text ||
          '',
        explanation: explanation(analysis, type, question),
        key_concepts: concepts.map((c) => capitalise(c.label)),
        common_mistakes: await commonMistakes(wordnet, analysis, type, question, concepts),
        real_world_application: await realWorldApplication(wordnet, analysis, concepts),
      });
    }
  }
  return result;
}
