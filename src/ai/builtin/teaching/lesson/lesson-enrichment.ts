import {
  BLOOM_LEVELS,
  type BloomLevel,
  type EnrichmentBlock,
  type LessonContent,
} from 'src/ai/ports/teaching-content.port';
import { conceptOfObjective, type Concept, type LessonFacts } from './lesson-facts';
import { fillTemplate, spokenList } from './lesson-text';
import { pick } from './seeded';
import { FAMILY_NAMES, type SubjectFamily } from './subject-families';
import { SUBJECT_PROFILES } from './subject-profiles';

/**
 * Lesson step 4: ways to take the lesson further, one block of each of the five types. Every
 * activity names the lesson's concepts; questions are reused from the lesson so homework and
 * assessment stay aligned with what was taught.
 */
export function enrichLesson(facts: LessonFacts, content: LessonContent): EnrichmentBlock[] {
  return [
    differentiation(facts, content),
    homework(facts, content),
    realWorld(facts),
    crossCurricular(facts),
    assessmentExtension(facts, content),
  ];
}

const names = (concepts: Concept[]) => spokenList(concepts.map((c) => c.name));
const partsOf = (concept: Concept, facts: LessonFacts) =>
  concept.subConcepts.length > 0
    ? spokenList(concept.subConcepts)
    : names(facts.concepts.filter((c) => c !== concept)) || concept.name;

function questionsOf(content: LessonContent, block: keyof LessonContent): string[] {
  return content[block]?.components.flatMap((c) => c.formative_questions) ?? [];
}

function differentiation(facts: LessonFacts, content: LessonContent): EnrichmentBlock {
  const [first] = facts.concepts;
  const last = facts.concepts[facts.concepts.length - 1];
  const young = facts.gradeNumber !== null && facts.gradeNumber <= 2;
  const check = questionsOf(content, 'introduction_block')[0];
  const top = facts.objectiveBlooms[facts.objectiveBlooms.length - 1];
  const stretch = BLOOM_LEVELS[Math.min(BLOOM_LEVELS.length - 1, BLOOM_LEVELS.indexOf(top) + 1)];
  const compare =
    facts.concepts.length > 1
      ? `Extension: compare ${first.name} with ${last.name} and explain how the two are connected.`
      : `Extension: explain how ${partsOf(first, facts)} fit together in ${first.name}, with a new example.`;
  return {
    type: 'differentiation',
    title: `Support and extension: ${facts.topic}`,
    description: `Ways to adapt the lesson on ${names(facts.concepts)} for students who need more support and for those ready for more challenge.`,
    activities: [
      young
        ? `Support: introduce ${partsOf(first, facts)} with pictures, objects and gestures before the lesson.`
        : `Support: pre-teach the key words (${partsOf(first, facts)}) with a short glossary and examples.`,
      `Support: give a partly completed example on ${first.name} and the sentence starter "${first.name} is … because …".`,
      check
        ? `Support: pair with a peer and check understanding early with: "${check}"`
        : `Support: check understanding of ${first.name} early, before independent work.`,
      compare,
      `Extension: write two questions about ${last.name} at the ${stretch} level and answer a partner's.`,
    ],
  };
}

const HOMEWORK_TASKS: Record<BloomLevel, string> = {
  remember: 'Make flashcards for {parts} and test yourself twice before the next lesson.',
  understand:
    'Explain {concept} to someone at home in your own words; write down one question they asked.',
  apply: 'Complete two new examples that use {concept}, showing each step.',
  analyze: 'Make a table comparing the parts of {concept}: {parts}.',
  evaluate:
    'Write a short paragraph judging an idea about {concept}, giving evidence for your view.',
  create: 'Design a one-page guide that teaches {concept} to a younger student.',
};

function homework(facts: LessonFacts, content: LessonContent): EnrichmentBlock {
  const concept = facts.concepts[facts.seed % facts.concepts.length];
  const top = facts.objectiveBlooms[facts.objectiveBlooms.length - 1];
  const practice = questionsOf(content, 'independent_practice_block').slice(0, 2);
  return {
    type: 'homework',
    title: `Homework: practising ${facts.topic}`,
    description: `Short tasks that space out practice of ${names(facts.concepts)} after the lesson.`,
    activities: [
      `Without notes, write down everything you remember about ${names(facts.concepts)}; then check your notes and correct in another colour.`,
      ...practice.map((q) => `Answer in full sentences: "${q}"`),
      fillTemplate(HOMEWORK_TASKS[top], { concept: concept.name, parts: partsOf(concept, facts) }),
    ],
  };
}

function realWorld(facts: LessonFacts): EnrichmentBlock {
  const templates = SUBJECT_PROFILES[facts.family].realWorld;
  const start = facts.seed % templates.length;
  return {
    type: 'real_world_connection',
    title: `${facts.topic} in everyday life`,
    description: `Links from ${names(facts.concepts)} to students' lives and the world outside school.`,
    activities: facts.concepts
      .slice(0, 3)
      .map((c, i) => fillTemplate(templates[(start + i) % templates.length], { concept: c.name })),
  };
}

function crossCurricular(facts: LessonFacts): EnrichmentBlock {
  const links: SubjectFamily[] = SUBJECT_PROFILES[facts.family].linksTo;
  const start = facts.seed % links.length;
  const activities = facts.concepts.slice(0, 3).map((c, i) => {
    const other = links[(start + i) % links.length];
    const task = fillTemplate(SUBJECT_PROFILES[other].linkActivity, { concept: c.name });
    return `${FAMILY_NAMES[other]}: ${task}.`;
  });
  const first = facts.concepts[0];
  const extra = pick(links, facts.seed, 'extra');
  activities.push(
    `Ask the ${FAMILY_NAMES[extra].toLowerCase()} teacher where ${first.name} comes up in their lessons and plan one shared task.`,
  );
  return {
    type: 'cross_curricular',
    title: `${facts.topic} across subjects`,
    description: `How ${names(facts.concepts)} connect with other subjects, concept by concept.`,
    activities,
  };
}

const EVIDENCE: Record<BloomLevel, string> = {
  remember: 'recalls and names {parts} correctly',
  understand: 'explains {concept} in their own words with an example',
  apply: 'uses {concept} correctly in a new example',
  analyze: 'breaks {concept} into {parts} and shows how they relate',
  evaluate: 'makes and justifies a judgement about {concept} with evidence',
  create: 'produces something new that uses {concept} appropriately',
};

function assessmentExtension(facts: LessonFacts, content: LessonContent): EnrichmentBlock {
  const criteria = facts.objectives.slice(0, 3).map((objective, i) => {
    const concept = conceptOfObjective(objective, facts, i);
    const evidence = fillTemplate(EVIDENCE[objective.bloom ?? 'understand'], {
      concept: concept.name,
      parts: partsOf(concept, facts),
    });
    return `Success criterion for "${objective.text}": the student ${evidence}.`;
  });
  const question = questionsOf(content, 'assessment_block')[0];
  return {
    type: 'assessment_extension',
    title: `Checking mastery of ${facts.topic}`,
    description: `Further evidence that students met the objectives on ${names(facts.concepts)}, beyond the lesson's own assessment.`,
    activities: [
      ...criteria,
      `A week later, give a five-question retrieval quiz on ${names(facts.concepts)} to check what was retained.`,
      ...(question
        ? [
            `Mark "${question}" with a three-level rubric (not yet, nearly, secure) and share the rubric with students.`,
          ]
        : []),
      `Students rate their confidence on each objective and write one next step for ${facts.concepts[0].name}.`,
    ],
  };
}
