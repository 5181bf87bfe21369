import { QUESTION_TYPES } from 'src/ai/ports/teaching-content.port';
import { BuiltinWorksheetWriter } from 'src/ai/builtin/teaching/builtin-worksheet-writer';
import { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import { BLUEPRINT_ALL_TYPES } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { readFileSync } from 'fs';
async function main() {
  const text = readFileSync(process.argv[2], 'utf8');
  const writer = new BuiltinWorksheetWriter(new WordNet());
  const context = { board: 'CBSE', grade: 'Grade 7', subject: process.argv[3] ?? 'Geography', topic: process.argv[4] ?? null, section: null, sources: [{ document: 'doc.txt', page: 1, text }] };
  const draft = await writer.draftSubjectMatter(context);
  const input = { ...context, subjectMatter: draft.subject_matter, learningStandards: draft.learning_standards };
  const questions = await writer.writeQuestions(input, BLUEPRINT_ALL_TYPES);
  const notes = await writer.explainQuestions(input, questions);
  let n = 0;
  for (const type of QUESTION_TYPES) questions[type].forEach((q, i) => {
    n += 1;
    console.log(`\n${n}. [${type}] ${q.question}`);
    for (const o of q.options) console.log(`   ${o}`);
    if (q.column_a) q.column_a.forEach((a, j) => console.log(`   ${a} | ${q.column_b?.[j]}`));
    console.log(`   KEY: ${q.answer}`);
    console.log(`   MISTAKES: ${notes[type][i].common_mistakes}`);
  });
}
main();
