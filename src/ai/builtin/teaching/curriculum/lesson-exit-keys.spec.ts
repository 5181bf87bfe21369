import { answersQuestion } from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { oneAsked } from 'src/ai/builtin/teaching/curriculum/answer-parts';
import {
  curriculumContext,
  curriculumLesson,
  planComponentsOf,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

/** A lesson plan without documents: its objectives, components and exit slip. */
async function lesson(subject: string, grade: string, topic: string) {
  const { draft, plan } = await curriculumLesson(curriculumContext(subject, grade, topic), 45);
  const [exit] = plan.assessment_block.components;
  return {
    objectives: draft.learning_standards.smart_learning_objectives.objects.ai_recommendations,
    components: planComponentsOf(plan),
    development: plan.development_block.components.map((c) => c.implementation_script).join('\n'),
    exit: exit.formative_questions.map((q, i) => ({ q, a: exit.expected_responses[i] ?? '' })),
  };
}

/** Topics of three subjects, none of the blind grid's. */
const TOPICS = [
  ['History', 'Grade 9', 'The Russian Revolution'],
  ['History', 'Grade 9', 'The French Revolution'],
  ['Science', 'Grade 9', 'Force and laws of motion'],
  ['Science', 'Grade 8', 'Friction'],
  ['Civics', 'Grade 9', 'What is Democracy?'],
  ['Civics', 'Grade 8', 'The Indian Constitution'],
] as const;

describe('an exit key holds what its question asks', () => {
  it('a sequencing question is keyed with an order, not two facts about its first year', () => {
    const question = 'Sequence the events from 1905 to 1929.';
    expect(
      answersQuestion(
        question,
        'In 1905 soldiers fired on a peaceful procession of workers in St Petersburg, an event known as Bloody Sunday. After the 1905 revolution the Tsar allowed an elected parliament called the Duma.',
      ),
    ).toBe(false);
    expect(
      answersQuestion(
        question,
        '1905 Bloody Sunday → February 1917 the Tsar gives up the throne → 1922 the USSR is formed → 1929 collectivisation.',
      ),
    ).toBe(true);
    // A process's stages "in order" are no chronology: that rule is not this one.
    expect(
      answersQuestion(
        'Name and describe the stages of the water cycle in order.',
        'Evaporation: water turns into vapour. Condensation: vapour cools into droplets. Precipitation: water falls as rain.',
      ),
    ).toBe(true);
  });

  it('"with everyday examples" needs an example; "Explain everyday events" more than a definition', () => {
    const laws =
      "An object stays at rest or moves at constant velocity unless an unbalanced force acts on it; this is Newton's first law. Force equals mass times acceleration (F = ma), which comes from Newton's second law.";
    expect(
      answersQuestion("State Newton's three laws of motion with everyday examples.", laws),
    ).toBe(false);
    expect(
      answersQuestion(
        'Describe neutralisation and give everyday examples.',
        'Neutralisation of an acid by a base produces a salt and water. For example, an antacid neutralises excess stomach acid.',
      ),
    ).toBe(true);
    const inertia =
      'Inertia is not a force; it is the tendency of every object to resist a change in its motion, and it is greater for greater mass.';
    expect(answersQuestion('Explain everyday events using inertia.', inertia)).toBe(false);
    expect(
      answersQuestion(
        'Explain everyday events using inertia.',
        `${inertia} Passengers lurch forward when a bus stops suddenly because their bodies keep moving.`,
      ),
    ).toBe(true);
  });

  it('"the causes of" is keyed with two causes, and a key with one asks for one', () => {
    const question = 'Describe the causes of the Russian revolutions of 1917.';
    const one =
      'Russia suffered defeats, heavy casualties and food shortages in the First World War, so discontent grew and led to the February Revolution of 1917.';
    expect(answersQuestion(question, one)).toBe(false);
    expect(
      answersQuestion(
        question,
        `${one} The Tsar ruled as an autocrat and ignored the Duma, so workers went on strike in Petrograd.`,
      ),
    ).toBe(true);
    expect(oneAsked(question)).toBe('Describe one cause of the Russian revolutions of 1917.');
    expect(answersQuestion(oneAsked(question), one)).toBe(true);
    // A copied definition is no idea: "the ideas of socialism" is not keyed with the glossary.
    expect(
      answersQuestion(
        'Explain the ideas of socialism.',
        'Socialism: the idea that property should be owned by society as a whole. Communist Manifesto: the pamphlet of 1848 by Marx and Engels.',
      ),
    ).toBe(false);
  });
});

describe('a lesson plan teaches what it promises and keys what it asks', () => {
  it('a sequencing objective is taught from dated facts and checked by ordering them', async () => {
    const { objectives, development, components, exit } = await lesson(
      'History',
      'Grade 9',
      'The Russian Revolution',
    );
    expect(objectives.join(' ')).toMatch(/sequence the events from 1905 to 1929/);
    // The board has a timeline with its dates, earliest first.
    const timeline = /Timeline for the board, earliest first: (.+)/.exec(development)?.[1] ?? '';
    const years = [...timeline.matchAll(/\b(19\d\d)\b/g)].map((m) => Number(m[1]));
    expect(years.length).toBeGreaterThanOrEqual(4);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(development).not.toMatch(/Students make a timeline/);
    // The slip orders undated cards; its key gives every card once, with dates ascending.
    const order = exit.find((e) => /^Put these events in order/.test(e.q));
    expect(order).toBeDefined();
    const cards = [...order!.q.matchAll(/\(([a-j])\)/g)].map((m) => m[1]);
    const keyed = [...order!.a.matchAll(/\(([a-j])\)/g)].map((m) => m[1]);
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect([...keyed].sort()).toEqual([...cards].sort());
    expect(keyed).not.toEqual(cards);
    expect(order!.q).not.toMatch(/\b19\d\d\b/);
    const dates = [...order!.a.matchAll(/\b(19\d\d)\b/g)].map((m) => Number(m[1]));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    // The practice sorts the dated cards, not recalls of the board's definitions.
    const practice = components.flatMap((c) => c.formative_questions);
    expect(practice.filter((q) => /^Put these events in order/.test(q)).length).toBe(2);
    expect(practice).not.toContain('What is meant by collectivisation?');
  });

  it('an objective whose check cannot be keyed is not set (and two or more remain)', async () => {
    const { objectives, exit } = await lesson('Science', 'Grade 9', 'Force and laws of motion');
    expect(objectives.join(' ')).not.toMatch(/with everyday examples/);
    expect(objectives.length).toBeGreaterThanOrEqual(2);
    const events = exit.find((e) => /everyday events using inertia/.test(e.q));
    if (events) expect(events.a).toMatch(/\b(?:because|when|as)\b/);
  });

  it('every exit key answers its question, in history, science and civics', async () => {
    for (const [subject, grade, topic] of TOPICS) {
      const { exit } = await lesson(subject, grade, topic);
      expect(exit.length).toBeGreaterThanOrEqual(2);
      for (const { q, a } of exit)
        expect([topic, q, answersQuestion(q, a)]).toEqual([topic, q, true]);
    }
  });

  it('prints no board definition a second time under an objective', async () => {
    for (const [subject, grade, topic] of TOPICS) {
      const { development } = await lesson(subject, grade, topic);
      const board = /Key terms for the board: (.+)/.exec(development)?.[1] ?? '';
      const definitions = board
        .replace(/\.$/, '')
        .split('; ')
        .map((entry) => entry.split(' – ')[1])
        .filter((d): d is string => d !== undefined && d.length > 20);
      const lines = development.split('\n').filter((line) => /^Objective \d/.test(line));
      for (const d of definitions)
        for (const line of lines) expect([topic, line.includes(d)]).toEqual([topic, false]);
    }
  });

  it('prints no sentence of the script twice: not the summary, not the structure drawn', async () => {
    for (const [subject, grade, topic] of [
      ...TOPICS,
      ['English', 'Grade 8', 'Email writing'],
      ['Mathematics', 'Grade 10', 'Probability'],
    ] as const) {
      const { components } = await lesson(subject, grade, topic);
      const said = components
        .flatMap((c) => c.implementation_script.split('\n'))
        .filter((line) => !/^(?:Problem|Step \d+|Answer):/.test(line))
        .flatMap((line) => line.replace(/ → /g, '. ').split(/(?<=[.!?])\s+/))
        // The plenary shows the starter's correct idea again on purpose.
        .filter((part) => !part.startsWith('Correct idea:'))
        .map((part) =>
          part
            .replace(/^[A-Za-z ]+\d*(?: \([^)]*\))?: /, '')
            .trim()
            .toLowerCase(),
        )
        .filter((part) => part.length > 40);
      const twice = said.filter((part, i) => said.indexOf(part) !== i);
      expect([topic, twice]).toEqual([topic, []]);
    }
  });
});
