import { clock } from 'src/ai/builtin/classroom/lesson-reading';
import { STUDENT_MOVES, type TalkMove, TEACHER_MOVES } from 'src/ai/ports/talk-moves';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import type {
  ClassroomAnalyser,
  ClassroomAnalysisRequest,
  ClassroomJudgement,
  QuestionKind,
} from 'src/ai/ports/classroom-analysis.port';
import {
  CLASSROOM_SCHEMA_NAME,
  classroomSchema,
  type ModelClassroomAnswer,
} from 'src/ai/providers/openai/classroom/classroom-schema';
import type { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import { readStructured, responseFormat } from 'src/ai/providers/openai/teaching/structured-answer';

const SYSTEM = [
  'You are an experienced instructional coach who analyses classroom transcripts.',
  'Label every numbered sentence with one talk move of the TalkMoves scheme (Suresh et al. 2022):',
  `teacher sentences with one of ${TEACHER_MOVES.join(', ')};`,
  `student sentences with one of ${STUDENT_MOVES.join(', ')}.`,
  'Classify every listed teacher question as open (its wording invites explanation, reasoning or',
  'several answers) or closed (one short or yes/no answer).',
  'Score every rubric criterion within its min and max score and use the whole scale: the maximum',
  'only for exemplary practice, the middle for practice that is partly there, the minimum when it is',
  'absent. Cite as evidence the numbers of the sentences that justify the score (at least one) and',
  'quote them in the rationale. Uptake (building on student ideas) means the teacher revoices or',
  "extends a student's own words, presses for the reasoning behind an answer or asks others to",
  'respond to it; "Correct.", "Good." or repeating a one-word answer is not uptake.',
  'Write 3 to 5 suggestions for the teacher. Each one quotes a moment of the lesson (its time when',
  'given, the speaker and the words) and offers a better move phrased for that moment, in quotation',
  'marks. An example offered as a closed question must be closed and one offered as an open',
  'question must be open; never offer an example of the wrong kind.',
  'Do not penalise British or American spelling. Answer with JSON that fits the schema exactly.',
].join(' ');

const ROLE_MOVES: Record<'teacher' | 'student', readonly string[]> = {
  teacher: TEACHER_MOVES,
  student: STUDENT_MOVES,
};

/**
 * Classroom judgements from an OpenAI-compatible model in one structured call, validated against
 * the lesson's schema and the request; figures stay ours, evidence is quoted by sentence number.
 */
export class OpenAiClassroomAnalyser implements ClassroomAnalyser {
  constructor(private readonly chat: OpenAiChat) {}

  async analyse(request: ClassroomAnalysisRequest): Promise<ClassroomJudgement> {
    const schema = classroomSchema(request);
    const content = await this.chat.complete({
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: prompt(request) },
      ],
      response_format: responseFormat(CLASSROOM_SCHEMA_NAME, schema),
    });
    const answer = readStructured<ModelClassroomAnswer>(content, schema, 'classroom analysis');
    return judgement(request, answer);
  }
}

function prompt(request: ClassroomAnalysisRequest): string {
  const { figures } = request;
  const lines = request.sentences.map(
    (sentence, index) =>
      `${index} [${sentence.role}] ${sentence.speaker}${
        typeof sentence.start === 'number' ? ` at ${clock(sentence.start)}` : ''
      }: ${sentence.text}`,
  );
  return [
    `Figures measured from the transcript: ${JSON.stringify({
      teacher_talk_ratio: figures.teacherTalkRatio,
      teacher_seconds: figures.teacherSeconds,
      student_seconds: figures.studentSeconds,
      student_turns: figures.studentTurns,
      distinct_student_speakers: figures.distinctStudentSpeakers,
      mean_wait_seconds: figures.meanWaitSeconds,
      teacher_words_per_minute: figures.teacherWordsPerMinute,
    })}`,
    `Teacher questions to classify (sentence numbers): ${JSON.stringify(figures.questions)}`,
    `Rubric criteria: ${JSON.stringify(request.rubric)}`,
    'Sentences (number [role] speaker, then "at mm:ss" when the transcript is timed: text):',
    ...lines,
  ].join('\n');
}

function judgement(
  request: ClassroomAnalysisRequest,
  answer: ModelClassroomAnswer,
): ClassroomJudgement {
  const moves = new Map(answer.talk_moves.map((item) => [item.sentence, item.move]));
  const talkMoves = request.sentences.map((sentence, index) => {
    const move = moves.get(index);
    if (move === undefined)
      throw new AiProviderError(`The AI provider left sentence ${index} unlabelled`);
    if (!ROLE_MOVES[sentence.role].includes(move)) {
      throw new AiProviderError(
        `The AI provider labelled ${sentence.role} sentence ${index} with "${move}", not a ${sentence.role} move`,
      );
    }
    return move as TalkMove;
  });
  const kinds = new Map(answer.questions.map((item) => [item.sentence, item.kind]));
  const questionKinds = request.figures.questions.map((index): QuestionKind => {
    const kind = kinds.get(index);
    if (!kind) throw new AiProviderError(`The AI provider did not classify question ${index}`);
    return kind;
  });
  const rubricScores = request.rubric.map((criterion) => {
    const scored = answer.rubric_scores.find((item) => item.criterion_id === criterion.criterionId);
    if (!scored) throw new AiProviderError(`The AI provider did not score "${criterion.name}"`);
    if (scored.score < criterion.minScore || scored.score > criterion.maxScore) {
      throw new AiProviderError(
        `The AI provider scored "${criterion.name}" ${scored.score}, outside ${criterion.minScore}–${criterion.maxScore}`,
      );
    }
    return {
      criterionId: criterion.criterionId,
      criterion: criterion.name,
      score: scored.score,
      evidence: [...new Set(scored.evidence)],
      rationale: scored.rationale,
    };
  });
  return { talkMoves, questionKinds, rubricScores, suggestions: answer.suggestions };
}
