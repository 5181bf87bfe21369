import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { BuildContext, Builder } from 'src/ai/builtin/teaching/curriculum/draft';
import { FILL_BUILDERS } from 'src/ai/builtin/teaching/curriculum/closed.builders';
import { honestTags } from 'src/ai/builtin/teaching/curriculum/worksheet-tags';
import { LONG_BUILDERS } from 'src/ai/builtin/teaching/curriculum/long.builders';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { namesTerm } from 'src/ai/builtin/teaching/curriculum/focus';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { evidenceFor, hasUnits } from 'src/ai/builtin/teaching/curriculum/worksheet-stems';

/** A small made-up topic on a pond habitat: "biotic" sits inside "abiotic". */
const pond: CurriculumTopic = {
  id: 'science.pond-life',
  title: 'Pond life',
  subject: 'science',
  strand: 'biology',
  grades: [6],
  aliases: [],
  syllabus_refs: [],
  summary: 'A pond has living and non-living parts.',
  key_terms: [
    { term: 'biotic', definition: 'describing the living parts of a habitat' },
    { term: 'abiotic', definition: 'describing the non-living parts of a habitat' },
    { term: 'algae', definition: 'simple plant-like living things that make food from light' },
    { term: 'pond plants', definition: 'plants that grow in or at the edge of a pond' },
  ],
  facts: [
    { text: 'Water, mud, light and air are abiotic factors of a pond.', terms: ['abiotic'] },
    { text: 'Frogs, fish and water plants are the biotic parts of a pond.', terms: ['biotic'] },
    { text: 'Algae give the water of a pond its green colour.', terms: ['algae'] },
    { text: 'Reeds and lilies are pond plants.', terms: ['pond plants'] },
  ],
  misconceptions: [],
  activities: [],
  real_world: [],
  outcomes: [],
};

function write(builders: Builder[], name: string, topic: CurriculumTopic, attempt = 0) {
  const builder = builders.find((b) => b.name === name)!;
  const ctx: BuildContext = {
    k: topicKnowledge([topic], 6, MATHS, topic.title),
    slot: { type: 'long_answer', index: 0, bloom: 'understand', difficulty: 'hard' },
    attempt,
    random: seededRandom('s'),
    seed: 's',
  };
  return builder.write(ctx);
}

