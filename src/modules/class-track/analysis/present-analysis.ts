import {
  STUDENT_MOVES,
  type StudentMove,
  TEACHER_MOVES,
  type TeacherMove,
} from 'src/ai/ports/talk-moves';
import type { ClassroomJudgement, LessonFigures } from 'src/ai/ports/classroom-analysis.port';
import type { RubricCriterionInput } from 'src/ai/ports/answer-grading.port';
import type { LessonSentence } from 'src/modules/class-track/analysis/lesson';
import { UNTIMED_WORDS_PER_MINUTE } from 'src/modules/class-track/analysis/figures';
import type { Transcript } from 'src/modules/class-track/transcript/transcript';

const EXAMPLES_PER_MOVE = 2;

/** `data.analysis` of a Completed read (docs/api-contract.md §5, with additive fields). */
export interface AnalysisBody {
  transcript_source: Transcript['format'];
  talk_time: {
    teacher_seconds: number;
    student_seconds: number;
    silence_seconds: number | null;
    teacher_talk_ratio: number;
    measured_by: string;
  };
  student_turns: number;
  distinct_student_speakers: number;
  questions: {
    total: number;
    open: number;
    closed: number;
    items: { text: string; kind: 'open' | 'closed'; speaker: string }[];
    measured_by: string;
  };
  wait_time: {
    mean_seconds: number | null;
    items: { question: string; seconds: number; next_speaker: string }[];
    measured_by: string;
  };
  pacing: {
    words_per_minute: number | null;
    lesson_minutes: number | null;
    teacher_words: number;
    student_words: number;
    measured_by: string;
  };
  talk_moves: {
    teacher: Record<TeacherMove, number>;
    student: Record<StudentMove, number>;
    examples: { role: 'teacher' | 'student'; move: string; speaker: string; text: string }[];
    measured_by: string;
  };
  rubric_scores: {
    criterion_id: string;
    criterion: string;
    score: number;
    min_score: number;
    max_score: number;
    evidence: string[];
    rationale: string;
  }[];
  suggestions: string[];
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export function presentAnalysis(
  transcript: Transcript,
  sentences: LessonSentence[],
  figures: LessonFigures,
  judgement: ClassroomJudgement,
  rubric: RubricCriterionInput[],
  labelledBy: string,
): AnalysisBody {
  const teacher = zeroes(TEACHER_MOVES);
  const student = zeroes(STUDENT_MOVES);
  const examples: AnalysisBody['talk_moves']['examples'] = [];
  const shown = new Map<string, number>();
  judgement.talkMoves.forEach((move, index) => {
    const sentence = sentences[index];
    if (sentence.role === 'teacher') teacher[move as TeacherMove] += 1;
    else student[move as StudentMove] += 1;
    const key = `${sentence.role}:${move}`;
    if (move !== 'none' && (shown.get(key) ?? 0) < EXAMPLES_PER_MOVE) {
      shown.set(key, (shown.get(key) ?? 0) + 1);
      examples.push({ role: sentence.role, move, speaker: sentence.speaker, text: sentence.text });
    }
  });
  const items = figures.questions.map((index, at) => ({
    text: sentences[index].text,
    kind: judgement.questionKinds[at],
    speaker: sentences[index].speaker,
  }));
  const open = items.filter((item) => item.kind === 'open').length;
  const basis = figures.timed
    ? 'cue times: the seconds of the cues each side spoke'
    : `words (no cue times): each side's words, seconds estimated at ${UNTIMED_WORDS_PER_MINUTE} words per minute`;
  return {
    transcript_source: transcript.format,
    talk_time: {
      teacher_seconds: figures.teacherSeconds,
      student_seconds: figures.studentSeconds,
      silence_seconds: figures.silenceSeconds,
      teacher_talk_ratio: figures.teacherTalkRatio,
      measured_by: `${basis}; ratio = teacher / (teacher + students); ${
        figures.timed
          ? 'silence = time between cues from the first to the last'
          : 'silence not measured without cue times'
      }`,
    },
    student_turns: figures.studentTurns,
    distinct_student_speakers: figures.distinctStudentSpeakers,
    questions: {
      total: items.length,
      open,
      closed: items.length - open,
      items,
      measured_by: `teacher sentences ending in "?", each classified open or closed by ${labelledBy}`,
    },
    wait_time: {
      mean_seconds: figures.meanWaitSeconds,
      items: figures.waitTimes.map((wait) => ({
        question: sentences[wait.sentence].text,
        seconds: wait.seconds,
        next_speaker: wait.nextSpeaker,
      })),
      measured_by: figures.timed
        ? 'cue times: from the end of a cue that ends with a teacher question to the start of the next cue'
        : 'not measured: the transcript has no cue times',
    },
    pacing: {
      words_per_minute: figures.teacherWordsPerMinute,
      lesson_minutes: figures.lessonMinutes,
      teacher_words: figures.teacherWords,
      student_words: figures.studentWords,
      measured_by: figures.timed
        ? "the teacher's words per minute of the teacher's own speaking time (cue times)"
        : 'not measured: the transcript has no cue times',
    },
    talk_moves: {
      teacher,
      student,
      examples,
      measured_by: `every sentence (split with wink-nlp) labelled with the TalkMoves scheme by ${labelledBy}`,
    },
    rubric_scores: judgement.rubricScores.map((score) => {
      const criterion = rubric.find((item) => item.criterionId === score.criterionId);
      return {
        criterion_id: score.criterionId,
        criterion: score.criterion,
        score: score.score,
        min_score: criterion?.minScore ?? score.score,
        max_score: criterion?.maxScore ?? score.score,
        evidence: score.evidence.map((index) => sentences[index].text),
        rationale: score.rationale,
      };
    }),
    suggestions: judgement.suggestions,
  };
}
