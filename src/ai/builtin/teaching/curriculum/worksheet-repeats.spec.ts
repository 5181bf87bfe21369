import type { WorksheetQuestion } from 'src/ai/ports/teaching-content.port';
import { BLUEPRINT_REVIEW } from 'src/ai/builtin/teaching/__fixtures__/passages';
import {
  allQuestions,
  curriculumContext,
  curriculumSheet,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

/** Topics whose terms run out on a review sheet (earlier rounds' grids). */
const TOPICS: [string, string, string][] = [
  ['English', 'Grade 7', 'Tenses'],
  ['Mathematics', 'Grade 6', 'Decimals'],
  ['Science', 'Grade 7', 'Heat'],
  ['History', 'Grade 8', 'Colonialism and the countryside'],
  ['Science', 'Grade 6', 'Adaptation and habitats'],
  ['EVS', 'Grade 4', 'Animals around us'],
];

async function sheet([subject, grade, topic]: [string, string, string]) {
  const { questions, topics } = await curriculumSheet(
    curriculumContext(subject, grade, topic),
    BLUEPRINT_REVIEW,
  );
  return {
    items: allQuestions(questions),
    terms: topics.flatMap((t) => t.key_terms.map((k) => k.term.toLowerCase())),
  };
}

const plain = (text: string) =>
  text
    .replace(/^[A-F]\.\s+/, '')
    .replace(/[.]+$/, '')
    .trim()
    .toLowerCase();

/** Whether an item is on a term: names or blanks it as its key, asks its meaning, matches it. */
function onTerm(q: WorksheetQuestion, term: string): boolean {
  const keys = q.answer.split('; ').map(plain);
  if (keys.includes(term)) return true;
  if (plain(/(?:describes|meant by) (.+)\?$/.exec(q.question)?.[1] ?? '') === term) return true;
  if ((q.column_a ?? []).some((row) => plain(row.replace(/^\d+\.\s+/, '')) === term)) return true;
  return keys.some((key) => key.startsWith(`${term} – `));
}

describe('a worksheet whose topic runs out of terms', () => {
  it.each(TOPICS)('%s %s "%s": no term is the focus of three items', async (...t) => {
    const { items, terms } = await sheet(t);
    for (const term of terms) {
      const on = items.filter((q) => onTerm(q, term)).map((q) => q.question);
      expect({ term, items: on.length <= 2 ? 'at most two' : on }).toEqual({
        term,
        items: 'at most two',
      });
    }
  });

  it.each(TOPICS)('%s %s "%s": no blank on a sentence another item prints', async (...t) => {
    const { items } = await sheet(t);
    const shown = items.flatMap((q) => q.options.map(plain));
    for (const blank of items.filter((q) => q.question.startsWith('Fill in the blank:'))) {
      const filled = plain(
        blank.question.replace('Fill in the blank: ', '').replace(/_+/, blank.answer),
      );
      expect({ blank: blank.question, printed: shown.includes(filled) }).toEqual({
        blank: blank.question,
        printed: false,
      });
    }
  });
});
