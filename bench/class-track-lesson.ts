/**
 * A 45-minute lesson as WebVTT, made deterministically (a seeded generator over the sentence
 * banks below), for `npm run bench:class-track`: a teacher and 24 students, ≈ 6,000 words, with
 * the mix of explanation, closed and open questions, answers and pauses of a real lesson.
 */
const EXPLAIN = [
  'Today we are going to look at how fractions compare when the denominators are different.',
  'Remember that the denominator tells us how many equal parts the whole is cut into.',
  'If we cut the same strip into more pieces, each piece gets smaller.',
  'So when the numerators are the same, the fraction with the bigger denominator is smaller.',
  'Let me draw two strips on the board so that everyone can see them side by side.',
  'We can also find a common denominator and then compare the numerators directly.',
  'Write the equivalent fractions in your books before you compare them.',
  'Notice how the shaded part stays the same size even though the number of pieces changes.',
  'Now work with your partner for two minutes and try the next problem together.',
  'Put your pencils down and look up here for a moment, please.',
];
const CLOSED = [
  'Is two quarters the same as one half?',
  'What is the denominator of three fifths?',
  'How many eighths make one whole?',
  'Which fraction is bigger, two thirds or three fifths?',
  'Did everyone finish the first problem?',
  'Is that right?',
];
const OPEN = [
  'Why do you think the strips line up?',
  'How did you work that out?',
  'What do you notice about the numerators?',
  'Can you explain how you found the common denominator?',
  'What would happen if we cut each piece in half again?',
  'Does anyone have a different way to show it?',
];
const ANSWERS = [
  'Yes, they are the same.',
  'Five.',
  'Eight.',
  'Because when you cut the half into two pieces you get two quarters.',
  'I think two thirds is bigger because it is closer to one whole.',
  'I agree with Maya, the strips are the same length.',
  'We multiplied the top and the bottom by the same number.',
  'Can you say that again, please?',
  'I found twelve as the common denominator and then compared eight twelfths with nine twelfths.',
  'No, I am not sure.',
];

/** Mulberry32: a small seeded generator, so every run builds the same lesson. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const stamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(ms, 3)}`;
};
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function lessonWebVtt(minutes = 45, seed = 12): { vtt: string; words: number } {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const cues: string[] = [];
  let at = 0;
  let words = 0;
  const say = (speaker: string, text: string, wordsPerMinute: number) => {
    const seconds = (wordsOf(text) * 60) / wordsPerMinute;
    cues.push(`${stamp(at)} --> ${stamp(at + seconds)}\n<v ${speaker}>${text}`);
    at += seconds;
    words += wordsOf(text);
  };
  while (at < minutes * 60) {
    const explanation = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(EXPLAIN));
    const question = next() < 0.3 ? pick(OPEN) : pick(CLOSED);
    say('Ms Rivera', [...explanation, question].join(' '), 160);
    at += 0.5 + next() * 3; // wait time
    say(`S${1 + Math.floor(next() * 24)}`, pick(ANSWERS), 130);
    at += 0.3 + next();
  }
  return { vtt: `WEBVTT\n\n${cues.join('\n\n')}\n`, words };
}
