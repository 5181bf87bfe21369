import { classifyQuestion } from 'src/ai/builtin/classroom/question-kinds';
import { readLesson } from 'src/ai/builtin/classroom/lesson-indicators';
import { scoreRubric } from 'src/ai/builtin/classroom/rubric-scoring';
import { suggest } from 'src/ai/builtin/classroom/suggestions';
import type { TalkMoveLabeller } from 'src/ai/builtin/classroom/talk-moves';
import type {
  ClassroomAnalyser,
  ClassroomAnalysisRequest,
  ClassroomJudgement,
} from 'src/ai/ports/classroom-analysis.port';

/**
 * The offline classroom analyser: talk moves from the trained labeller (branch `talk-moves`,
 * measured by `npm run quality:talkmoves`), questions open or closed by rule, rubric scores from
 * the lesson's figures and exchanges (uptake read from what the teacher does with each student
 * contribution), each with quoted evidence, and suggestions at quoted moments. Deterministic: the same transcript gives
 * the same analysis.
 */
export class BuiltinClassroomAnalyser implements ClassroomAnalyser {
  constructor(private readonly labeller: TalkMoveLabeller) {}

  analyse(request: ClassroomAnalysisRequest): Promise<ClassroomJudgement> {
    const moves = this.labeller.label(request.sentences);
    const kinds = request.figures.questions.map((index) =>
      classifyQuestion(request.sentences[index].text),
    );
    const lesson = { request, moves, kinds };
    const reading = readLesson(lesson);
    return Promise.resolve({
      talkMoves: moves,
      questionKinds: kinds,
      rubricScores: scoreRubric(request.rubric, lesson, reading),
      suggestions: suggest(lesson, reading),
    });
  }
}
