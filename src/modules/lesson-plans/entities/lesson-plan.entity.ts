import { Column, Entity } from 'typeorm';
import { GenerationRecord } from 'src/modules/generation-steps/entities/generation-record.entity';

/** A lesson plan as asked for at step 1 (docs/api-contract.md §5); its steps are job rows. */
@Entity('lesson_plans')
export class LessonPlan extends GenerationRecord {
  /** 30–90; the alignment's block durations add up to it. */
  @Column({ name: 'duration_minutes', type: 'int' })
  durationMinutes!: number;

  /** A recording of the teacher describing the lesson; kept, not transcribed (see README). */
  @Column({ name: 'audio_url', type: 'varchar', length: 2048, nullable: true })
  audioUrl!: string | null;

  /** The client's own `metadata` JSON, kept as sent. */
  @Column({ type: 'json', nullable: true })
  metadata!: Record<string, unknown> | null;
}
