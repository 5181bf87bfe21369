import { readFileSync } from 'node:fs';
import { BuiltinClassroomAnalyser } from 'src/ai/builtin/classroom/builtin-classroom-analyser';
import { BuiltinTalkMoveLabeller } from 'src/ai/builtin/classroom/builtin-talk-move-labeller';
import { exchanges, replyKind, UPTAKE_KINDS } from 'src/ai/builtin/classroom/lesson-reading';
import { classifyQuestion } from 'src/ai/builtin/classroom/question-kinds';
import { pressFollowUp, suggest } from 'src/ai/builtin/classroom/suggestions';
import type { RubricCriterionInput } from 'src/ai/ports/answer-grading.port';
import type { ClassroomAnalysisRequest } from 'src/ai/ports/classroom-analysis.port';
import { measureLesson } from 'src/modules/class-track/analysis/figures';
import { lessonSentences } from 'src/modules/class-track/analysis/lesson';
import { parseTranscript } from 'src/modules/class-track/transcript/parse-transcript';

const fixture = (name: string) => readFileSync(`test/fixtures/class-track/${name}`, 'utf8');
const DISCUSSION = fixture('discussion-lesson.vtt');
const LECTURE = fixture('lecture-lesson.vtt');
const FRACTIONS = fixture('fractions-lesson.vtt');

const criterion = (criterionId: string, name: string, description: string) => ({
  criterionId,
  name,
  description,
  minScore: 0,
  maxScore: 4,
  levels: [0, 1, 2, 3, 4].map((score) => ({ score, descriptor: `Level ${score}` })),
});
const RUBRIC: RubricCriterionInput[] = [
  criterion('uptake', 'Building on student ideas', 'Revoices and extends what students say'),
  criterion('talk', 'Student talk', 'Students do much of the talking, in full answers'),
  criterion('questions', 'Questioning', 'Asks open questions that make students think'),
  criterion('reasoning', 'Reasoning', 'Students justify their answers with evidence'),
];

function request(text: string): ClassroomAnalysisRequest {
  const transcript = parseTranscript(text);
  const sentences = lessonSentences(transcript);
  return { sentences, figures: measureLesson(transcript, sentences), rubric: RUBRIC };
}

const analyser = new BuiltinClassroomAnalyser(BuiltinTalkMoveLabeller.create());

async function judged(text: string) {
  const asked = request(text);
  const judgement = await analyser.analyse(asked);
  const scores = Object.fromEntries(
    judgement.rubricScores.map((score) => [
      score.criterionId,
      { ...score, quotes: score.evidence.map((index) => asked.sentences[index].text) },
    ]),
  );
  return { asked, judgement, scores };
}

/** The quoted strings of a suggestion, in order. */
const quotesOf = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('what a teacher reply does with a student contribution', () => {
  it.each([
    ['Numerator.', 'What is the top number called?', 'Correct.', 'evaluates'],
    ['Numerator.', 'What is the top number called?', 'Numerator. Good.', 'repeats'],
    ['Yes.', 'Does wood float?', 'Yes, well done.', 'evaluates'],
    [
      'Numerator.',
      'What is the top number called?',
      'So the numerator is the top number of the fraction.',
      'moves_on',
    ],
    [
      'I agree with Aisha, the strips line up.',
      'Why do you think they are the same?',
      "So you're saying the strips line up exactly.",
      'builds_on',
    ],
    ['Numerator.', 'What is the top number called?', 'Why is it called the numerator?', 'presses'],
    ['I think it sinks because it is heavy.', 'What happens?', 'Who agrees with Priya?', 'relates'],
    [
      'She means the log is light for its size and the nail is heavy for its size.',
      "Who can put Aisha's idea in their own words?",
      'Is the nail made of metal?',
      'moves_on',
    ],
  ])('after %j (asked %j), %j %s', (answer, prompt, reply, kind) =>
    expect(replyKind(answer, prompt, reply)).toBe(kind),
  );

  it('does not take an explanation that shares one word by chance for uptake', () => {
    expect(
      replyKind(
        'We multiplied the top and the bottom by the same number.',
        'What did you do?',
        'Remember that the top number of a fraction is the numerator.',
      ),
    ).toBe('moves_on');
  });

  it('reads the reply only until the teacher moves on to the next thing', () => {
    const sentences = [
      { role: 'teacher' as const, speaker: 'T', text: 'What is 3/6 equal to?' },
      { role: 'student' as const, speaker: 'S1', text: 'One half.' },
      { role: 'teacher' as const, speaker: 'T', text: 'Good.' },
      { role: 'teacher' as const, speaker: 'T', text: "Let's write that down in our books." },
      { role: 'teacher' as const, speaker: 'T', text: 'How could you check it with the strips?' },
    ];
    const [exchange] = exchanges(sentences);
    expect(exchange.reply.map((item) => item.kind)).toEqual(['evaluates', 'moves_on']);
    expect(exchange.takenUp).toBe(false);
  });

  it('never counts "Correct." or a repeated one-word answer as uptake', () => {
    for (const reply of ['Correct.', 'Good.', 'Right.', 'Density. Correct.', 'Yes, density.']) {
      expect(UPTAKE_KINDS).not.toContain(replyKind('Density.', 'What is it called?', reply));
    }
  });
});

