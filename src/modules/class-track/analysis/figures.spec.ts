import { readFileSync } from 'node:fs';
import { measureLesson } from 'src/modules/class-track/analysis/figures';
import { lessonSentences } from 'src/modules/class-track/analysis/lesson';
import { parseTranscript } from 'src/modules/class-track/transcript/parse-transcript';

const fixture = (name: string) => readFileSync(`test/fixtures/class-track/${name}`, 'utf8');

describe('measureLesson', () => {
  it('measures a WebVTT lesson from its cue times', () => {
    const transcript = parseTranscript(fixture('fractions-lesson.vtt'));
    const sentences = lessonSentences(transcript);
    const figures = measureLesson(transcript, sentences);
    // Teacher cues 10+6+6+10+10+8 s, student cues 3+8+4+2+6 s, gaps 3+4+1+3 s (by hand).
    expect(figures).toMatchObject({
      timed: true,
      teacherSeconds: 50,
      studentSeconds: 23,
      silenceSeconds: 11,
      teacherTalkRatio: Number((50 / 73).toFixed(3)),
      studentTurns: 5,
      distinctStudentSpeakers: 3,
      lessonMinutes: 1.4,
    });
    expect(figures.questions.map((index) => sentences[index].text)).toEqual([
      'Is 2/4 the same as 1/2?',
      'Why do you think they are the same?',
      'Who can tell me what 3/6 is equal to?',
      'How could you check your answer using the fraction strips?',
    ]);
    expect(figures.waitTimes.map((wait) => [wait.seconds, wait.nextSpeaker])).toEqual([
      [3, 'S1'],
      [4, 'S1'],
      [1, 'S3'],
      [3, 'S2'],
    ]);
    expect(figures.meanWaitSeconds).toBe(2.75);
    expect(figures.teacherWordsPerMinute).toBe(
      Number(((figures.teacherWords * 60) / 50).toFixed(1)),
    );
  });

  it('falls back to words without cue times, and leaves time-only figures unmeasured', () => {
    const transcript = parseTranscript(
      'T: One two three four five six.\nS1: Seven eight.\nS1: Nine?',
    );
    const figures = measureLesson(transcript, lessonSentences(transcript));
    expect(figures).toMatchObject({
      timed: false,
      teacherWords: 6,
      studentWords: 3,
      teacherTalkRatio: 0.667,
      silenceSeconds: null,
      meanWaitSeconds: null,
      teacherWordsPerMinute: null,
      // Two utterances of S1 in a row are one turn; a student's "?" is not a teacher question.
      studentTurns: 1,
      questions: [],
    });
  });

  it('does not count a question that the teacher goes on from in the same cue', () => {
    const transcript = parseTranscript(
      'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n<v T>Any ideas? Think about halves.\n\n00:00:09.000 --> 00:00:10.000\n<v S1>Two?\n',
    );
    const figures = measureLesson(transcript, lessonSentences(transcript));
    expect(figures.questions).toHaveLength(1);
    expect(figures.waitTimes).toEqual([]);
    expect(figures.meanWaitSeconds).toBeNull();
  });
});
