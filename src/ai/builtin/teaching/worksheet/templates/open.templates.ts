import {
  agreeWithEvidence,
  isEvent,
  isNarrative,
} from 'src/ai/builtin/teaching/worksheet/document/narration';
import { compareTerms } from 'src/ai/builtin/teaching/worksheet/templates/compare-terms';
import type { KeyTerm } from 'src/ai/builtin/teaching/source/source-model';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import {
  everywhere,
  fitsDocument,
} from 'src/ai/builtin/teaching/worksheet/document/document-rules';
import { clashes } from 'src/ai/builtin/teaching/worksheet/distractors';
import { standaloneTerms } from 'src/ai/builtin/teaching/worksheet/term-matches';
import { editStatement } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import {
  blankOut,
  givenAway,
  capitalise,
  contentTokens,
  findForm,
  listWords,
  quote,
} from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  definitionOf,
  fromText,
  hasDefinition,
  pickStatement,
  pickTerm,
  type Draft,
  type Template,
  type WriterContext,
} from 'src/ai/builtin/teaching/worksheet/writer-context';

/** Sentences of the source that use the term, in reading order. */
function sentencesAbout(ctx: WriterContext, term: KeyTerm, limit: number): SourceSentence[] {
  const statements = new Set(ctx.analysis.statements.map((s) => s.id));
  const ids = term.sentenceIds.filter((id) => statements.has(id));
  return (ids.length > 0 ? ids : term.sentenceIds)
    .slice(0, limit)
    .map((id) => ctx.analysis.sentences[id]);
}

const BELIEF =
  /\b(think|thinks|thought|believe|believes|believed|imagine|imagines|myth|wrongly|mistakenly)\b/i;

/**
 * The term a statement is about, the one a reader judges it of: the name "… is called X" gives,
 * else the first term of the sentence that is not a possessor ("The Earth's crust" is about the
 * crust). Null when the sentence names no term.
 */
