/** Largest number of digits a class works with in place value and the four operations. */
export function digitsFor(grade: number): number {
  return Math.min(7, Math.max(2, grade + 1));
}

export function digitsOf(value: number): number[] {
  return String(value).split('').map(Number).reverse();
}
