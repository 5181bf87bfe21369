/** Talk-move sentence features, shared by the labeller and the fitting (docs/talk-moves.md). */
import type { ClassroomSentence } from 'src/ai/ports/talk-moves';

/** Sparse features of one sentence: parallel column indices and values. */
export interface HashedFeatures {
  indices: Int32Array;
  values: Float32Array;
}

const NUMBER_WORDS = new Set(
  (
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen ' +
    'fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ' +
    'ninety hundred thousand million half halves third thirds fourth fourths quarter quarters ' +
    'fifth fifths sixth sixths eighth eighths tenth tenths'
  ).split(' '),
);

const FUNCTION_WORDS = new Set(
  (
    "a an the and or but so to of in on at for with is are was were be been it its it's this " +
    'that these those i you he she we they me him her us them my your our their do does did ' +
    'um uh yeah yes no ok okay oh well like just then there here what'
  ).split(' '),
);

/** Lower-case word and number tokens; digits become `<num>`; apostrophes kept inside words. */
export function tokenise(text: string): string[] {
  const normalised = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");
  const tokens: string[] = [];
  for (const match of normalised.matchAll(/[a-z]+(?:'[a-z]+)*|\d+(?:[.,]\d+)?|[?]/g)) {
    const token = match[0];
    tokens.push(/^\d/.test(token) ? '<num>' : token);
  }
  return tokens;
}

const words = (tokens: string[]) => tokens.filter((t) => t !== '?');
const contentWords = (tokens: string[]) =>
  words(tokens).filter((t) => !FUNCTION_WORDS.has(t) || t === '<num>' || NUMBER_WORDS.has(t));

/** 32-bit FNV-1a of a string, the column a feature name falls into. */
export function hashFeature(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const lengthBucket = (n: number) =>
  n <= 1
    ? '1'
    : n <= 2
      ? '2'
      : n <= 3
        ? '3'
        : n <= 5
          ? '4-5'
          : n <= 8
            ? '6-8'
            : n <= 13
              ? '9-13'
              : n <= 20
                ? '14-20'
                : '21+';
const shareBucket = (x: number) =>
  x <= 0 ? '0' : x < 0.25 ? '<.25' : x < 0.5 ? '<.5' : x < 0.75 ? '<.75' : x < 1 ? '<1' : '1';

export const normaliseSpeaker = (speaker: string) =>
  speaker.toLowerCase().replace(/[^a-z0-9]/g, '');
const TEACHER_LIKE = /^(t\d*|teacher.*|r\d+|t\/?r\d*|ct|ms.*|mr.*|mrs.*|dr.*|o)$/;

type SpeakerKind = 'main' | 'adult' | 'student';

interface Prepared {
  sentence: ClassroomSentence;
  speaker: string;
  kind: SpeakerKind;
  tokens: string[];
  wordSet: Set<string>;
  content: Set<string>;
  normalised: string;
}

/** Who speaks: the main teacher voice, another adult, or a student (whatever the row's role). */
function speakerKinds(sentences: readonly ClassroomSentence[]): SpeakerKind[] {
  const teacherCounts = new Map<string, number>();
  const studentSpeakers = new Set<string>();
  for (const s of sentences) {
    const speaker = normaliseSpeaker(s.speaker);
    if (s.role === 'teacher') teacherCounts.set(speaker, (teacherCounts.get(speaker) ?? 0) + 1);
    else studentSpeakers.add(speaker);
  }
  let main = '';
  let best = -1;
  for (const [speaker, count] of teacherCounts) {
    if (count > best || (count === best && speaker < main)) [main, best] = [speaker, count];
  }
  return sentences.map((s) => {
    const speaker = normaliseSpeaker(s.speaker);
    if (s.role === 'student') return 'student';
    if (speaker === main) return 'main';
    if (studentSpeakers.has(speaker)) return 'student';
    return TEACHER_LIKE.test(speaker) ? 'adult' : 'student';
  });
}

function prepare(sentences: readonly ClassroomSentence[]): Prepared[] {
  const kinds = speakerKinds(sentences);
  return sentences.map((sentence, i) => {
    const tokens = tokenise(sentence.text);
    const w = words(tokens);
    return {
      sentence,
      speaker: normaliseSpeaker(sentence.speaker),
      kind: kinds[i],
      tokens,
      wordSet: new Set(w),
      content: new Set(contentWords(tokens)),
      normalised: w.join(' '),
    };
  });
}

const share = (a: Set<string>, b: Set<string>) => {
  if (a.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / a.size;
};

const bigrams = (tokens: string[]) => {
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) out.add(`${tokens[i]} ${tokens[i + 1]}`);
  return out;
};

function addNgrams(features: Map<string, number>, prefix: string, tokens: string[], max: number) {
  const padded = ['<s>', ...tokens, '</s>'];
  for (let i = 0; i < padded.length; i++) {
    let gram = prefix;
    for (let n = 1; n <= max && i + n <= padded.length; n++) {
      gram += n === 1 ? padded[i] : ` ${padded[i + n - 1]}`;
      if (n === 1 && (i === 0 || i === padded.length - 1)) continue;
      features.set(gram, 1);
    }
  }
}

/** Repetition of another speaker's words: shares, buckets, and exact or prefix matches. */
function addOverlap(
  features: Map<string, number>,
  name: string,
  self: Prepared,
  other: Prepared[],
  kindOfOther: string,
) {
  if (other.length === 0 || self.wordSet.size === 0) {
    features.set(`${name}:none`, 1);
    return;
  }
  const otherWords = new Set<string>();
  const otherContent = new Set<string>();
  for (const o of other) {
    for (const t of o.wordSet) otherWords.add(t);
    for (const t of o.content) otherContent.add(t);
  }
  const last = other[other.length - 1];
  const coverSelf = share(self.wordSet, otherWords);
  const coverOther = share(last.wordSet, self.wordSet);
  const selfBigrams = bigrams(words(self.tokens));
  const otherBigrams = bigrams(other.flatMap((o) => words(o.tokens)));
  const bigramCover = selfBigrams.size === 0 ? coverSelf : share(selfBigrams, otherBigrams);
  let contentShared = 0;
  for (const t of self.content) if (otherContent.has(t)) contentShared++;
  const exact = other.some((o) => o.normalised.length > 0 && o.normalised === self.normalised);
  const contains = other.some(
    (o) => o.normalised.length > 0 && ` ${self.normalised} `.includes(` ${o.normalised} `),
  );
  const contained = other.some(
    (o) => o.normalised.length > 0 && ` ${o.normalised} `.includes(` ${self.normalised} `),
  );
  features.set(`${name}:cover`, coverSelf);
  features.set(`${name}:back`, coverOther);
  features.set(`${name}:bigram`, bigramCover);
  features.set(`${name}:cover=${shareBucket(coverSelf)}`, 1);
  features.set(`${name}:back=${shareBucket(coverOther)}`, 1);
  features.set(`${name}:bigram=${shareBucket(bigramCover)}`, 1);
  features.set(`${name}:content=${Math.min(contentShared, 4)}`, 1);
  features.set(`${name}:content=${Math.min(contentShared, 4)}:${kindOfOther}`, 1);
  features.set(`${name}:cover=${shareBucket(coverSelf)}:${kindOfOther}`, 1);
  features.set(`${name}:back=${shareBucket(coverOther)}:${kindOfOther}`, 1);
  if (exact) features.set(`${name}:exact:${kindOfOther}`, 1);
  if (contains && !exact) features.set(`${name}:contains:${kindOfOther}`, 1);
  if (contained && !exact) features.set(`${name}:contained:${kindOfOther}`, 1);
}

/** The named features of every sentence of a lesson (label-free: no gold label is read). */
export function talkMoveFeatureNames(
  sentences: readonly ClassroomSentence[],
): Map<string, number>[] {
  const lesson = prepare(sentences);
  // Turns: runs of sentences by one speaker.
  const turnStart: number[] = [];
  const turnEnd: number[] = [];
  for (let i = 0; i < lesson.length; i++) {
    turnStart[i] = i > 0 && lesson[i - 1].speaker === lesson[i].speaker ? turnStart[i - 1] : i;
  }
  for (let i = lesson.length - 1; i >= 0; i--) {
    turnEnd[i] =
      i + 1 < lesson.length && lesson[i + 1].speaker === lesson[i].speaker ? turnEnd[i + 1] : i;
  }

  // Where the teacher's voice is: sentences since the last and until the next adult sentence
  // (long stretches without it are small-group talk between students).
  const isAdult = lesson.map((p) => p.kind !== 'student');
  const sinceAdult: number[] = [];
  const untilAdult: number[] = [];
  for (let i = 0, last = -Infinity; i < lesson.length; i++) {
    sinceAdult[i] = i - last;
    if (isAdult[i]) last = i;
  }
  for (let i = lesson.length - 1, next = Infinity; i >= 0; i--) {
    untilAdult[i] = next - i;
    if (isAdult[i]) next = i;
  }
  const studentShare =
    lesson.length === 0 ? 0 : isAdult.filter((adult) => !adult).length / lesson.length;
  const lessonStyle = `lessonstudents:${Math.min(9, Math.floor(studentShare * 10))}`;
  const countBucket = (n: number) =>
    !Number.isFinite(n)
      ? 'never'
      : n <= 1
        ? '1'
        : n <= 2
          ? '2'
          : n <= 4
            ? '3-4'
            : n <= 8
              ? '5-8'
              : n <= 16
                ? '9-16'
                : '17+';

  return lesson.map((self, i) => {
    const f = new Map<string, number>();
    f.set(lessonStyle, 1);
    f.set(`sinceadult:${countBucket(sinceAdult[i])}`, 1);
    f.set(`untiladult:${countBucket(untilAdult[i])}`, 1);
    // Distinct student voices and adult sentences within five sentences either side.
    const voices = new Set<string>();
    let adults = 0;
    for (let j = Math.max(0, i - 5); j <= Math.min(lesson.length - 1, i + 5); j++) {
      if (isAdult[j]) adults++;
      else voices.add(lesson[j].speaker);
    }
    f.set(`window:voices=${Math.min(voices.size, 4)}`, 1);
    f.set(`window:adults=${adults === 0 ? 0 : adults <= 2 ? 1 : adults <= 5 ? 2 : 3}`, 1);
    const tokens = self.tokens;
    f.set('bias', 1);
    addNgrams(f, 'w:', tokens, 3);
    const w = words(tokens);
    f.set(`first:${w[0] ?? ''}`, 1);
    f.set(`first2:${w.slice(0, 2).join(' ')}`, 1);
    f.set(`last:${w[w.length - 1] ?? ''}`, 1);
    f.set(`len:${lengthBucket(w.length)}`, 1);
    const question = /\?\s*["')\]]*\s*$/.test(self.sentence.text);
    if (question) f.set('ends?', 1);
    if (tokens.includes('?')) f.set('has?', 1);
    if (w.some((t) => t === '<num>' || NUMBER_WORDS.has(t))) f.set('hasnum', 1);
    if (
      w.length > 0 &&
      w.every((t) => t === '<num>' || NUMBER_WORDS.has(t) || t === 'and' || t === 'point')
    )
      f.set('onlynum', 1);
    f.set(`kind:${self.kind}`, 1);
    f.set(`kind:${self.kind}:len:${lengthBucket(w.length)}`, 1);

    // Place in the turn.
    const start = turnStart[i];
    const end = turnEnd[i];
    const size = end - start + 1;
    const place = size === 1 ? 'only' : i === start ? 'first' : i === end ? 'last' : 'middle';
    f.set(`place:${place}`, 1);
    f.set(`turnsize:${lengthBucket(size)}`, 1);

    // The previous speaker's turn (the other voice this sentence may answer or repeat).
    const prevTurnEnd = start - 1;
    // Its last three sentences at most.
    const prevTurn: Prepared[] = [];
    if (prevTurnEnd >= 0) {
      const from = Math.max(turnStart[prevTurnEnd], prevTurnEnd - 2);
      for (let j = from; j <= prevTurnEnd; j++) prevTurn.push(lesson[j]);
    }
    const prevOther = prevTurn[prevTurn.length - 1];
    const prevKind = prevOther ? prevOther.kind : 'start';
    f.set(`prevkind:${prevKind}`, 1);
    f.set(`prevkind:${prevKind}:place:${place}`, 1);
    f.set(`prevkind:${prevKind}:kind:${self.kind}`, 1);
    const asks = self.tokens.includes('?');
    f.set(`prevkind:${prevKind}:asks:${asks}`, 1);
    if (prevOther) {
      const pw = words(prevOther.tokens);
      addNgrams(f, 'p:', pw, 2);
      f.set(`p:len:${lengthBucket(pw.length)}`, 1);
      if (prevOther.tokens.includes('?')) f.set(`p:has?:${prevKind}`, 1);
      // The turn before that: a student answering a student, or the teacher's question before.
      const before = turnStart[prevTurnEnd] - 1;
      if (before >= 0) {
        f.set(`pp:kind:${lesson[before].kind}`, 1);
        if (lesson[before].tokens.includes('?')) f.set(`pp:has?:${lesson[before].kind}`, 1);
        if (lesson[before].speaker === self.speaker) f.set('pp:self', 1);
      }
    }
    addOverlap(f, 'ov', self, prevTurn, prevKind);
    // The sentence just before in the same turn (a turn often repeats and then asks).
    if (i > start) {
      const prev = lesson[i - 1];
      addNgrams(f, 'q:', words(prev.tokens).slice(-4), 1);
      if (prev.tokens.includes('?')) f.set('q:has?', 1);
    }

    // The next speaker's turn: does the next voice repeat this sentence?
    const nextStart = end + 1;
    if (nextStart < lesson.length) {
      const next = lesson[nextStart];
      f.set(`nextkind:${next.kind}`, 1);
      f.set(`nextkind:${next.kind}:place:${place}`, 1);
      addNgrams(f, 'n:', words(next.tokens).slice(0, 3), 1);
      if (i === end) {
        const nextCover = share(next.wordSet, self.wordSet);
        f.set(`nx:cover=${shareBucket(nextCover)}:${next.kind}`, 1);
        f.set('nx:cover', nextCover);
        if (next.normalised === self.normalised && self.normalised.length > 0)
          f.set(`nx:exact:${next.kind}`, 1);
      }
    } else {
      f.set('nextkind:end', 1);
    }
    return f;
  });
}

/** The hashed features of every sentence, `columns` columns (a power of two). */
export function talkMoveFeatures(
  sentences: readonly ClassroomSentence[],
  columns: number,
): HashedFeatures[] {
  const mask = columns - 1;
  return talkMoveFeatureNames(sentences).map((named) => {
    const merged = new Map<number, number>();
    for (const [name, value] of named) {
      if (value === 0) continue;
      const column = hashFeature(name) & mask;
      merged.set(column, (merged.get(column) ?? 0) + value);
    }
    const indices = new Int32Array(merged.size);
    const values = new Float32Array(merged.size);
    let k = 0;
    for (const [column, value] of merged) {
      indices[k] = column;
      values[k] = value;
      k++;
    }
    return { indices, values };
  });
}
