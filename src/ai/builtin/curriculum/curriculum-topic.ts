/**
 * The curriculum the builtin engine knows; every text may reach a student: short, true, British
 * spelling.
 */

/** The curriculum's subjects; reference-data subject names map onto these. */
export const CURRICULUM_SUBJECTS = ['science', 'mathematics', 'social_science', 'english'] as const;
export type CurriculumSubject = (typeof CURRICULUM_SUBJECTS)[number];

export const ACTIVITY_KINDS = [
  'demonstration',
  'practical',
  'investigation',
  'discussion',
  'writing_task',
  'fieldwork',
  'game',
  'worked_example',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface KeyTerm {
  /** The word or phrase as a textbook prints it ("chlorophyll", "carbon dioxide"). */
  term: string;
  /** A definition a student of the topic's grades understands, without the term itself. */
  definition: string;
  /** Other names a student may use for the same thing ("CO2"). */
  aliases?: string[];
}

export interface Fact {
  /** One statement, true on its own, in a full sentence. */
  text: string;
  /** The key terms it states, spelt as in `key_terms[].term`: the words a blank may remove. */
  terms: string[];
}

export interface ProcessStage {
  name: string;
  description: string;
}

/** A process with ordered stages (the water cycle, digestion, how a bill becomes law). */
export interface Process {
  name: string;
  stages: ProcessStage[];
}

export interface CauseEffect {
  cause: string;
  effect: string;
}

export interface WorkedExample {
  problem: string;
  steps: string[];
  answer: string;
}

/** A belief students commonly hold, and what is true instead. */
export interface Misconception {
  /** Stated as a student would say it ("Plants get their food from the soil."). */
  wrong: string;
  /** The correct idea, as a full sentence. */
  correct: string;
}

export interface Activity {
  kind: ActivityKind;
  /** A name a teacher recognises ("Testing a leaf for starch"). */
  name: string;
  /** What the class does, in two to four sentences. */
  description: string;
  materials?: string[];
  /** How long it usually takes in class. */
  minutes?: number;
}

export interface CurriculumTopic {
  /** `<subject>.<kebab-case>`, unique across the curriculum ("science.photosynthesis"). */
  id: string;
  title: string;
  subject: CurriculumSubject;
  /** The branch of the subject ("biology", "history", "number", "grammar", …). */
  strand: string;
  /** Classes (1–12) at which the topic is usually taught. */
  grades: number[];
  /** Other names teachers and syllabi give it ("Nutrition in plants", "How plants make food"). */
  aliases: string[];
  /** Where syllabi place it ("NCERT Class 7 Science: Nutrition in Plants", "Cambridge Stage 7"). */
  syllabus_refs: string[];
  /** One or two sentences a teacher would use to introduce it. */
  summary: string;
  key_terms: KeyTerm[];
  facts: Fact[];
  processes?: Process[];
  cause_effect?: CauseEffect[];
  worked_examples?: WorkedExample[];
  misconceptions: Misconception[];
  activities: Activity[];
  real_world: string[];
  /** Measurable outcomes ("Explain why a leaf kept in the dark has no starch."). */
  outcomes: string[];
  /** Mathematics: the exercise generators that practise this topic ("fractions.add"). */
  skills?: string[];
}

/** The shape of one data file: a subject area's topics. */
export interface CurriculumFile {
  topics: CurriculumTopic[];
}