describe('rubric scores for a discussion and a lecture', () => {
  it('scores the discussion at least two points above the lecture on uptake and student talk', async () => {
    const discussion = await judged(DISCUSSION);
    const lecture = await judged(LECTURE);
    for (const id of ['uptake', 'talk', 'questions', 'reasoning']) {
      expect({ id, gap: discussion.scores[id].score - lecture.scores[id].score }).toEqual({
        id,
        gap: expect.any(Number),
      });
      expect(discussion.scores[id].score - lecture.scores[id].score).toBeGreaterThanOrEqual(2);
    }
    // A lecture of "Correct." to one-word answers earns nothing for building on ideas.
    expect(lecture.scores.uptake.score).toBe(0);
    expect(lecture.scores.talk.score).toBeLessThanOrEqual(1);
    expect(discussion.scores.uptake.score).toBeGreaterThanOrEqual(3);
    expect(discussion.scores.talk.score).toBeGreaterThanOrEqual(3);
  });

  it('backs every score with sentences quoted from the transcript and a rationale that quotes them', async () => {
    for (const text of [DISCUSSION, LECTURE]) {
      const { scores } = await judged(text);
      for (const score of Object.values(scores)) {
        expect(score.quotes.length).toBeGreaterThan(0);
        for (const quote of score.quotes) expect(flat(text)).toContain(quote);
        const quoted = quotesOf(score.rationale);
        expect(quoted.length).toBeGreaterThan(0);
        for (const quote of quoted) expect(flat(text)).toContain(quote.replace(/ …$/, ''));
      }
    }
  });

  it('shows what the uptake score rests on: revoicing for the discussion, "Correct." for the lecture', async () => {
    const discussion = await judged(DISCUSSION);
    const lecture = await judged(LECTURE);
    expect(discussion.scores.uptake.quotes).toContain('So Priya thinks heavier things sink.');
    expect(lecture.scores.uptake.quotes).toEqual(['Correct.', 'Correct.', 'Correct.']);
    expect(lecture.scores.uptake.rationale).toMatch(
      /0 were built on.*5 only got a judgement or a repetition, e\.g\. "Correct\.", which is not uptake/,
    );
    expect(lecture.scores.talk.quotes.every((quote) => quote.split(' ').length === 1)).toBe(true);
  });

  it('uses the middle of the scale for a lesson that is partly there', async () => {
    const fractions = await judged(FRACTIONS);
    // 2 of 4 questions open and students 31 % of the talk: good, not exemplary.
    expect(fractions.scores.questions.score).toBe(3);
    expect(fractions.scores.talk.score).toBe(3);
    const discussion = await judged(DISCUSSION);
    const lecture = await judged(LECTURE);
    const questioning = [lecture, fractions, discussion].map((item) => item.scores.questions.score);
    expect(questioning).toEqual([0, 3, 4]);
  });
});

