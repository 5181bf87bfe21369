import type { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { gradeNumber } from 'src/ai/builtin/curriculum/curriculum-subjects';
import type {
  EnrichmentBlock,
  LessonAlignment,
  LessonContent,
  PlanningInput,
  QuestionExplanation,
  QuestionType,
  SubjectMatterDraft,
  TeachingContext,
  WorksheetBlueprint,
  WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import { readObjectives, bloomOf, type Objective } from 'src/ai/builtin/teaching/objectives';
import {
  alignFromCurriculum,
  writeFromCurriculum,
} from 'src/ai/builtin/teaching/curriculum/curriculum-lesson';
import { enrichFromCurriculum } from 'src/ai/builtin/teaching/curriculum/curriculum-enrichment';
import { explainFromCurriculum } from 'src/ai/builtin/teaching/curriculum/curriculum-explanations';
import {
  objectivesFromOutcomes,
  subjectMatterFromCurriculum,
} from 'src/ai/builtin/teaching/curriculum/curriculum-subject-matter';
import { writeCurriculumWorksheet } from 'src/ai/builtin/teaching/curriculum/curriculum-worksheet';
import type { DocumentReading } from 'src/ai/builtin/teaching/curriculum/lesson-components';
import { documentTopics } from 'src/ai/builtin/teaching/curriculum/document-scope';
import { outcomeOf } from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import type { DraftNote } from 'src/ai/builtin/teaching/curriculum/draft';
import type { MathsExerciseSource } from 'src/ai/builtin/teaching/curriculum/maths-source';
import {
  termsMetBefore,
  type TopicKnowledge,
  topicKnowledge,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

/** Everything the step's output depends on, the seed of its choices. */
function seedOf(input: TeachingContext, k: TopicKnowledge): string {
  return [
    input.board,
    input.grade,
    input.subject,
    input.topic ?? '',
    ...k.topics.map((t) => t.id),
  ].join('|');
}

/**
 * The builtin steps of both families written from the curriculum: used when the teacher's topic
 * resolves to curriculum entries and no document was attached.
 */
export class CurriculumTeaching {
  constructor(
    readonly curriculum: Curriculum,
    private readonly maths: MathsExerciseSource,
  ) {}

  /** The knowledge for the input's topics; null when the curriculum does not cover them. */
  knowledge(input: TeachingContext & Partial<PlanningInput>): TopicKnowledge | null {
    const topics = this.curriculum.topicsFor(input);
    return topics.length > 0
      ? this.known(topicKnowledge(topics, gradeNumber(input.grade), this.maths, input.topic))
      : null;
  }

  /** The knowledge with the terms its class met in earlier grades (a starter asks only those). */
  private known(k: TopicKnowledge): TopicKnowledge {
    const ids = k.topics.map((topic) => topic.id);
    return { ...k, known: termsMetBefore(this.curriculum.topics, k.main.subject, k.grade, ids) };
  }

  /**
   * The knowledge as far as the documents' `text` teaches it (documentTopics): a lesson written
   * from a document uses only the terms, facts and outcomes the text names.
   */
  documentKnowledge(
    input: TeachingContext & Partial<PlanningInput>,
    text: string,
  ): TopicKnowledge | null {
    const topics = documentTopics(this.curriculum.topicsFor(input), text);
    return topics.length > 0
      ? this.known(topicKnowledge(topics, gradeNumber(input.grade), this.maths, input.topic))
      : null;
  }

  /** `document`: the attached documents' sentences, which teach an objective first. */
  draftSubjectMatter(k: TopicKnowledge, document: readonly string[] = []): SubjectMatterDraft {
    return subjectMatterFromCurriculum(k, document);
  }

  writeQuestions(
    k: TopicKnowledge,
    input: PlanningInput,
    blueprint: WorksheetBlueprint,
  ): WorksheetQuestions {
    return writeCurriculumWorksheet(k, this.objectives(k, input), blueprint, seedOf(input, k))
      .questions;
  }

  explainQuestions(
    k: TopicKnowledge,
    input: PlanningInput,
    questions: WorksheetQuestions,
    blueprint: WorksheetBlueprint,
  ): Record<QuestionType, QuestionExplanation[]> {
    // The sheet written again from its blueprint gives each question's note (why, mistakes).
    const again = writeCurriculumWorksheet(
      this.knowledge(input) ?? k,
      this.objectives(k, input),
      blueprint,
      seedOf(input, k),
    );
    const notes = new Map<string, DraftNote>();
    for (const [type, list] of Object.entries(again.questions))
      list.forEach((question, i) =>
        notes.set(question.question, again.notes[type as QuestionType][i]),
      );
    return explainFromCurriculum(k, questions, notes);
  }

  alignLesson(
    k: TopicKnowledge,
    input: PlanningInput,
    minutes: number,
    reading?: DocumentReading | null,
  ): LessonAlignment {
    const outcomes = this.outcomes(k, input, reading?.sentences);
    return alignFromCurriculum(k, minutes, seedOf(input, k), outcomes, reading);
  }

  writeLesson(
    k: TopicKnowledge,
    input: PlanningInput,
    alignment: LessonAlignment,
    reading?: DocumentReading | null,
  ): LessonContent {
    const outcomes = this.outcomes(k, input, reading?.sentences);
    return writeFromCurriculum(k, alignment, seedOf(input, k), outcomes, reading);
  }

  enrichLesson(
    k: TopicKnowledge,
    input: PlanningInput,
    content: LessonContent,
    document?: readonly string[],
  ): EnrichmentBlock[] {
    return enrichFromCurriculum(
      k,
      content,
      this.curriculum,
      input.grade,
      seedOf(input, k),
      this.outcomes(k, input, document),
    );
  }

  /** The outcomes the lesson teaches and checks: the objectives without their lead-in. */
  private outcomes(
    k: TopicKnowledge,
    input: PlanningInput,
    document?: readonly string[],
  ): string[] {
    return this.objectives(k, input, document).map((objective) => outcomeOf(objective.text));
  }

  /**
   * The teacher's confirmed objectives; when none were sent back, the topic's outcomes (those the
   * attached `document` teaches, when there is one).
   */
  private objectives(
    k: TopicKnowledge,
    input: PlanningInput,
    document: readonly string[] = [],
  ): Objective[] {
    const confirmed = readObjectives(input.learningStandards);
    if (confirmed.length > 0) return confirmed;
    return objectivesFromOutcomes(k, document).map((text) => ({
      text,
      bloom: bloomOf(text) ?? 'understand',
    }));
  }
}
