/**
 * Precision of the writing checker's findings on sentences known to be correct: every finding
 * (spelling or grammar) on such a sentence is a false positive.
 *
 *   npm run quality:precision -- [<dir of JFLEG>] [--spelling=both|us|gb] [--show=20] [--extra=<file>]
 *
 * Sentences: the four human corrections of the JFLEG development set (`dev.ref0`–`dev.ref3`,
 * detokenised; a correction repeated by several annotators is checked once), and the correct
 * British sentences written for this check (scripts/fixtures/writing/correct-british-sentences.txt,
 * with those teachers saw rewritten or marked wrong), plus `--extra` files of one sentence a line.
 *
 * JFLEG's annotators each corrected the learner's sentence in their own way, and one often keeps a
 * slip another fixed ("experinces", a missing comma). So a finding on a reference counts as false
 * only where the references agree: every other correction of the same learner sentence still
 * holds the flagged words and none holds the finding's fix. A finding where the annotators
 * disagree is *disputed* and left out (counted apart); a finding on the committed sentences is
 * always false.
 *
 * Style suggestions (`STYLE`: "that" for a defining "which", "very good" → "excellent") are
 * counted apart and left out: the report lists them but never counts them as mistakes.
 *
 * Precision = 1 − sentences with at least one false finding ÷ sentences; the target is ≥ 0.98.
 * The strict figure (every finding on a reference false, disputed or not) is printed too.
 * Findings that only change a letter's case are counted apart and left out: JFLEG's annotators
 * corrected words, not capitals, so some references keep "i" or a small letter at the start.
 * Also printed: false findings per 100 sentences, by type, and (`--show=N`) the first N.
 * Data: JFLEG (Napoles et al. 2017, github.com/keisks/jfleg), CC BY-NC-SA 4.0, read in place.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LanguageChecker } from 'src/ai/builtin/language/language-checker';
import {
  SPELLING_VARIANTS,
  type SpellingVariants,
} from 'src/ai/builtin/language/spelling/spelling-variants';
import { detokenise } from './lib/m2';

const BRITISH_SENTENCES = join(__dirname, 'fixtures/writing/correct-british-sentences.txt');
const TARGET = 0.98;

interface Source {
  name: string;
  sentences: Checked[];
}

/** A correct sentence and, for a JFLEG reference, the other corrections of its learner sentence. */
interface Checked {
  text: string;
  others: string[];
}

interface Finding {
  text: string;
  replacement: string | null;
  type: string;
}

const words = (text: string) =>
  ` ${
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}'’]+|[^\s\p{L}\p{N}]/gu)
      ?.join(' ') ?? ''
  } `;

/** Whether another annotator corrected the flagged words, or wrote the finding's fix. */
function disputed(finding: Finding, sentence: Checked): boolean {
  const flagged = words(finding.text);
  const fix = finding.replacement ? words(finding.replacement) : null;
  const here = words(sentence.text);
  return sentence.others.some((other) => {
    const there = words(other);
    return !there.includes(flagged) || (fix !== null && !here.includes(fix) && there.includes(fix));
  });
}

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Each learner sentence's distinct corrections, each with the others. */
function jflegReferences(dir: string): Checked[] {
  const paths = [0, 1, 2, 3].map((k) => join(dir, `dev.ref${k}`)).filter((p) => existsSync(p));
  if (paths.length === 0) return [];
  const files = paths.map((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => detokenise(line.trim().split(/\s+/)).text),
  );
  return files[0].flatMap((_, i) => {
    const corrections = [...new Set(files.map((lines) => lines[i]).filter((t) => t !== ''))];
    return corrections.map((text) => ({
      text,
      others: files.map((lines) => lines[i]).filter((t) => t !== '' && t !== text),
    }));
  });
}

const committed = (path: string): Checked[] =>
  readLines(path).map((text) => ({ text, others: [] }));

