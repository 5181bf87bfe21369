import { readFileSync } from 'node:fs';
import { BuiltinClassroomAnalyser } from 'src/ai/builtin/classroom/builtin-classroom-analyser';
import { BuiltinTalkMoveLabeller } from 'src/ai/builtin/classroom/builtin-talk-move-labeller';
import { STUDENT_MOVES, TEACHER_MOVES } from 'src/ai/ports/talk-moves';
import type { RubricCriterionInput } from 'src/ai/ports/answer-grading.port';
import { measureLesson } from 'src/modules/class-track/analysis/figures';
import { lessonSentences } from 'src/modules/class-track/analysis/lesson';
import { parseTranscript } from 'src/modules/class-track/transcript/parse-transcript';

const levels = (scores: number[]) =>
  scores.map((score) => ({ score, descriptor: `Level ${score}` }));
const RUBRIC: RubricCriterionInput[] = [
  {
    criterionId: 'q',
    name: 'Questioning',
    description: 'Asks open questions that make students think',
    minScore: 0,
    maxScore: 4,
    levels: levels([0, 1, 2, 3, 4]),
  },
  {
    criterionId: 'w',
    name: 'Wait time',
    description: null,
    minScore: 1,
    maxScore: 5,
    levels: [],
  },
];

function lesson(text: string) {
  const transcript = parseTranscript(text);
  const sentences = lessonSentences(transcript);
  return { sentences, figures: measureLesson(transcript, sentences), rubric: RUBRIC };
}

const analyser = new BuiltinClassroomAnalyser(BuiltinTalkMoveLabeller.create());
const vtt = readFileSync('test/fixtures/class-track/fractions-lesson.vtt', 'utf8');

/** A lecture: many closed questions answered at once, one student. */
const LECTURE = [
  'Teacher: Fractions have a numerator and a denominator. The numerator is on top.',
  'Teacher: Is the denominator on the bottom?',
  'S1: Yes.',
  'Teacher: What is the top number called?',
  'S1: Numerator.',
  'Teacher: Is 1/2 bigger than 1/4?',
  'S1: Yes.',
  'Teacher: Right. Now copy the definitions from the board into your books, and then we will do the exercises on page twelve together before the bell.',
].join('\n');

describe('BuiltinClassroomAnalyser', () => {
  it('labels every sentence with a move of its role and classifies every question', async () => {
    const request = lesson(vtt);
    const judgement = await analyser.analyse(request);
    expect(judgement.talkMoves).toHaveLength(request.sentences.length);
    judgement.talkMoves.forEach((move, index) => {
      const allowed: readonly string[] =
        request.sentences[index].role === 'teacher' ? TEACHER_MOVES : STUDENT_MOVES;
      expect(allowed).toContain(move);
    });
    expect(judgement.questionKinds).toEqual(['closed', 'open', 'closed', 'open']);
  });

  it('scores each criterion within its range, at a level, with evidence from the lesson', async () => {
    const request = lesson(vtt);
    const { rubricScores } = await analyser.analyse(request);
    expect(rubricScores.map((score) => score.criterionId)).toEqual(['q', 'w']);
    const [questioning, wait] = rubricScores;
    // 2 of 4 questions open: good, but the top level needs 60 % open.
    expect(questioning.score).toBe(3);
    expect(questioning.rationale).toContain('2 of 4 teacher questions were open');
    expect(questioning.evidence.map((index) => request.sentences[index].text)).toContain(
      'Why do you think they are the same?',
    );
    // Mean wait 2.75 s, between the 2 s (middle) and 3 s anchors: 0.69 of a 1–5 scale, 3.75,
    // to half points.
    expect(wait.score).toBe(4);
    expect(wait.evidence.length).toBeGreaterThan(0);
  });

  it('cites counts and quotes in its suggestions for a teacher-led lecture', async () => {
    const request = lesson(LECTURE);
    const { suggestions, rubricScores } = await analyser.analyse(request);
    expect(suggestions).toEqual(
      expect.arrayContaining([
        'Teacher asked "Is 1/2 bigger than 1/4?", a closed question (3 of 3 questions were closed), S1 answered "Yes." and the reply "Right." only judged the answer. Before judging, ask for the reasoning: "Why is 1/2 bigger than 1/4?"',
        expect.stringMatching(
          /^Teacher spoke \d+ words without a student voice \(the teacher had \d+% of the talk\), including "Fractions have a numerator and a denominator\."\. .*"Turn to your partner: how would you explain why fractions have a numerator and a denominator\?"$/,
        ),
      ]),
    );
    expect(rubricScores[0].score).toBe(0);
  });

  it('gives the same analysis for the same transcript', async () => {
    const first = await analyser.analyse(lesson(LECTURE));
    const second = await analyser.analyse(lesson(LECTURE));
    expect(second).toEqual(first);
  });
});
