/** A section heading: "Section A", "SECTION – B (2 marks each)", "Part II: Grammar". */
export interface SectionHeading {
  /** "A", "B", "II", "2": the heading's letter, numeral or number, upper case. */
  name: string;
  /** What the heading says after the name: a title, a marks rule. */
  rest: string;
}

// OCR reads the roman I as "|" or "l": "Part |", "Part Il".
const HEADING =
  /^(?:section|part)\s*[-–—:]?\s*([a-z]|[ivx|l]{1,4}|\d{1,2})(?![a-z0-9|])\s*[-–—:.)]?\s*(.*)$/i;
// "Section A contains five questions": an instruction about the section, not its heading.
const SENTENCE_AFTER =
  /^(?:contains?|has|have|consists?|comprises?|carries|is|are|of|will|must)\b/i;

export function readSectionHeading(line: string): SectionHeading | null {
  const match = HEADING.exec(line.replace(/^[\s*•#|]+/, ''));
  if (!match) return null;
  const rest = match[2].trim();
  if (SENTENCE_AFTER.test(rest) || rest.length > 90) return null;
  const name = /^[ivx|l]+$/i.test(match[1]) ? match[1].replace(/[|l]/g, 'I') : match[1];
  return { name: name.toUpperCase(), rest };
}