async function main(): Promise<void> {
  const dir = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '../shared/data/jfleg';
  const spelling = option('spelling') ?? 'both';
  if (!(SPELLING_VARIANTS as readonly string[]).includes(spelling)) {
    throw new Error(`--spelling must be one of ${SPELLING_VARIANTS.join(', ')}`);
  }
  const show = Number(option('show') ?? 0);
  const sources: Source[] = [];
  const jfleg = jflegReferences(dir);
  if (jfleg.length > 0) sources.push({ name: 'JFLEG dev references', sentences: jfleg });
  else console.log(`JFLEG not found in ${dir}: checking the committed sentences only.`);
  sources.push({ name: 'correct British sentences', sentences: committed(BRITISH_SENTENCES) });
  const extra = option('extra');
  if (extra) sources.push({ name: extra, sentences: committed(extra) });

  const checker = await LanguageChecker.create(spelling as SpellingVariants);
  let sentences = 0;
  let flaggedSentences = 0;
  let strictSentences = 0;
  let falseTotal = 0;
  let disputedTotal = 0;
  let styleTotal = 0;
  let caseOnly = 0;
  const byType = new Map<string, number>();
  const shown: string[] = [];
  for (const source of sources) {
    let flaggedHere = 0;
    let strictHere = 0;
    for (const sentence of source.sentences) {
      const { spelling: misspelt, grammar } = await checker.check(sentence.text);
      const findings: Finding[] = [
        ...misspelt.map((f) => ({ text: f.word, replacement: f.suggestion, type: 'SPELLING' })),
        ...grammar.map((f) => ({ text: f.text, replacement: f.replacement, type: f.mistakeType })),
      ].filter((f) => {
        const onlyCase = f.replacement?.toLowerCase() === f.text.toLowerCase();
        if (onlyCase) caseOnly += 1;
        return !onlyCase;
      });
      // Style suggestions ("that" for a defining "which") are never counted as mistakes.
      const suggestions = findings.filter((f) => f.type === 'STYLE');
      styleTotal += suggestions.length;
      const falseFindings = findings.filter((f) => f.type !== 'STYLE' && !disputed(f, sentence));
      disputedTotal += findings.length - suggestions.length - falseFindings.length;
      sentences += 1;
      if (findings.length > 0) strictHere += 1;
      if (falseFindings.length === 0) continue;
      flaggedHere += 1;
      falseTotal += falseFindings.length;
      for (const f of falseFindings) {
        byType.set(f.type, (byType.get(f.type) ?? 0) + 1);
        if (shown.length < show) {
          shown.push(
            `  ${f.type}: "${f.text}" → ${JSON.stringify(f.replacement)} in: ${sentence.text}`,
          );
        }
      }
    }
    flaggedSentences += flaggedHere;
    strictSentences += strictHere;
    const n = Math.max(1, source.sentences.length);
    console.log(
      `${source.name}: ${source.sentences.length} sentences, ${flaggedHere} with a false finding, ` +
        `precision ${(1 - flaggedHere / n).toFixed(4)} (strict ${(1 - strictHere / n).toFixed(4)})`,
    );
  }
  console.log('false findings by type:');
  for (const [type, count] of [...byType].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${type.padEnd(24)} ${String(count).padStart(5)}`);
  }
  if (shown.length > 0) console.log(['first false findings:', ...shown].join('\n'));
  console.log(
    `disputed findings left out: ${disputedTotal}; style suggestions left out: ${styleTotal}; case-only findings left out: ${caseOnly}`,
  );
  const precision = 1 - flaggedSentences / Math.max(1, sentences);
  const strict = 1 - strictSentences / Math.max(1, sentences);
  console.log(
    `precision: sentences=${sentences} flagged=${flaggedSentences} false=${falseTotal} ` +
      `per100=${((100 * falseTotal) / Math.max(1, sentences)).toFixed(2)} ` +
      `precision=${precision.toFixed(4)} strict=${strict.toFixed(4)} target=${TARGET} ${precision >= TARGET ? 'met' : 'NOT met'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
