import { Column, Entity, JoinColumn, ManyToOne, type ValueTransformer } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { Rubric } from 'src/modules/rubrics/entities/rubric.entity';

/** A score as the client sent it: a number, a numeric string or text such as `"5 Star"`. */
export type ScoreAsSent = number | string;

/** One level of a criterion: the score and what work at that score looks like. */
export interface ScoringLevel {
  /** The number scored with: the leading number of what was sent. */
  score: number;
  scoringLogic: string;
  /** The score as sent, when it was sent as text (`"5 Star"`, `"4"`); absent when a number. */
  scoreSent?: string;
}

/** mysql2 returns DECIMAL as a string to keep precision; scores have two decimals at most. */
const decimalAsNumber: ValueTransformer = {
  to: (value: number) => value,
  from: (value: string | number) => Number(value),
};

@Entity('rubric_criteria')
export class RubricCriterion extends UuidEntity {
  @Column({ name: 'rubric_id', type: 'char', length: 36 })
  rubricId!: string;

  @ManyToOne(() => Rubric, (rubric) => rubric.criteria, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rubric_id' })
  rubric?: Rubric;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({
    name: 'min_score',
    type: 'decimal',
    precision: 7,
    scale: 2,
    transformer: decimalAsNumber,
  })
  minScore!: number;

  @Column({
    name: 'max_score',
    type: 'decimal',
    precision: 7,
    scale: 2,
    transformer: decimalAsNumber,
  })
  maxScore!: number;

  /** `minScore` as sent when it was text (`"5 Star"`); null when it was the number itself. */
  @Column({ name: 'min_score_sent', type: 'varchar', length: 128, nullable: true })
  minScoreSent!: string | null;

  /** `maxScore` as sent when it was text (`"5 Star"`); null when it was the number itself. */
  @Column({ name: 'max_score_sent', type: 'varchar', length: 128, nullable: true })
  maxScoreSent!: string | null;

  @Column({ name: 'scoring_logic', type: 'json' })
  scoringLogic!: ScoringLevel[];

  /** Order in which the client added the criteria; lists and reports keep it. */
  @Column({ type: 'int' })
  position!: number;
}
