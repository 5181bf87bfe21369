import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import type { PlanningInput, WorksheetBlueprint } from 'src/ai/ports/teaching-content.port';
import { worksheetProblems } from 'src/ai/builtin/teaching/worksheet/worksheet-rules';
async function main() {
  const c = BuiltinTeachingContent.create(Curriculum.load(null), MATHS);
  const ctx = { board: 'CBSE', grade: 'Grade 7', subject: 'Science', topic: 'Photosynthesis', section: 'A', sources: [] };
  const draft = await c.draftSubjectMatter(ctx);
  console.log(JSON.stringify(draft, null, 1));
  const input: PlanningInput = { ...ctx, subjectMatter: draft.subject_matter, learningStandards: draft.learning_standards };
  const bp: WorksheetBlueprint = {
    questionTypes: { mcq_single_answer: 2, mcq_multiple_answer: 1, true_false: 2, fill_in_the_blanks: 2, very_short_answer: 1, short_answer: 2, long_answer: 1, match_the_column: 1 },
    difficulties: { easy: 4, medium: 6, hard: 2 },
    blooms: { remember: 3, understand: 3, apply: 3, analyze: 1, evaluate: 1, create: 1 },
  };
  const qs = await c.writeQuestions(input, bp);
  const ex = await c.explainQuestions(input, qs);
  console.log(worksheetProblems(bp, qs, ex));
  for (const [type, list] of Object.entries(qs)) for (const [i, q] of list.entries()) {
    console.log(`\n[${type} ${q.tags.bloom}/${q.tags.difficulty}] ${q.question}`);
    if (q.options.length) console.log('  ' + q.options.join('\n  '));
    if (q.column_a) console.log('  A: ' + q.column_a.join(' | ') + '\n  B: ' + q.column_b!.join(' | '));
    console.log('  => ' + q.answer);
    const e = (ex as any)[type][i];
    console.log('  why: ' + e.explanation + '\n  mistakes: ' + e.common_mistakes + '\n  rw: ' + e.real_world_application);
  }
  const al = await c.alignLesson(input, 90);
  const lc = await c.writeLesson(input, al);
  for (const [b, blk] of Object.entries(lc)) for (const comp of blk.components) console.log(`\n## ${b} ${comp.component_name} (${comp.duration_minutes} min)\n${comp.implementation_script}\nQ: ${comp.formative_questions.join(' | ')}\nA: ${comp.expected_responses.join(' | ')}\nNotes: ${comp.teacher_notes}`);
  const en = await c.enrichLesson(input, lc);
  console.log(JSON.stringify(en, null, 1));
  try { await c.draftSubjectMatter({ ...ctx, topic: 'Black holes' }); } catch (e) { console.log((e as Error).message); }
}
main();
