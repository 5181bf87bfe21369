import type { WorksheetQuestion } from 'src/ai/ports/teaching-content.port';
import { BLUEPRINT_REVIEW } from 'src/ai/builtin/teaching/__fixtures__/passages';
import {
  allQuestions,
  curriculumContext,
  curriculumSheet,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

/** Maths topics with several methods (earlier rounds' grids and this round's sheet 02). */
const TOPICS: [string, string][] = [
  ['Grade 8', 'Exponents and powers'],
  ['Grade 7', 'Integers'],
  ['Grade 6', 'Fractions'],
  ['Grade 7', 'Simple interest'],
];

const sheets = new Map<string, Promise<WorksheetQuestion[]>>();

/** The review sheet of a topic, written once for the whole file. */
function sheet([grade, topic]: [string, string]): Promise<WorksheetQuestion[]> {
  const key = `${grade}|${topic}`;
  if (!sheets.has(key))
    sheets.set(
      key,
      curriculumSheet(curriculumContext('Mathematics', grade, topic), BLUEPRINT_REVIEW).then(
        ({ questions }) => allQuestions(questions),
      ),
    );
  return sheets.get(key)!;
}

/** What a student reads of an item: its stem, its options and its Column B. */
const shown = (q: WorksheetQuestion) => [q.question, ...q.options, ...(q.column_b ?? [])];

/** "A. 3⁴ × 3⁵ = 9⁹" → "3⁴×3⁵" → "9⁹": the calculations a text prints with a value. */
function equations(text: string): { left: string; right: string }[] {
  const operand = '(?:[(−√\\d][^\\s=]*|[a-z][⁰-⁹ⁿᵐ⁻][^\\s=]*)';
  const found = text.matchAll(
    new RegExp(`(?:^|[\\s:])(${operand}(?:\\s[×÷+−]\\s${operand})*)\\s=\\s(\\S+)`, 'g'),
  );
  return [...found]
    .map((m) => ({ left: m[1].replace(/\s+/g, ''), right: m[2].replace(/[.,]+$/, '') }))
    .filter((e) => /[⁰-⁹⁻×÷+−√()]/.test(e.left));
}

/** The answer a student gives, plainly ("C. 10⁹" → "10⁹", "… Answer: x²¹" → "x²¹"). */
function answerOf(q: WorksheetQuestion): string | null {
  if (q.column_a || q.answer.includes('; ')) return null;
  const plain = (/Answer:\s*(.+)$/.exec(q.answer)?.[1] ?? q.answer)
    .replace(/^[A-F]\.\s+/, '')
    .replace(/[.]+$/, '')
    .trim()
    .toLowerCase();
  return plain.split(/\s+/).length <= 4 ? plain : null;
}

/** A calculation's method: its expression with numbers as "#" and raised numbers as "ⁿ". */
const method = (expression: string) =>
  expression
    .replace(/[a-z]/g, '#')
    .replace(/\d+/g, '#')
    .replace(/[⁰-⁹ⁿᵐ]+/g, 'ⁿ');

/** The expression an exercise asks to simplify or work out ("Simplify 3⁶ × 3⁸, …" → "3⁶×3⁸"). */
function asked(q: WorksheetQuestion): string | null {
  const text = /"([^"]{8,})"/.exec(q.question)?.[1] ?? q.question;
  if (!/^(Simplify|Work out|Evaluate)\b/.test(text)) return null;
  const m = /^(?:Simplify|Work out|Evaluate)\s+([^,.]+?)(?:[,.]|\s+and\s|\s+writing\b)/.exec(text);
  return m ? m[1].replace(/\s+/g, '') : null;
}

describe('a maths worksheet spreads over its topic and no item answers another', () => {
  it.each(TOPICS)('%s "%s": no item prints a value beside another item\'s sum', async (...t) => {
    const items = await sheet(t);
    items.forEach((q, i) => {
      const printed = shown(q).flatMap(equations);
      items.forEach((other, j) => {
        if (i === j) return;
        const theirs = shown(other)
          .flatMap(equations)
          .map((e) => e.left);
        const sum = asked(other);
        const answer = answerOf(other)?.replace(/\s+/g, '');
        for (const e of printed) {
          const clash =
            theirs.includes(e.left) ||
            sum === e.left ||
            (!!answer && /\d/.test(answer) && e.right === answer);
          expect({
            printed: `${e.left} = ${e.right}`,
            in: q.question,
            other: clash ? other.question : 'none',
          }).toEqual({
            printed: `${e.left} = ${e.right}`,
            in: q.question,
            other: 'none',
          });
        }
      });
    });
  });

  it.each(TOPICS)('%s "%s": no two items share an answer', async (...t) => {
    const answers = (await sheet(t)).map(answerOf).filter((a): a is string => a !== null);
    expect(answers.filter((a, i) => answers.indexOf(a) !== i)).toEqual([]);
  });

  it.each(TOPICS)('%s "%s": no statement is printed by two items', async (...t) => {
    const items = await sheet(t);
    const statements = items.map(
      (q) =>
        new Set(
          q.options
            .map((o) =>
              o
                .replace(/^[A-F]\.\s+/, '')
                .replace(/[.]$/, '')
                .toLowerCase(),
            )
            .concat(
              (/true or false: (.*)$/i.exec(q.question)?.[1] ?? '')
                .replace(/[.]$/, '')
                .toLowerCase(),
            )
            .filter((s) => s.includes('=') || s.split(' ').length > 3),
        ),
    );
    statements.forEach((mine, i) =>
      statements.slice(i + 1).forEach((theirs) => {
        expect([...mine].filter((s) => theirs.has(s))).toEqual([]);
      }),
    );
  });

  it('Exponents and powers: no method of the laws is asked three times', async () => {
    const items = await sheet(['Grade 8', 'Exponents and powers']);
    const methods = items.flatMap((q) => {
      const sum = asked(q);
      return sum ? [method(sum)] : [];
    });
    const counts = new Map<string, number>();
    for (const m of methods) counts.set(m, (counts.get(m) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 2)).toEqual([]);
    // The sheet asks more than one law: not three multiplications of one base.
    expect(new Set(methods).size).toBeGreaterThanOrEqual(3);
  });

  it('Exponents and powers: the choose-all item judges calculations, not the misconceptions another item showed', async () => {
    const items = await sheet(['Grade 8', 'Exponents and powers']);
    const multiple = items.filter((q) => q.answer.includes('; '));
    const single = items.filter((q) => !q.answer.includes('; '));
    const elsewhere = new Set(
      single.flatMap((q) => q.options.map((o) => o.replace(/^[A-F]\.\s+/, '').replace(/[.]$/, ''))),
    );
    for (const q of multiple)
      for (const option of q.options)
        expect(elsewhere.has(option.replace(/^[A-F]\.\s+/, '').replace(/[.]$/, ''))).toBe(false);
  });
});
