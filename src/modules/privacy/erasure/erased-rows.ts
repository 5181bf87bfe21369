/** Rows removed (or, for teacher plans, cleaned of the student) per family. */
export type ErasedRows = Record<string, number>;

/** Adds `more` into `into`, family by family. */
export function addRows(into: ErasedRows, more: ErasedRows): ErasedRows {
  for (const [family, rows] of Object.entries(more)) into[family] = (into[family] ?? 0) + rows;
  return into;
}

export const totalRows = (rows: ErasedRows): number =>
  Object.values(rows).reduce((sum, count) => sum + count, 0);
