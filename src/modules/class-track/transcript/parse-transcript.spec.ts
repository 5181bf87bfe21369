import {
  parseTranscript,
  transcriptOfSegments,
} from 'src/modules/class-track/transcript/parse-transcript';
import { TranscriptError } from 'src/modules/class-track/transcript/transcript';

const vtt = (...cues: string[]) => `WEBVTT\n\n${cues.join('\n\n')}\n`;

describe('parseTranscript: WebVTT', () => {
  it('reads voices and cue times, and knows the teacher by title', () => {
    const transcript = parseTranscript(
      vtt(
        '00:00:01.000 --> 00:00:04.500\n<v Ms Lee>What is a fraction?',
        '00:00:06.000 --> 00:00:08.000\n<v S1>Part of a whole.</v>',
      ),
    );
    expect(transcript).toEqual({
      format: 'webvtt',
      timed: true,
      utterances: [
        { speaker: 'Ms Lee', role: 'teacher', text: 'What is a fraction?', start: 1, end: 4.5 },
        { speaker: 'S1', role: 'student', text: 'Part of a whole.', start: 6, end: 8 },
      ],
    });
  });

  it('takes "Name:" at the start of a cue, and the previous speaker for an unlabelled cue', () => {
    const { utterances } = parseTranscript(
      vtt(
        '00:00:00.000 --> 00:00:02.000\nT: Open your books.',
        '00:00:02.000 --> 00:00:04.000\nTurn to page ten.',
        '00:00:05.000 --> 00:00:06.000\nS2: Which page?',
      ),
    );
    expect(utterances.map((item) => [item.speaker, item.role, item.text])).toEqual([
      ['T', 'teacher', 'Open your books.'],
      ['T', 'teacher', 'Turn to page ten.'],
      ['S2', 'student', 'Which page?'],
    ]);
  });

  it('splits a cue with two voices by their words', () => {
    const { utterances } = parseTranscript(
      vtt('00:00:00.000 --> 00:00:04.000\n<v Teacher>Is it one two?</v> <v S1>Yes.</v>'),
    );
    expect(utterances.map((item) => [item.speaker, item.start, item.end])).toEqual([
      ['Teacher', 0, 3.2],
      ['S1', 3.2, 4],
    ]);
  });

  it('refuses a WebVTT file without cues, naming the parser problem', () => {
    expect(() => parseTranscript('WEBVTT\n\n00:00:01.000 -> nonsense\nHello')).toThrow(
      TranscriptError,
    );
  });

  it('refuses a first cue with no speaker', () => {
    expect(() => parseTranscript(vtt('00:00:00.000 --> 00:00:02.000\nhello there'))).toThrow(
      'names no speaker',
    );
  });
});

describe('parseTranscript: plain text', () => {
  it('reads labels, continues unlabelled lines and leaves out notes', () => {
    const transcript = parseTranscript(
      [
        'Teacher: Good morning.',
        'Who can tell me',
        'what a prime number is?',
        'Note: pupils raise hands.',
        'Aisha: A number with two factors.',
        'Students: Yes!',
      ].join('\n'),
    );
    expect(transcript.format).toBe('plain_text');
    expect(transcript.timed).toBe(false);
    expect(transcript.utterances.map((item) => [item.speaker, item.role, item.text])).toEqual([
      ['Teacher', 'teacher', 'Good morning. Who can tell me what a prime number is?'],
      ['Aisha', 'student', 'A number with two factors.'],
      ['Students', 'student', 'Yes!'],
    ]);
    expect(transcript.utterances[0].start).toBeNull();
  });

  it('accepts timestamps before labels and titles with a full stop', () => {
    const { utterances } = parseTranscript('[00:01:02] Mr. Khan: Sit down.\n00:01:05 S1: OK.');
    expect(utterances.map((item) => [item.speaker, item.role])).toEqual([
      ['Mr. Khan', 'teacher'],
      ['S1', 'student'],
    ]);
  });

  it('says how to label a transcript that has no labels', () => {
    expect(() => parseTranscript('we talked about fractions today')).toThrow(
      /no speaker labels.*"Teacher: …"/,
    );
  });
});

describe('speaker roles without a teacher label', () => {
  it('takes the speaker with the most words as the teacher (audio speakers A, B, C)', () => {
    const transcript = transcriptOfSegments([
      {
        speaker: 'A',
        text: 'Today we will look at how plants make food from light.',
        start: 0,
        end: 5,
      },
      { speaker: 'B', text: 'Photosynthesis?', start: 6, end: 7 },
      { speaker: 'A', text: 'Yes, exactly.', start: 7, end: 8 },
      { speaker: 'C', text: 'Do they need water?', start: 9, end: 10 },
    ]);
    expect(transcript.utterances.map((item) => item.role)).toEqual([
      'teacher',
      'student',
      'teacher',
      'student',
    ]);
    expect(transcript.format).toBe('audio');
  });
});
