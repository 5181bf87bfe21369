import type { QuestionType } from 'src/ai/ports/teaching-content.port';
import {
  MCQ_MULTIPLE_BUILDERS,
  MCQ_SINGLE_BUILDERS,
} from 'src/ai/builtin/teaching/curriculum/choice.builders';
import {
  FILL_BUILDERS,
  MATCH_BUILDERS,
  TRUE_FALSE_BUILDERS,
} from 'src/ai/builtin/teaching/curriculum/closed.builders';
import type { Builder, CurriculumDraft } from 'src/ai/builtin/teaching/curriculum/draft';
import { LONG_BUILDERS } from 'src/ai/builtin/teaching/curriculum/long.builders';
import { mathsStatements } from 'src/ai/builtin/teaching/curriculum/maths-sheet';
import {
  SHORT_BUILDERS,
  VERY_SHORT_BUILDERS,
} from 'src/ai/builtin/teaching/curriculum/open.builders';

/** The builders that can write each type of question, in the order they are preferred. */
export const BUILDERS: Record<QuestionType, Builder[]> = {
  mcq_single_answer: MCQ_SINGLE_BUILDERS,
  // Computed statements to judge after the fact-and-misconception item (maths only).
  mcq_multiple_answer: [
    MCQ_MULTIPLE_BUILDERS[0],
    mathsStatements,
    ...MCQ_MULTIPLE_BUILDERS.slice(1),
  ],
  true_false: TRUE_FALSE_BUILDERS,
  fill_in_the_blanks: FILL_BUILDERS,
  very_short_answer: VERY_SHORT_BUILDERS,
  short_answer: SHORT_BUILDERS,
  long_answer: LONG_BUILDERS,
  match_the_column: MATCH_BUILDERS,
};

const BY_NAME = new Map(
  Object.values(BUILDERS)
    .flat()
    .map((builder) => [builder.name, builder]),
);

/** The builder that wrote a draft (its `builder:` key), if the draft carries one. */
export function builderOf(draft: CurriculumDraft): Builder | undefined {
  const name = draft.keys.find((key) => key.startsWith('builder:'))?.slice('builder:'.length);
  return name ? BY_NAME.get(name) : undefined;
}