describe('suggestions', () => {
  it.each([
    ['the lecture', LECTURE],
    ['the discussion', DISCUSSION],
    ['the fractions lesson', FRACTIONS],
  ])(
    'for %s: 3–5, each quoting a moment with its time and speaker and offering a move',
    async (_, text) => {
      const { asked, judgement } = await judged(text);
      expect(judgement.suggestions.length).toBeGreaterThanOrEqual(3);
      expect(judgement.suggestions.length).toBeLessThanOrEqual(5);
      const speakers = new Set(asked.sentences.map((sentence) => sentence.speaker));
      for (const suggestion of judgement.suggestions) {
        expect(suggestion).toMatch(/\b[Aa]t \d\d:\d\d /);
        expect([...speakers].some((speaker) => suggestion.includes(speaker))).toBe(true);
        const [moment, ...rest] = quotesOf(suggestion);
        expect(flat(text)).toContain(moment);
        expect(rest.length).toBeGreaterThan(0);
      }
    },
  );

  it('offers the lecture a press for reasoning after "Correct." and a turn-and-talk in its long stretch', async () => {
    const { judgement } = await judged(LECTURE);
    expect(judgement.suggestions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^At 01:04 Mr Hale asked "Does wood float\?", a closed question .* Priya answered "Yes\." and the reply "Correct\." only judged the answer\. .*: "Why does wood float\?"$/,
        ),
        expect.stringMatching(
          /^At 00:00 Mr Hale spoke 104 words without a student voice .*"Turn to your partner: how would you explain why density is the mass of an object divided by its volume\?"$/,
        ),
      ]),
    );
  });

  it('never offers an example of the wrong kind', async () => {
    for (const text of [DISCUSSION, LECTURE, FRACTIONS]) {
      const { judgement } = await judged(text);
      for (const suggestion of judgement.suggestions) {
        const quoted = quotesOf(suggestion);
        const move = quoted[quoted.length - 1];
        const closed = /asked "([^"]+)", a closed question/.exec(suggestion);
        if (closed) {
          expect(classifyQuestion(closed[1])).toBe('closed');
          expect(classifyQuestion(move)).toBe('open');
        }
        // An offered reply to a student's idea is itself uptake of that idea.
        const idea = /^At \d\d:\d\d \S+ said "([^"]+)"/.exec(suggestion);
        if (idea) expect(UPTAKE_KINDS).toContain(replyKind(idea[1], '', move));
      }
    }
  });

  it('drops a moment whose question does not read as closed, even when the analysis says closed', () => {
    const asked = request(
      [
        'Teacher: What do you think about the log?',
        'S1: Heavy.',
        'Teacher: Good.',
        'Teacher: Is the nail made of metal?',
        'S2: Yes.',
        'Teacher: Correct.',
        'Teacher: Did everyone finish the first problem?',
        'S3: Five.',
        'Teacher: Right.',
      ].join('\n'),
    );
    const moves = BuiltinTalkMoveLabeller.create().label(asked.sentences);
    // A provider's kinds that call the open question closed must not make it an example.
    const suggestions = suggest({ request: asked, moves, kinds: ['closed', 'closed', 'closed'] });
    expect(suggestions.join(' ')).not.toContain('What do you think about the log?", a closed');
    const closedExamples = suggestions.flatMap(
      (text) => /asked "([^"]+)", a closed question/.exec(text)?.[1] ?? [],
    );
    // "Five." does not answer a yes/no question: no follow-up is built on it either.
    expect(closedExamples).toEqual(['Is the nail made of metal?']);
  });

  it.each([
    ['Is 1/2 bigger than 1/4?', 'Yes.', 'Why is 1/2 bigger than 1/4?'],
    ['Does wood float?', 'Yes', 'Why does wood float?'],
    ['Does iron float?', 'No.', 'Why not? How could you check?'],
    ['What is 7 times 8?', '56.', "How do you know it's 56?"],
    ['Can you see the pattern?', 'Yes.', 'Why do you think so? How could you convince someone?'],
  ])('presses after %j answered %j with %j, an open question', (question, answer, move) => {
    expect(pressFollowUp(question, answer)).toBe(move);
    expect(classifyQuestion(move)).toBe('open');
  });
});
