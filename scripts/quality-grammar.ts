/**
 * Token-level detection quality of the spelling and grammar findings against human corrections.
 *
 *   npm run quality:grammar -- ../shared/data/jfleg/dev.src ../shared/data/jfleg/dev.ref.m2 [--half=even|odd] [--spelling=both|us|gb]
 *
 * Each source line is detokenised ("do n't ." → "don't.") and checked as one text. A source token
 * is *flagged* when a finding's span (spelling or grammar) overlaps it, and *gold* when any
 * annotator's edit covers it; an insertion counts on the token it goes before (see scripts/lib/m2).
 * A finding whose fix only appends text ("For example" → "For example,") is an insertion too and
 * flags the token after its span. JFLEG's M2 edits were extracted ignoring letter case ("i" → "I"
 * is no edit), so findings whose fix only changes case are counted apart and left out of P and R.
 * P = flagged∧gold / flagged, R = flagged∧gold / gold, F0.5 weighs precision twice as much.
 * `--half=even` keeps 0-based even lines (the half rules were developed on), `odd` the other.
 * `--spelling` is SPELLING_VARIANTS (default `both`); JFLEG's annotators respelt British words the
 * American way ("colourful" → "colorful"), so `us` shows the checker as those references judge it.
 * Data: JFLEG (Napoles et al. 2017, github.com/keisks/jfleg), CC BY-NC-SA 4.0, read in place.
 */
import { existsSync, readFileSync } from 'node:fs';
import { LanguageChecker } from 'src/ai/builtin/language/language-checker';
import {
  SPELLING_VARIANTS,
  type SpellingVariants,
} from 'src/ai/builtin/language/spelling/spelling-variants';
import { detokenise, parseM2 } from './lib/m2';

interface Tally {
  flagged: number;
  gold: number;
  hits: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const fBeta = (p: number, r: number, beta = 0.5) =>
  p + r === 0 ? 0 : ((1 + beta ** 2) * p * r) / (beta ** 2 * p + r);

/** Indexes of the tokens a finding flags (see the header for insertions). */
function coveredTokens(
  spans: readonly [number, number][],
  finding: { offset: number; length: number; text: string; replacement: string | null },
): number[] {
  const { offset, length, text, replacement } = finding;
  const appended = replacement?.startsWith(text) ? replacement.slice(text.length) : '';
  if (length > 0 && /^[^\p{L}\p{N}]/u.test(appended)) {
    const next = spans.findIndex(([start]) => start >= offset + length);
    return [next < 0 ? spans.length - 1 : next];
  }
  const end = offset + Math.max(length, 1);
  return spans.flatMap(([start, stop], t) => (start < end && offset < stop ? [t] : []));
}

async function main(): Promise<void> {
  const [srcPath, m2Path] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const half = process.argv.find((arg) => arg.startsWith('--half='))?.slice('--half='.length);
  const spelling =
    process.argv.find((arg) => arg.startsWith('--spelling='))?.slice('--spelling='.length) ??
    'both';
  if (!(SPELLING_VARIANTS as readonly string[]).includes(spelling)) {
    throw new Error(`--spelling must be one of ${SPELLING_VARIANTS.join(', ')}`);
  }
  if (!srcPath || !m2Path || !existsSync(srcPath) || !existsSync(m2Path)) {
    console.log(
      `Skipped: source or M2 file not found (${srcPath ?? '<src>'}, ${m2Path ?? '<m2>'}).`,
    );
    console.log(
      'Usage: npm run quality:grammar -- <src> <m2> [--half=even|odd] [--spelling=both|us|gb]',
    );
    return;
  }
  const lines = readFileSync(srcPath, 'utf8').split('\n');
  const sentences = parseM2(readFileSync(m2Path, 'utf8'));
  const checker = await LanguageChecker.create(spelling as SpellingVariants);
  const total: Tally = { flagged: 0, gold: 0, hits: 0 };
  const byType = new Map<string, { findings: number; onGold: number }>();
  let n = 0;
  let caseOnly = 0;
  for (const [i, sentence] of sentences.entries()) {
    if ((half === 'even' && i % 2 !== 0) || (half === 'odd' && i % 2 !== 1)) continue;
    const tokens = lines[i]?.trim().split(/\s+/) ?? [];
    if (tokens.join(' ') !== sentence.tokens.join(' ')) {
      throw new Error(`Line ${i + 1} of ${srcPath} differs from sentence ${i + 1} of ${m2Path}`);
    }
    const { text, spans } = detokenise(tokens);
    const { spelling, grammar } = await checker.check(text);
    const findings = [
      ...spelling.map((f) => ({ ...f, text: f.word, replacement: f.suggestion, type: 'SPELLING' })),
      ...grammar.map((f) => ({ ...f, type: f.mistakeType })),
    ];
    const flagged = new Set<number>();
    for (const finding of findings) {
      if (finding.replacement?.toLowerCase() === finding.text.toLowerCase()) {
        caseOnly += 1;
        continue;
      }
      const covered = coveredTokens(spans, finding);
      covered.forEach((t) => flagged.add(t));
      const stats = byType.get(finding.type) ?? { findings: 0, onGold: 0 };
      stats.findings += 1;
      if (covered.some((t) => sentence.gold.has(t))) stats.onGold += 1;
      byType.set(finding.type, stats);
    }
    total.flagged += flagged.size;
    total.gold += sentence.gold.size;
    total.hits += [...flagged].filter((t) => sentence.gold.has(t)).length;
    n += 1;
  }
  console.log('findings by type (share that touch a corrected token):');
  for (const [type, stats] of [...byType].sort((a, b) => b[1].findings - a[1].findings)) {
    console.log(
      `  ${type.padEnd(24)} ${String(stats.findings).padStart(5)}  ${ratio(stats.onGold, stats.findings).toFixed(2)}`,
    );
  }
  const p = ratio(total.hits, total.flagged);
  const r = ratio(total.hits, total.gold);
  console.log(`case-only findings left out: ${caseOnly}`);
  console.log(`tokens: flagged=${total.flagged} gold=${total.gold} both=${total.hits}`);
  console.log(`grammar: P=${p.toFixed(3)} R=${r.toFixed(3)} F0.5=${fBeta(p, r).toFixed(3)} n=${n}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
