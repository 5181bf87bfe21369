import type { ValueTransformer } from 'typeorm';

/** mysql2 returns DECIMAL as a string to keep precision; marks have two decimals at most. */
export const decimalAsNumber: ValueTransformer = {
  to: (value: number | null) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

export const marksColumn = {
  type: 'decimal',
  precision: 7,
  scale: 2,
  transformer: decimalAsNumber,
} as const;
