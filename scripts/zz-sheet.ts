import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { QUESTION_TYPES, type TeachingContext } from 'src/ai/ports/teaching-content.port';
import { BLUEPRINT_ALL_TYPES } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
const curriculum = Curriculum.load(null);
const content = BuiltinTeachingContent.create(curriculum, MATHS);
async function main() {
  const [subject, grade, topic] = process.argv.slice(2);
  const ctx: TeachingContext = { board: 'CBSE', grade, subject, topic, section: null, sources: [] };
  const draft = await content.draftSubjectMatter(ctx);
  const input = { ...ctx, subjectMatter: draft.subject_matter, learningStandards: draft.learning_standards };
  const questions = await content.writeQuestions(input, BLUEPRINT_ALL_TYPES);
  const notes = await content.explainQuestions(input, questions);
  let n = 0;
  for (const type of QUESTION_TYPES) questions[type].forEach((q, i) => {
    n += 1;
    console.log(`\n${n}. [${type}; ${q.tags.bloom}; ${q.tags.difficulty}] ${q.question}`);
    for (const o of q.options) console.log(`   ${o}`);
    if (q.column_a) q.column_a.forEach((a, j) => console.log(`   ${a} | ${q.column_b?.[j]}`));
    console.log(`   KEY: ${q.answer}`);
    console.log(`   WHY: ${notes[type][i].explanation}`);
    console.log(`   MISTAKES: ${notes[type][i].common_mistakes}`);
  });
}
main();
