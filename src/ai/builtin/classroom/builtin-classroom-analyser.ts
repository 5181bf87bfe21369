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
 * The offline, deterministic classroom analyser: trained talk-move labels, rule-based question
 * kinds, rubric scores and suggestions with quoted evidence (docs/class-track.md).
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