describe('long answers a teacher can mark', () => {
  it('names a term only as a whole word: "biotic" is not in "abiotic"', () => {
    expect(namesTerm('Soil and air are abiotic factors.', 'biotic')).toBe(false);
    expect(namesTerm('Plants are biotic parts.', 'biotic')).toBe(true);
    expect(namesTerm('Coal is a non-renewable resource.', 'renewable resource')).toBe(false);
    expect(namesTerm('Air and water are natural resources.', 'natural resource')).toBe(true);
  });

  it("a paragraph's fact for each term is about that term, never one inside another word", () => {
    const item = write(LONG_BUILDERS, 'explain-with-terms', pond);
    expect(item).not.toBeNull();
    const points = item!.answer
      .split(/1 for each point\): /)[1]
      .replace(/\.$/, '')
      .split('; ');
    for (let i = 0; i < points.length; i += 2) {
      const term = points[i].split(' is ')[0];
      expect({ term, fact: points[i + 1], named: namesTerm(points[i + 1], term) }).toEqual({
        term,
        fact: points[i + 1],
        named: true,
      });
    }
  });

  it('compares biotic and abiotic with a fact on each, since "abiotic" no longer hides "biotic"', () => {
    const item = write(LONG_BUILDERS, 'compare-two', pond);
    expect(item?.question).toBe(
      'Compare biotic and abiotic: say what each is, and give one fact about each that shows how they differ.',
    );
    expect(item?.answer).toContain('Frogs, fish and water plants are the biotic parts of a pond');
    expect(item?.answer).toContain('Water, mud, light and air are abiotic factors of a pond');
  });

  it('blanks a phrase written in the plural ("Reeds and lilies are _____")', () => {
    const topic = { ...pond, facts: [pond.facts[3]] };
    const item = write(FILL_BUILDERS, 'blank-fact', topic);
    expect(item?.question).toBe('Fill in the blank: Reeds and lilies are _____.');
    expect(item?.answer).toBe('pond plants');
  });

  it("a claim's supporting facts are about its subject and each a new idea", () => {
    const hills: CurriculumTopic = {
      ...pond,
      id: 'geography.two-hills',
      title: 'Two ranges of hills',
      key_terms: [],
      facts: [
        { text: 'The north range is higher and more unbroken than the south range.', terms: [] },
        { text: 'The northern valley is narrow, while the southern valley is wide.', terms: [] },
        {
          text: 'The south range is not continuous: four rivers cut it into separate, lower hills.',
          terms: [],
        },
        { text: 'The south range rises no higher than 900 metres.', terms: [] },
        { text: 'Rain falls on rocks and then flows away when the air is dry.', terms: [] },
      ],
      misconceptions: [
        {
          wrong: 'The south range is continuous like the north range.',
          correct: 'The north range is continuous; the south range is broken by rivers.',
        },
        { wrong: 'There is air inside the rocks.', correct: 'The rocks are solid.' },
      ],
    };
    const k = topicKnowledge([hills], 9, MATHS, hills.title);
    const facts = evidenceFor(k, hills.misconceptions[0], 3).map((f) => f.text);
    // Not the correction again, nor a fact about the valleys.
    expect(facts).not.toContain(hills.facts[0].text);
    expect(facts).not.toContain(hills.facts[1].text);
    expect(facts).toContain(hills.facts[2].text);
    // "There is air inside the rocks": a fact on how fast rain dries says nothing about it.
    expect(evidenceFor(k, hills.misconceptions[1], 3).map((f) => f.text)).not.toContain(
      hills.facts[4].text,
    );
  });

  it('a comparison is marked on the two things compared, never on a fact about a third term', () => {
    const farm: CurriculumTopic = {
      ...pond,
      id: 'economics.farm-capital',
      title: 'Capital on a farm',
      key_terms: [
        {
          term: 'fixed capital',
          definition: 'tools and machines used in production over many years',
        },
        { term: 'working capital', definition: 'raw materials and money used up in production' },
        { term: 'human capital', definition: 'the knowledge and skill of people who produce' },
        { term: 'factors of production', definition: 'land, labour, capital and enterprise' },
      ],
      facts: [
        { text: 'Tractors are fixed capital, while seeds are working capital.', terms: [] },
        { text: 'A tubewell is fixed capital that lasts for many years.', terms: [] },
        { text: 'Land and human capital are two factors of production.', terms: [] },
        { text: 'Human capital grows when farmers learn new methods.', terms: [] },
      ],
    };
    // Fixed and working capital have no fact each on its own; fixed and human capital do.
    const item = write(LONG_BUILDERS, 'compare-two', farm, 1);
    expect(item?.question).toContain('Compare fixed capital and human capital');
    expect(item?.answer).not.toMatch(/working capital|factors of production/);
    expect(item?.answer).toContain('A tubewell is fixed capital that lasts for many years');
    expect(item?.answer).toContain('Human capital grows when farmers learn new methods');
  });

  it('"without units" is a mistake only for an answer with units', () => {
    expect(hasUnits('₹2,000')).toBe(true);
    expect(hasUnits('12 cm²')).toBe(true);
    expect(hasUnits('5% per year')).toBe(true);
    expect(hasUnits('Order 2')).toBe(false);
    expect(hasUnits('x = 2 or x = 5')).toBe(false);
    expect(hasUnits('6 lines of symmetry')).toBe(false);
  });

  it('a two-step worked example is not tagged "hard" while a fuller item can be', () => {
    const draft = (answer: string, builder: string) => ({
      question: 'Q?',
      options: [],
      answer,
      grounding: '',
      keys: [`builder:${builder}`],
      note: { why: '', mistakes: '', concepts: [] },
    });
    const tags = honestTags([
      {
        slot: { type: 'long_answer', index: 0, bloom: 'apply', difficulty: 'hard' },
        draft: draft('A hexagon has 6 sides. So it has 6 lines. Answer: 6', 'worked-example'),
      },
      {
        slot: { type: 'short_answer', index: 0, bloom: 'apply', difficulty: 'easy' },
        draft: draft('Step one. Step two. Step three. Answer: 5', 'worked-example'),
      },
    ]);
    expect(tags.map((t) => t.difficulty)).toEqual(['easy', 'hard']);
  });
});
