import type { BloomLevel } from 'src/ai/ports/teaching-content.port';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import {
  LONG_TEMPLATES,
  SHORT_TEMPLATES,
  VERY_SHORT_TEMPLATES,
} from 'src/ai/builtin/teaching/worksheet/templates/open.templates';
import { contentTokens, jaccard } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import { NEAR_DUPLICATE } from 'src/ai/builtin/teaching/worksheet/write-questions';

const ATTEMPTS = 8;

/** The analysis seen from one concept: its terms and sentences first, the rest after. */
function focusOn(analysis: SourceAnalysis, concept: string): SourceAnalysis {
  const words = contentTokens(concept);
  const about = (text: string) => [...contentTokens(text)].some((word) => words.has(word));
  const terms = [...analysis.terms].sort((a, b) => Number(about(b.label)) - Number(about(a.label)));
  const statements = [...analysis.statements].sort(
    (a, b) => Number(about(b.text)) - Number(about(a.text)),
  );
  return { ...analysis, terms, statements };
}

/**
 * Formative questions for a lesson-plan block: open questions (very short to long) at the
 * block's Bloom level about one concept, each with the answer the source supports. The lesson
 * planner calls this; the worksheet's near-duplicate rule applies among them.
 */
export async function questionsAbout(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  concept: string,
  bloom: BloomLevel,
  count: number,
  seed: string,
): Promise<{ question: string; answer: string }[]> {
  const ctx: WriterContext = {
    wordnet,
    analysis: focusOn(analysis, concept),
    topic: concept,
    random: seededRandom(seed),
    termUse: new Map(),
    sentenceUse: new Map(),
  };
  const all = [...VERY_SHORT_TEMPLATES, ...SHORT_TEMPLATES, ...LONG_TEMPLATES];
  // Templates that suit the Bloom level first; the others only if those run dry.
  const groups = [
    all.filter((t) => t.blooms.includes(bloom)),
    all.filter((t) => !t.blooms.includes(bloom)),
  ];
  const found: { question: string; answer: string; tokens: Set<string> }[] = [];
  const slot = { type: 'short_answer' as const, index: 0, bloom, difficulty: 'medium' as const };
  for (const templates of groups) {
    for (let attempt = 0; attempt < ATTEMPTS && found.length < count; attempt += 1) {
      for (const template of templates) {
        if (found.length >= count) break;
        ctx.random = seededRandom(`${seed}|${template.name}|${attempt}`);
        const draft = await template.write(ctx, { ...slot, index: found.length }, attempt);
        if (!draft) continue;
        const tokens = contentTokens(draft.question);
        if (found.some((item) => jaccard(item.tokens, tokens) >= NEAR_DUPLICATE)) continue;
        found.push({ question: draft.question, answer: draft.answer, tokens });
        for (const key of draft.terms) ctx.termUse.set(key, (ctx.termUse.get(key) ?? 0) + 1);
        for (const id of draft.sentences)
          ctx.sentenceUse.set(id, (ctx.sentenceUse.get(id) ?? 0) + 1);
      }
    }
  }
  return found.map(({ question, answer }) => ({ question, answer }));
}
