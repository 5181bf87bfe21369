/**
 * A sequencing objective ("Sequence the events from 1905 to 1929"), taught from the topic's dated
 * facts and checked by an ordering item keyed with the order; none when the topic dates fewer
 * than three events (a timeline with no dates cannot be taught or marked).
 */
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import { sentence, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { yearsIn } from 'src/ai/builtin/teaching/curriculum/answer-parts';

/** Fewer dated events than this make no order worth asking. */
const ORDERED = 3;

/** Events an exit slip asks to order (the practice card sort has them all). */
const ON_SLIP = 4;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const MONTH = new RegExp(`\\b(${MONTHS.join('|')})\\b`, 'i');

/** One dated event: the fact, its date as said ("February 1917") and when, for sorting. */
export interface DatedEvent {
  text: string;
  date: string;
  at: number;
  month: boolean;
}

/** "from 1905 to 1929", "between 1857 and 1947": the years an outcome spans. */
function spanOf(outcome: string): [number, number] | null {
  const m = /\b(?:from|between)\s+(\d{4})\s+(?:to|and|until)\s+(\d{4})\b/i.exec(outcome);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * The topic's facts that date one event: one year, not after or before another event ("After the
 * 1905 revolution …" happened later than 1905), within the outcome's span. Two in one year stay
 * only when their months tell them apart.
 */
export function datedEvents(k: TopicKnowledge, outcome: string): DatedEvent[] {
  const span = spanOf(outcome);
  const events: DatedEvent[] = [];
  for (const f of k.main.facts) {
    const text = sentence(f.text);
    const years = [...new Set(yearsIn(text))];
    if (years.length !== 1) continue;
    const [year] = years;
    if (
      new RegExp(
        `\\b(?:after|before|until|by|since|following)\\b[^.;]{0,25}\\b${year}\\b`,
        'i',
      ).test(text)
    )
      continue;
    if (span && (year < span[0] || year > span[1])) continue;
    const month = MONTH.exec(text)?.[1];
    const index = month ? MONTHS.indexOf(month.toLowerCase()) : -1;
    events.push({
      text,
      date: month
        ? `${month[0].toUpperCase()}${month.slice(1).toLowerCase()} ${year}`
        : String(year),
      at: year * 12 + Math.max(0, index),
      month: index >= 0,
    });
  }
  const byYear = (e: DatedEvent) => Math.floor(e.at / 12);
  const clear = events.filter((e) => {
    const same = events.filter((other) => byYear(other) === byYear(e));
    return (
      same.length === 1 ||
      (same.every((other) => other.month) &&
        new Set(same.map((other) => other.at)).size === same.length)
    );
  });
  return clear.sort((a, b) => a.at - b.at);
}

/** The event without its date, for a card to place ("In 1905 soldiers fired …" → "Soldiers fired …"). */
function undated(e: DatedEvent): string {
  const year = e.date.replace(/^\D+/, '');
  const month = e.month ? `(?:${e.date.split(' ')[0]}\\s+)?` : '';
  const bare = e.text
    .replace(new RegExp(`^(?:in|during|from|by)\\s+${month}${year},?\\s+`, 'i'), '')
    .replace(new RegExp(`\\s*,?\\s*\\b(?:in|of|from|during)\\s+${month}${year}\\b`, 'gi'), '')
    .replace(new RegExp(`\\b${year}\\b\\s*`, 'g'), '')
    .replace(/\s+([,.])/g, '$1')
    .trim();
  return sentence(bare.charAt(0).toUpperCase() + bare.slice(1));
}

/** Odd places first, then even ones: no item stays where it was, the first never first. */
function shuffled<T>(items: readonly T[]): T[] {
  return [...items.filter((_, i) => i % 2 === 1), ...items.filter((_, i) => i % 2 === 0)];
}

/** `n` of the events spread from the first to the last. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const at = Array.from({ length: n }, (_, i) => Math.round((i * (items.length - 1)) / (n - 1)));
  return [...new Set(at)].map((i) => items[i]);
}

const LETTERS = 'abcdefghij';

/**
 * "Put these events in order, earliest first: (a) …; (b) …", keyed with the letters in order and
 * each event with its date. `dated`: the cards show their dates (a card sort while learning).
 */
export function orderingItem(events: readonly DatedEvent[], dated: boolean): CheckQuestion {
  const cards = shuffled(events);
  const label = (e: DatedEvent) => LETTERS[cards.indexOf(e)];
  const card = (e: DatedEvent, i: number) =>
    `(${LETTERS[i]}) ${stop(dated ? `${e.date}: ${undated(e)}` : undated(e))}`;
  return {
    question: `Put these events in order, earliest first: ${cards.map(card).join('; ')}.`,
    answer: `${events.map((e) => `(${label(e)}) ${e.date}`).join(' → ')}.`,
  };
}

/** The sequencing objective's board timeline, card sort and exit item; null without three dates. */
export function sequencePlan(
  k: TopicKnowledge,
  outcome: string,
): { teach: string[]; check: CheckQuestion; practice: CheckQuestion } | null {
  const events = datedEvents(k, outcome);
  if (events.length < ORDERED) return null;
  return {
    teach: [
      `Timeline for the board, earliest first: ${events.map((e) => `${e.date} – ${stop(undated(e))}`).join('; ')}.`,
    ],
    check: orderingItem(spread(events, ON_SLIP), false),
    practice: orderingItem(events, true),
  };
}
