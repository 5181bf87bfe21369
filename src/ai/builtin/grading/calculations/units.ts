import { readConventions } from 'src/ai/builtin/grading/scheme-conventions';
import { readQuantities } from 'src/ai/builtin/grading/quantities';
import type { StepVerdict } from 'src/ai/builtin/grading/calculations/judge-step';

/** "J", "unit: cm²", "correct unit J": a scheme line that is a unit alone; null otherwise. */
export function unitPoint(text: string): string | null {
  const core = readConventions(text)
    .core.replace(/^\s*(?:(?:a|the)\s+)?(?:correct\s+)?(?:si\s+)?(?:units?\b\s*[:=-]?\s*)?/i, '')
    .replace(/^[(]|[).]$/g, '')
    .trim();
  if (!core || core.length > 12 || /\d(?![²³])/.test(core.replace(/\^[23]/g, ''))) return null;
  return unitDimension(core) !== null ? core : null;
}

/**
 * A quantity in the answer in the unit asked for, or in another unit of the same kind ("9000 mJ"
 * for J); a unit the reader does not know must be written as the scheme writes it.
 */
export function unitGiven(answer: string, unit: string): StepVerdict | null {
  const dimension = unitDimension(unit);
  const quantities = readQuantities(answer).filter((q) => q.dimension !== '');
  const found =
    dimension === null
      ? quantities.find((q) => q.text.replace(/\s+/g, '').endsWith(unit.replace(/\s+/g, '')))
      : quantities.find((q) => q.dimension === dimension || (q.scale && dimension === 'K1'));
  return found ? { level: 1, evidence: found.text } : null;
}

/** The dimension of a unit written alone ("J", "g/cm³", "°C" in kelvin); null for none known. */
export function unitDimension(unit: string): string | null {
  const written = `1 ${unit.trim()}`;
  const [quantity] = readQuantities(written);
  return quantity?.text === written && quantity.dimension ? quantity.dimension : null;
}

/** The length of the unit written at the start of `rest` ("cm² = 96" → 3), 0 when none. */
export function unitLength(rest: string): number {
  // A unit is short: the rest of a long line is not read again for each number.
  const [quantity] = readQuantities(`1${rest.slice(0, 24)}`);
  return quantity?.start === 0 && quantity.dimension ? quantity.end - 1 : 0;
}
