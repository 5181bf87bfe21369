import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { MODEL_TRAITS, type TraitScores } from 'src/ai/builtin/scoring/traits';

/** The shared calibration data lives beside the repository and is never copied into it. */
export const ELLIPSE_CSV = resolve(
  __dirname,
  '../../../shared/data/ellipse/ellipse-calibration.csv',
);

export const ELLIPSE_ATTRIBUTION =
  'Fitted on the ELLIPSE corpus (Crossley et al. 2023, International Journal of Learner Corpus ' +
  'Research 9(2), 248-269; github.com/scrosseye/ELLIPSE-Corpus), licensed CC BY-NC-SA 4.0. ' +
  'Only these fitted weights are distributed, not the essays.';

export interface Essay {
  id: string;
  text: string;
  prompt: string;
  /** Human scores when the file has them. */
  human: TraitScores | null;
}

/** Reads an ELLIPSE-shaped CSV (`full_text`, optional `prompt` and trait columns). */
export function readEssays(path: string): Essay[] {
  const rows = parse<Record<string, string>>(readFileSync(path), {
    columns: true,
    skip_empty_lines: true,
  });
  return rows.map((row, index) => {
    const hasHuman = MODEL_TRAITS.every((trait) => row[trait] !== undefined && row[trait] !== '');
    return {
      id: row.text_id_kaggle ?? row.text_id ?? String(index),
      text: row.full_text ?? '',
      prompt: row.prompt ?? '',
      human: hasHuman
        ? (Object.fromEntries(MODEL_TRAITS.map((t) => [t, Number(row[t])])) as TraitScores)
        : null,
    };
  });
}

/** Exits cleanly with a message when the shared data is absent (a fresh clone, CI without it). */
export function requireEllipse(purpose: string): string {
  if (!existsSync(ELLIPSE_CSV)) {
    console.log(`skipped ${purpose}: ${ELLIPSE_CSV} is absent (shared data is not in the repo)`);
    process.exit(0);
  }
  return ELLIPSE_CSV;
}
