import type { ClassroomAnalysisRequest } from 'src/ai/ports/classroom-analysis.port';
import { OpenAiClassroomAnalyser } from 'src/ai/providers/openai/classroom/openai-classroom-analyser';
import type { OpenAiChat } from 'src/ai/providers/openai/openai-chat';

const REQUEST: ClassroomAnalysisRequest = {
  sentences: [
    { role: 'teacher', speaker: 'T', text: 'Why is it a half?' },
    { role: 'student', speaker: 'S1', text: 'Because the parts are equal.' },
  ],
  figures: {
    timed: false,
    teacherSeconds: 2,
    studentSeconds: 2,
    silenceSeconds: null,
    teacherTalkRatio: 0.5,
    teacherWords: 5,
    studentWords: 5,
    studentTurns: 1,
    distinctStudentSpeakers: 1,
    questions: [0],
    waitTimes: [],
    meanWaitSeconds: null,
    teacherWordsPerMinute: null,
    lessonMinutes: null,
  },
  rubric: [
    {
      criterionId: 'c1',
      name: 'Questioning',
      description: null,
      minScore: 0,
      maxScore: 4,
      levels: [],
    },
  ],
};

const SUGGESTIONS = [
  'At 00:02 S1 said "Because the parts are equal." Revoice it: "So you\'re saying the parts are equal. Who can add to that?"',
  'After "Why is it a half?", wait three seconds before taking an answer.',
  'Ask a second why question.',
];

const answer = (overrides: Record<string, unknown> = {}) => ({
  talk_moves: [
    { sentence: 0, move: 'press_for_reasoning' },
    { sentence: 1, move: 'providing_evidence' },
  ],
  questions: [{ sentence: 0, kind: 'open' }],
  rubric_scores: [
    { criterion_id: 'c1', score: 3, evidence: [0, 0], rationale: 'One open question.' },
  ],
  suggestions: SUGGESTIONS,
  ...overrides,
});

/** The analyser over a chat that answers `content` and records what it was asked. */
function analyserAnswering(content: unknown) {
  const asked: unknown[] = [];
  const chat = {
    complete: (params: unknown) => {
      asked.push(params);
      return Promise.resolve(typeof content === 'string' ? content : JSON.stringify(content));
    },
  } as unknown as OpenAiChat;
  return { analyser: new OpenAiClassroomAnalyser(chat), asked };
}

describe('OpenAiClassroomAnalyser', () => {
  it('asks once with the lesson schema and maps the answer onto the request', async () => {
    const { analyser, asked } = analyserAnswering(answer());
    await expect(analyser.analyse(REQUEST)).resolves.toEqual({
      talkMoves: ['press_for_reasoning', 'providing_evidence'],
      questionKinds: ['open'],
      rubricScores: [
        {
          criterionId: 'c1',
          criterion: 'Questioning',
          score: 3,
          evidence: [0],
          rationale: 'One open question.',
        },
      ],
      suggestions: SUGGESTIONS,
    });
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0])).toContain('"name":"classroom_analysis"');
    expect(JSON.stringify(asked[0])).toContain('1 [student] S1: Because the parts are equal.');
    expect(JSON.stringify(asked[0])).toContain(
      '\\"Correct.\\", \\"Good.\\" or repeating a one-word answer is not uptake',
    );
  });

  it('gives the model the time of each sentence when the transcript is timed', async () => {
    const { analyser, asked } = analyserAnswering(answer());
    const timed = {
      ...REQUEST,
      sentences: REQUEST.sentences.map((sentence, index) => ({
        ...sentence,
        start: 62 + index * 4,
      })),
    };
    await analyser.analyse(timed);
    expect(JSON.stringify(asked[0])).toContain(
      '1 [student] S1 at 01:06: Because the parts are equal.',
    );
  });

  it.each([
    [
      'a teacher move on a student sentence',
      answer({
        talk_moves: [
          { sentence: 0, move: 'none' },
          { sentence: 1, move: 'revoicing' },
        ],
      }),
      'labelled student sentence 1 with "revoicing", not a student move',
    ],
    [
      'a score outside the criterion',
      answer({ rubric_scores: [{ criterion_id: 'c1', score: 9, evidence: [0], rationale: 'x' }] }),
      'scored "Questioning" 9, outside 0–4',
    ],
    [
      'a score without evidence',
      answer({ rubric_scores: [{ criterion_id: 'c1', score: 1, evidence: [], rationale: 'x' }] }),
      'does not fit its schema',
    ],
    [
      'fewer than three suggestions',
      answer({ suggestions: ['Ask a second why question.'] }),
      'does not fit its schema',
    ],
    [
      'a label missing',
      answer({ talk_moves: [{ sentence: 0, move: 'none' }] }),
      'does not fit its schema',
    ],
    [
      'evidence out of range',
      answer({ rubric_scores: [{ criterion_id: 'c1', score: 1, evidence: [7], rationale: 'x' }] }),
      'does not fit its schema',
    ],
    ['not JSON', 'Sure! {"talk_moves":', 'is not valid JSON'],
  ])('refuses %s', async (_case, content, message) => {
    const { analyser } = analyserAnswering(content);
    await expect(analyser.analyse(REQUEST)).rejects.toThrow(message);
  });
});
