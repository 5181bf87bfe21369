import { Column, Entity } from 'typeorm';
import type { BloomLevel, Difficulty, QuestionType } from 'src/ai/ports/teaching-content.port';
import { GenerationRecord } from 'src/modules/generation-steps/entities/generation-record.entity';

/** A worksheet as asked for at step 1 (docs/api-contract.md §5); its steps are job rows. */
@Entity('worksheets')
export class Worksheet extends GenerationRecord {
  @Column({ name: 'number_of_questions', type: 'int' })
  numberOfQuestions!: number;

  /** Questions per type; the counts add up to `numberOfQuestions`. */
  @Column({ name: 'question_distribution', type: 'json' })
  questionDistribution!: Record<QuestionType, number>;

  /** Percentages adding up to 100. */
  @Column({ name: 'difficulty_distribution', type: 'json' })
  difficultyDistribution!: Record<Difficulty, number>;

  /** Percentages adding up to 100. */
  @Column({ name: 'bloom_distribution', type: 'json' })
  bloomDistribution!: Record<BloomLevel, number>;
}