export function judgedTerm(ctx: WriterContext, sentence: SourceSentence): KeyTerm | null {
  const found = standaloneTerms(ctx.analysis, sentence).sort((x, y) => x.index - y.index);
  const called = /\b(is|are|was|were) (called|known as)\b/i.exec(sentence.text);
  const named = called && found.find((m) => m.index > called.index);
  if (named) return named.term;
  const subject = found.find((m) => !/^['’]s\b/.test(sentence.text.slice(m.index + m.text.length)));
  return subject?.term ?? null;
}

/**
 * A sentence beside this one in the same document that names key terms it names: the text's
 * own support for it. It must name the statement's own subject (`judgedTerm`): a neighbour that
 * shares only another of its terms backs some other claim. Null when no neighbour does.
 */
export function supportFor(ctx: WriterContext, sentence: SourceSentence): SourceSentence | null {
  const judged = judgedTerm(ctx, sentence);
  if (!judged) return null;
  // "And the king said yes, he would wait" names the king and backs nothing else the statement
  // says: the reason shares one more of its content words besides the subject.
  const subjectWords = contentTokens(judged.forms.join(' '));
  const rest = [...contentTokens(sentence.text)].filter((w) => !subjectWords.has(w));
  const names = (s: SourceSentence) => {
    if (!judged.forms.some((form) => !!findForm(s.text, form))) return false;
    const theirs = contentTokens(s.text);
    return rest.some((w) => theirs.has(w));
  };
  // "The Moon does not make its own light" supports nothing by naming the Moon, as all do.
  const terms = standaloneTerms(ctx.analysis, sentence)
    .filter((match) => ctx.analysis.origin !== 'documents' || !everywhere(ctx, match.term))
    .map((match) => match.term.key);
  if (terms.length === 0) return null;
  const near = [sentence.id + 1, sentence.id - 1, sentence.id + 2, sentence.id - 2]
    .map((id) => ctx.analysis.sentences[id])
    .filter((s): s is SourceSentence => !!s && s.document === sentence.document)
    // "Many people think …" reports a belief the text goes on to deny: no support at all.
    .filter((s) => !BELIEF.test(s.text) && names(s));
  // The neighbour sharing the most of its terms, the nearest first among equals.
  const shared = (s: SourceSentence) =>
    standaloneTerms(ctx.analysis, s).filter((match) => terms.includes(match.term.key)).length;
  const best = near.reduce<SourceSentence | null>(
    (top, s) => (shared(s) > (top ? shared(top) : 0) ? s : top),
    null,
  );
  return best;
}

/**
 * The sentence that defines the term, and before it the sentence "This phase is called X"
 * refers to, which is where X is explained.
 */
export function definingSentences(ctx: WriterContext, term: KeyTerm): SourceSentence[] {
  const definition = definitionOf(ctx, term);
  if (!definition || definition.origin !== 'source') return [];
  const naming = ctx.analysis.sentences.find((s) => s.text === definition.grounding);
  if (!naming) return [];
  const before = ctx.analysis.sentences[naming.id - 1];
  const refersBack =
    !!before && before.document === naming.document && before.text.startsWith(definition.text);
  return refersBack ? [before, naming] : [naming];
}

function open(
  question: string,
  answer: string,
  grounding: string,
  terms: string[],
  sentences: number[],
): Draft {
  return { question, options: [], answer, grounding, terms, sentences };
}

// ------------------------------------------------------------------ very short answers

const nameTheTerm: Template = {
  name: 'name-the-term',
  blooms: ['remember', 'understand'],
  write(ctx, _slot, attempt) {
    const term = pickTerm(ctx, attempt, hasDefinition(ctx));
    const definition = term && definitionOf(ctx, term);
    if (!term || !definition) return Promise.resolve(null);
    const question = `What term means ${quote(definition.text)}?`;
    return Promise.resolve(
      open(question, capitalise(term.label), definition.grounding, [term.key], []),
    );
  },
};

const missingWord: Template = {
  name: 'missing-word',
  blooms: ['apply', 'analyze', 'evaluate', 'create', 'remember'],
  write(ctx, _slot, attempt) {
    const sentence = pickStatement(ctx, attempt);
    if (!sentence) return Promise.resolve(null);
    // The first term whose blank the sentence does not give away.
    for (const { term, text } of standaloneTerms(ctx.analysis, sentence)) {
      const blanked = blankOut(sentence.text, [text]);
      if (!blanked || givenAway(blanked.text, blanked.answer)) continue;
      const question = `In one word or phrase, what is missing from ${quote(blanked.text)}?`;
      const draft = open(question, blanked.answer, sentence.text, [term.key], [sentence.id]);
      if (fitsDocument(ctx, draft)) return Promise.resolve(draft);
    }
    return Promise.resolve(null);
  },
};

// ------------------------------------------------------------------ short answers

const explainTerm: Template = {
  name: 'explain-term',
  blooms: ['understand', 'remember'],
  write(ctx, _slot, attempt) {
    const term = pickTerm(ctx, attempt, hasDefinition(ctx));
    const definition = term && definitionOf(ctx, term);
    if (!term || !definition) return Promise.resolve(null);
    const answer =
      definition.origin === 'source' || ctx.analysis.origin === 'wordnet'
        ? definition.grounding
        : `${capitalise(term.label)}: ${definition.text}.`;
    return Promise.resolve(
      open(`Explain what ${term.label} means.`, answer, definition.grounding, [term.key], []),
    );
  },
};

const describeTerm: Template = {
  name: 'describe-term',
  blooms: ['apply', 'understand', 'create'],
  write(ctx, _slot, attempt) {
    const term = pickTerm(ctx, attempt, (t) => t.sentenceIds.length >= 2);
    if (!term) return Promise.resolve(null);
    const facts = sentencesAbout(ctx, term, 2);
    const where = ctx.analysis.origin === 'documents' ? 'the text says' : 'you know';
    const question = `Describe what ${where} about ${term.label}. Give two facts.`;
    const text = facts.map((s) => s.text).join(' ');
    return Promise.resolve(
      open(
        question,
        text,
        text,
        [term.key],
        facts.map((s) => s.id),
      ),
    );
  },
};

/** Words that state how two terms are linked when they stand between them. */
const RELATION =
  /\b(is|are|was|were) (a|an|the|part|one|made|formed|found|called|kept)\b|\b(called|part of|kind of|type of|made of|made from|consists? of|forms?|causes?|produces?|leads? to|turns? into|becomes?)\b/i;

/**
 * The sentence's subject term and the first term after a linking phrase ("Molten rock below the
 * surface is called magma" → molten rock, magma; "The Earth's crust is broken into pieces called
 * tectonic plates" → crust, plates): the sentence, the key, states how they are related. Terms
 * that only sit in one sentence have no relation the key could state.
 */
function relatedPair(
  ctx: WriterContext,
  sentence: SourceSentence,
): { a: KeyTerm; b: KeyTerm } | null {
  const found = standaloneTerms(ctx.analysis, sentence).sort((x, y) => x.index - y.index);
  // "The Earth's crust": the possessor is not the subject.
  const subject = found.find((m) => !/^['’]s\b/.test(sentence.text.slice(m.index + m.text.length)));
  if (
    !subject ||
    !/^\s*((a|an|the)\s+)?([\p{L}]+['’]s\s+)?$/iu.test(sentence.text.slice(0, subject.index))
  )
    return null;
  const rest = sentence.text.slice(subject.index + subject.text.length);
  const link = RELATION.exec(rest);
  if (!link || /[;:]/.test(rest.slice(0, link.index))) return null;
  const after = subject.index + subject.text.length + link.index + link[0].length;
  const object = found.find((m) => m.index >= after && !clashes(m.term.label, subject.term.label));
  return object ? { a: subject.term, b: object.term } : null;
}

const relateTerms: Template = {
  name: 'relate-terms',
  blooms: ['analyze', 'evaluate'],
  write(ctx, _slot, attempt) {
    const sentence = pickStatement(ctx, attempt, (s) => relatedPair(ctx, s) !== null);
    const pair = sentence && relatedPair(ctx, sentence);
    if (!sentence || !pair) return Promise.resolve(null);
    const question = `How are ${pair.a.label} and ${pair.b.label} related${fromText(ctx)}?`;
    return Promise.resolve(
      open(question, sentence.text, sentence.text, [pair.a.key, pair.b.key], [sentence.id]),
    );
  },
};

const judgeStatement: Template = {
  name: 'judge-statement',
  blooms: ['evaluate', 'analyze'],
  async write(ctx, slot, attempt) {
    const sentence = pickStatement(ctx, attempt);
    if (!sentence) return null;
    const edit =
      (slot.index + attempt) % 2 === 0
        ? await editStatement(ctx.wordnet, ctx.analysis, sentence, slot.difficulty, attempt)
        : null;
    // The reason is the text's evidence: for a true statement another sentence of the text
    // that backs it, since repeating the statement gives no reason at all.
    // What a story's character did is shown by that line alone: another event is no evidence.
    const support =
      edit || isEvent(sentence, ctx.analysis.speech) ? null : supportFor(ctx, sentence);
    if (!edit && !support) return null;
    const shown = edit ? edit.text : sentence.text;
    const question = `Is the following statement accurate? ${quote(shown)}. Give a reason for your answer.`;
    if (edit) return open(question, `No. ${sentence.text}`, sentence.text, [], [sentence.id]);
    const answer = `Yes. The text also says: ${support!.text}`;
    // The statement is the text's own sentence: "yes" is recall, not a judgement.
    const draft = open(question, answer, support!.text, [], [sentence.id, support!.id]);
    return { ...draft, recall: true };
  },
};

// ------------------------------------------------------------------ long answers

/** "About a week after the new moon, …" dates another thing by the term; it says nothing of it. */
function onlyAsTime(text: string, term: KeyTerm): boolean {
  const lower = text.toLowerCase();
  return term.forms.every((form) => {
    const at = lower.indexOf(form);
    return (
      at < 0 || /\b(after|before|since|until|from|next|to) (the |a |an )?$/.test(lower.slice(0, at))
    );
  });
}

const explainInDetail: Template = {
  name: 'explain-in-detail',
  blooms: ['understand', 'remember', 'apply'],
  write(ctx, _slot, attempt) {
    // From a document, only a term the text itself explains ("… This phase is called X").
    const explained = (t: KeyTerm) =>
      t.sentenceIds.length >= 2 &&
      (ctx.analysis.origin !== 'documents' || definingSentences(ctx, t).length > 0);
    const term = pickTerm(ctx, attempt, explained);
    if (!term) return Promise.resolve(null);
    const defining = definingSentences(ctx, term);
    const others = sentencesAbout(ctx, term, 6).filter(
      (s) => !defining.includes(s) && !onlyAsTime(s.text, term),
    );
    const facts = [...defining, ...others].slice(0, 4).sort((a, b) => a.id - b.id);
    const question = `Explain ${term.label} in detail${fromText(ctx) ? ', using the text' : ''}.`;
    const text = facts.map((s) => s.text).join(' ');
    return Promise.resolve(
      open(
        question,
        text,
        text,
        [term.key],
        facts.map((s) => s.id),
      ),
    );
  },
};

const evaluateClaim: Template = {
  name: 'evaluate-claim',
  blooms: ['evaluate', 'analyze'],
  write(ctx, _slot, attempt) {
    const sentence = pickStatement(ctx, attempt);
    if (!sentence) return Promise.resolve(null);
    const [term] = ctx.analysis.terms.filter((t) => t.sentenceIds.includes(sentence.id));
    const support = term ? sentencesAbout(ctx, term, 3) : [sentence];
    const unique = [...new Map([sentence, ...support].map((s) => [s.id, s])).values()];
    const question = `${quote(sentence.text)}. How far do you agree? Support your answer with evidence${fromText(ctx) ? ' from the text' : ''}.`;
    const text = unique.map((s) => s.text).join(' ');
    // A story's answer takes a position and states its evidence, not the story pasted.
    const story = isNarrative(ctx.analysis);
    const answer = story ? agreeWithEvidence(sentence, support, ctx.analysis.speech) : text;
    if (!answer) return Promise.resolve(null);
    const draft = open(
      question,
      answer,
      text,
      term ? [term.key] : [],
      unique.map((s) => s.id),
    );
    // The claim is the text's own sentence, so agreeing with it is recall.
    return Promise.resolve({ ...draft, recall: true });
  },
};

const writeParagraph: Template = {
  name: 'write-paragraph',
  blooms: ['create', 'apply'],
  write(ctx, _slot, attempt) {
    const lead = pickTerm(ctx, attempt);
    if (!lead) return Promise.resolve(null);
    const partners = ctx.analysis.terms
      .filter(
        (t) =>
          t.key !== lead.key &&
          !t.key.includes(lead.key) &&
          !lead.key.includes(t.key) &&
          t.sentenceIds.some((id) => lead.sentenceIds.includes(id)),
      )
      .slice(0, 2);
    if (partners.length === 0) return Promise.resolve(null);
    const terms = [lead, ...partners];
    const facts = [
      ...new Map(terms.flatMap((t) => sentencesAbout(ctx, t, 2)).map((s) => [s.id, s])).values(),
    ].slice(0, 4);
    const question = `Write a paragraph about ${ctx.topic} that uses the terms ${listWords(terms.map((t) => t.label))}.`;
    const text = facts.map((s) => s.text).join(' ');
    return Promise.resolve(
      open(
        question,
        text,
        text,
        terms.map((t) => t.key),
        facts.map((s) => s.id),
      ),
    );
  },
};

export const VERY_SHORT_TEMPLATES: Template[] = [missingWord, nameTheTerm];
export const SHORT_TEMPLATES: Template[] = [explainTerm, describeTerm, relateTerms, judgeStatement];
export const LONG_TEMPLATES: Template[] = [
  explainInDetail,
  compareTerms,
  evaluateClaim,
  writeParagraph,
];
