import type { PlanningInput } from 'src/ai/ports/teaching-content.port';

/** Lessons as a teacher confirms them in step 2 (subject matter and objectives as sent). */
export function scienceLesson(): PlanningInput {
  return {
    board: 'CBSE',
    grade: 'Grade 7',
    subject: 'Science',
    topic: 'Photosynthesis',
    section: null,
    sources: [
      {
        document: 'plants.pdf',
        page: 1,
        text:
          'Green plants make their own food. Chlorophyll in the leaves absorbs light energy. ' +
          'Stomata are tiny pores that let carbon dioxide into the leaf.',
      },
    ],
    subjectMatter: {
      topics_to_be_covered: { topic: ['Photosynthesis', 'Leaf structure'] },
      key_concepts_and_subconcepts: {
        topics: [
          {
            topic: 'Photosynthesis',
            sub_topic: ['chlorophyll', 'light energy', 'carbon dioxide', 'glucose'],
          },
          { topic: 'Leaf structure', sub_topic: ['stomata', 'palisade cells'] },
          { topic: 'Limiting factors', sub_topic: ['light intensity', 'temperature'] },
        ],
      },
    },
    learningStandards: {
      smart_learning_objectives: {
        objects: {
          ai_recommendations: [
            'Students will be able to identify the parts of a leaf involved in photosynthesis.',
            'Students will be able to explain how plants use light energy to make glucose.',
            'Students will be able to analyse how light intensity affects the rate of photosynthesis.',
          ],
        },
      },
    },
  };
}

/** British spelling throughout: it must come back as sent. */
export function artLesson(): PlanningInput {
  return {
    board: 'Cambridge',
    grade: 'Year 4',
    subject: 'Art and Design',
    topic: 'Colour mixing',
    section: 'B',
    sources: [],
    subjectMatter: {
      topics_to_be_covered: { topic: ['Colour mixing'] },
      key_concepts_and_subconcepts: {
        topics: [
          { topic: 'Primary colours', sub_topic: ['red', 'yellow', 'blue'] },
          { topic: 'Secondary colours', sub_topic: ['orange', 'green', 'purple'] },
          { topic: 'The colour wheel', sub_topic: ['warm colours', 'cool colours'] },
        ],
      },
    },
    learningStandards: {
      smart_learning_objectives: {
        objects: {
          ai_recommendations: [
            'Pupils will be able to recognise the three primary colours.',
            'Pupils will be able to analyse how two primary colours combine into a secondary colour.',
            'Pupils will design a colour wheel that organises warm and cool colours.',
          ],
        },
      },
    },
  };
}

/** Made-up words: whatever the plan says about them can only have come from the input. */
export function inventedLesson(): PlanningInput {
  return {
    board: 'Test board',
    grade: 'Grade 9',
    subject: 'Mathematics',
    topic: 'Zorblax fields',
    section: null,
    sources: [],
    subjectMatter: {
      topics_to_be_covered: { topic: ['Zorblax fields'] },
      key_concepts_and_subconcepts: {
        topics: [
          { topic: 'Quuxon rank', sub_topic: ['flimflam order', 'snargle degree'] },
          { topic: 'Vorpal lemma', sub_topic: ['borogove bound'] },
        ],
      },
    },
    learningStandards: {
      smart_learning_objectives: {
        objects: {
          ai_recommendations: ['Students will be able to calculate the quuxon rank of a field.'],
        },
      },
    },
  };
}

/** What the desktop app can send: topics joined with ", ", the subject matter emptied. */
export function bareLesson(): PlanningInput {
  return {
    board: 'State board',
    grade: 'Class 5',
    subject: 'Mathematics',
    topic: 'Fractions, Decimals',
    section: null,
    sources: [],
    subjectMatter: {
      topics_to_be_covered: { topic: [] },
      key_concepts_and_subconcepts: { topics: [] },
    },
    learningStandards: { smart_learning_objectives: { objects: { ai_recommendations: [] } } },
  };
}
