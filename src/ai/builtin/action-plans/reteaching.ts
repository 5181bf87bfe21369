import type { Activity, CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { Misconception } from 'src/ai/ports/action-planning.port';
import { claimWords } from 'src/ai/builtin/action-plans/plan-words';

/** Activities that show a class what is true, best first. */
const SHOWING: Activity['kind'][] = [
  'demonstration',
  'practical',
  'investigation',
  'worked_example',
];

const overlap = (text: string, words: ReadonlySet<string>) =>
  [...claimWords(text)].filter((word) => words.has(word)).length;

/** The topic's activity that best shows the correct idea (most of its words), a demonstration first. */
function showingActivity(topic: CurriculumTopic, idea: string): Activity | null {
  const words = claimWords(idea);
  const ranked = topic.activities
    .filter((activity) => SHOWING.includes(activity.kind))
    .map((activity) => ({
      activity,
      score: overlap(`${activity.name} ${activity.description}`, words),
    }))
    .filter((item) => item.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score || SHOWING.indexOf(a.activity.kind) - SHOWING.indexOf(b.activity.kind),
    );
  return ranked[0]?.activity ?? null;
}

/**
 * Re-teaching aimed at one misconception: name it with its count, teach the
 * correct idea, and show it with the topic's demonstration or worked example when it has one.
 */
export function reteachMisconception(item: Misconception, topic: CurriculumTopic | null): string[] {
  const activities = [
    `Tackle the misconception “${item.statement ?? item.example}” (${item.count} students). ` +
      `Ask the class whether it is true, then teach the correct idea: ${item.correct_idea ?? 'the marking scheme’s points'}`,
  ];
  if (!topic || !item.correct_idea) return activities;
  const activity = showingActivity(topic, `${item.statement ?? ''} ${item.correct_idea}`);
  if (activity)
    activities.push(
      `Show it: ${activity.name} (${activity.kind.replace('_', ' ')}). ${activity.description}`,
    );
  const example = (topic.worked_examples ?? []).find(
    (worked) =>
      overlap(`${worked.problem} ${worked.steps.join(' ')}`, claimWords(item.correct_idea ?? '')) >
      0,
  );
  if (example)
    activities.push(
      `Work through with the class: ${example.problem} ${example.steps.join(' ')} Answer: ${example.answer}`,
    );
  return activities;
}
