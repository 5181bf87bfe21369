import type { BloomLevel } from 'src/ai/ports/teaching-content.port';
import type {
  Definition,
  KeyTerm,
  SourceAnalysis,
} from 'src/ai/builtin/teaching/source/source-model';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import type { Random } from 'src/ai/builtin/seeded-random';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { WordNet } from 'src/ai/builtin/language/wordnet/word-net';

/** A question before it is tagged. */
export interface Draft {
  question: string;
  options: string[];
  answer: string;
  grounding: string;
  column_a?: string[];
  column_b?: string[];
  /** Term keys and sentence ids it asks about, so later questions pick others first. */
  terms: string[];
  sentences: number[];
  /** It asks to judge a sentence of the text copied word for word: recall, whatever its form. */
  recall?: boolean;
}

/** What every template reads while a worksheet is written. */
export interface WriterContext {
  wordnet: WordNet;
  analysis: SourceAnalysis;
  topic: string;
  /** Per slot and attempt, so the same request shuffles the same way. */
  random: Random;
  termUse: Map<string, number>;
  sentenceUse: Map<number, number>;
  /** The sheet's seed and how many slots of each type it has, for choices made per sheet. */
  sheet?: { seed: string; slots: Partial<Record<string, number>> };
}

/** One way of writing a question of a type, and the Bloom levels it suits. */
export interface Template {
  name: string;
  blooms: readonly BloomLevel[];
  write(ctx: WriterContext, slot: Slot, attempt: number): Promise<Draft | null>;
}

/** The least-asked terms first (then the most central): spreads a worksheet over the source. */
export function pickTerm(
  ctx: WriterContext,
  attempt: number,
  keep: (term: KeyTerm) => boolean = () => true,
): KeyTerm | null {
  const terms = ctx.analysis.terms
    .filter(keep)
    .map((term, rank) => ({ term, rank, use: ctx.termUse.get(term.key) ?? 0 }))
    .sort((a, b) => a.use - b.use || a.rank - b.rank);
  return terms.length > attempt ? terms[attempt].term : null;
}

export function pickStatement(
  ctx: WriterContext,
  attempt: number,
  keep: (sentence: SourceSentence) => boolean = () => true,
): SourceSentence | null {
  const sentences = ctx.analysis.statements
    .filter(keep)
    .map((sentence, rank) => ({ sentence, rank, use: ctx.sentenceUse.get(sentence.id) ?? 0 }))
    .sort((a, b) => a.use - b.use || a.rank - b.rank);
  return sentences.length > attempt ? sentences[attempt].sentence : null;
}

export function definitionOf(ctx: WriterContext, term: KeyTerm): Definition | null {
  return ctx.analysis.definitions.get(term.key) ?? null;
}

/** " according to the text" when students have the documents; WordNet-written text they never see. */
export function fromText(ctx: WriterContext): string {
  return ctx.analysis.origin === 'documents' ? ' according to the text' : '';
}

/**
 * Whether a definition read from the text is a whole meaning: "When magma reaches the surface,
 * it" (from "…, it is called lava") ends on a pronoun and opens with a clause word.
 */
function wholeMeaning(text: string): boolean {
  const words = text.trim().toLowerCase().split(/\s+/);
  const last = words[words.length - 1]?.replace(/[^\p{L}]/gu, '') ?? '';
  return (
    words.length >= 2 &&
    // A clause alone ("When magma reaches the surface") is no meaning; one with its main clause
    // after a comma is ("As the water vapour rises, it cools and turns back into droplets").
    (!/^(when|if|as|because|while|after|before|since|although)$/.test(words[0]) ||
      /, \S+ \S+ \S+/.test(text)) &&
    // "These materials" (from "…, so they are called …") points back, it does not define.
    !/^(these|this|those|that|it|they|such)$/.test(words[0]) &&
    !/^(it|they|this|these|that|those|he|she|we|the|a|an|of|to|and|or|is|are)$/.test(last)
  );
}

/**
 * Terms a definition question may ask about. With documents only the text's own definitions: a
 * dictionary sense ("ash: the residue left when something is burned") may not be the one the
 * text uses (volcanic ash is powdered rock).
 */
export function hasDefinition(ctx: WriterContext): (term: KeyTerm) => boolean {
  return (term) => {
    const definition = ctx.analysis.definitions.get(term.key);
    if (!definition || term.kind === 'term' || !wholeMeaning(definition.text)) return false;
    return ctx.analysis.origin !== 'documents' || definition.origin === 'source';
  };
}
