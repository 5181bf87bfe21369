import type { SubjectFamily } from './subject-families';

/**
 * What each subject family brings to a lesson, as templates filled with the lesson's concepts:
 * the materials a teacher of that subject reaches for, the real-world settings where its ideas
 * show up, and how another subject can use the same concept (cross-curricular links). None of it
 * names a topic; every concept comes from the teacher's subject matter.
 */
export interface MaterialTemplate {
  name: string;
  /** Filled with `{topic}`, `{concept}`, `{concepts}`, `{subconcepts}`. */
  use: string;
}

export interface SubjectProfile {
  materials: MaterialTemplate[];
  /** Where `{concept}` meets students' lives outside school. */
  realWorld: string[];
  /** How a lesson in this family can pick up `{concept}` from another subject. */
  linkActivity: string;
  /** The families a lesson in this one most often links to, closest first. */
  linksTo: SubjectFamily[];
}

export const SUBJECT_PROFILES: Record<SubjectFamily, SubjectProfile> = {
  mathematics: {
    materials: [
      { name: 'Manipulatives', use: 'counters, blocks or fraction strips to model {concept}' },
      { name: 'Mini whiteboards', use: 'for every student to show working on {concepts}' },
      {
        name: 'Graph paper and rulers',
        use: 'for drawing and measuring while practising {concept}',
      },
    ],
    realWorld: [
      'Find {concept} in shopping, budgeting or sharing costs at home, and bring one example.',
      'Look for {concept} in sport scores, timetables or recipes and explain how it is used.',
      'Ask an adult how {concept} is used in their work and note one real calculation.',
    ],
    linkActivity: 'collect or measure data about {concept} and present it in a table or graph',
    linksTo: ['science', 'computing', 'social_studies', 'arts'],
  },
  science: {
    materials: [
      { name: 'Lab or demonstration kit', use: 'safe apparatus to observe {concept} first-hand' },
      { name: 'Labelled diagrams', use: 'large diagrams of {concepts} for the board and desks' },
      {
        name: 'Observation record sheet',
        use: 'to record predictions and results about {concept}',
      },
    ],
    realWorld: [
      'Spot {concept} at home or in the neighbourhood and describe what you observed.',
      'Find a news story or product that depends on {concept} and explain the link.',
      'Explain to a family member how {concept} affects health, safety or the environment.',
    ],
    linkActivity: 'investigate how {concept} works and record a fair observation or measurement',
    linksTo: ['mathematics', 'social_studies', 'language', 'computing'],
  },
  language: {
    materials: [
      { name: 'Text extracts', use: 'short passages that show {concept} in use' },
      { name: 'Word bank cards', use: 'key words and examples for {concepts}' },
      {
        name: 'Sentence frames',
        use: 'starters that help students talk and write about {concept}',
      },
    ],
    realWorld: [
      'Collect examples of {concept} from signs, adverts, songs or conversations this week.',
      'Use {concept} in a message, letter or post for a real reader and note the effect.',
      'Listen for {concept} in a news broadcast or podcast and write down two examples.',
    ],
    linkActivity: 'read or write a short text about {concept} using its key vocabulary accurately',
    linksTo: ['social_studies', 'arts', 'science', 'computing'],
  },
  social_studies: {
    materials: [
      { name: 'Maps and timelines', use: 'to place {concept} in space and time' },
      { name: 'Source pack', use: 'pictures, documents or data about {concepts}' },
      { name: 'Chart paper and markers', use: 'for groups to organise ideas about {concept}' },
    ],
    realWorld: [
      'Find how {concept} affects your town or community and describe one example.',
      'Interview a family member about {concept} and compare their view with the lesson.',
      'Follow a current news story connected to {concept} and summarise it in three sentences.',
    ],
    linkActivity: 'place {concept} in its historical, geographical or civic context',
    linksTo: ['language', 'mathematics', 'science', 'arts'],
  },
  computing: {
    materials: [
      { name: 'Computers or tablets', use: 'to try {concept} hands-on' },
      {
        name: 'Unplugged activity cards',
        use: 'paper tasks that model {concepts} without devices',
      },
      { name: 'Code or flowchart templates', use: 'to plan steps that use {concept}' },
    ],
    realWorld: [
      'Identify an app or device you use that relies on {concept} and explain how.',
      'Describe how {concept} keeps a service you use safe, fast or reliable.',
      'Find where {concept} appears in a game or website and sketch how it works.',
    ],
    linkActivity: 'model {concept} as an algorithm, flowchart or simple program',
    linksTo: ['mathematics', 'science', 'arts', 'language'],
  },
  arts: {
    materials: [
      { name: 'Exemplar works', use: 'images, recordings or pieces that show {concept}' },
      { name: 'Art or performance materials', use: 'for students to practise {concept}' },
      { name: 'Sketchbooks or journals', use: 'to record ideas and reflections on {concepts}' },
    ],
    realWorld: [
      'Find {concept} in a building, advert, film or song and describe its effect.',
      'Visit (in person or online) a gallery, concert or performance and note {concept}.',
      'Use {concept} to improve something you make or perform at home.',
    ],
    linkActivity: 'express {concept} visually, musically or through performance',
    linksTo: ['language', 'social_studies', 'mathematics', 'science'],
  },
  physical_education: {
    materials: [
      { name: 'Sports equipment', use: 'cones, balls or mats to practise {concept}' },
      { name: 'Task cards', use: 'station cards describing drills for {concepts}' },
      { name: 'Stopwatches', use: 'to time and measure performance in {concept}' },
    ],
    realWorld: [
      'Use {concept} in a game or activity outside school and note how it went.',
      'Watch a match or event and spot {concept} being used by the players.',
      'Explain to a friend or family member why {concept} matters for health or performance.',
    ],
    linkActivity: 'connect {concept} to the body, movement, health or fair play',
    linksTo: ['science', 'mathematics', 'social_studies', 'arts'],
  },
  general: {
    materials: [
      { name: 'Chart paper and markers', use: 'for groups to organise ideas about {concept}' },
      { name: 'Concept cards', use: 'one card per idea: {concepts}' },
      { name: 'Mini whiteboards', use: 'for quick whole-class checks on {concepts}' },
    ],
    realWorld: [
      'Find an example of {concept} in everyday life and explain why it fits.',
      'Ask someone at home where they meet {concept} and record their answer.',
      'Notice {concept} in the news or online and describe the example in a few sentences.',
    ],
    linkActivity: 'use {concept} in a short task from that subject',
    linksTo: ['language', 'mathematics', 'science', 'social_studies'],
  },
};
