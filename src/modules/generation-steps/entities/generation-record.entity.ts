import { Column } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';

/** A reference-data item as it was named when the record was created. */
export interface NamedRef {
  id: string;
  name: string;
}

/**
 * What a worksheet and a lesson plan share: the teacher's request at step 1. Each step is a job
 * row whose `subject_id` is this record's id; the record never changes after step 1.
 */
export abstract class GenerationRecord extends UuidEntity {
  /** The tenant: only this client's API user reads it. */
  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  @Column({ name: 'board_id', type: 'char', length: 36 })
  boardId!: string;

  @Column({ name: 'board_name', type: 'varchar', length: 100 })
  boardName!: string;

  @Column({ name: 'grade_id', type: 'char', length: 36 })
  gradeId!: string;

  @Column({ name: 'grade_name', type: 'varchar', length: 100 })
  gradeName!: string;

  @Column({ name: 'subject_id', type: 'char', length: 36 })
  subjectId!: string;

  @Column({ name: 'subject_name', type: 'varchar', length: 150 })
  subjectName!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  topic!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  section!: string | null;

  /** The teacher's documents (the document reader's ids), in the order sent. */
  @Column({ name: 'document_ids', type: 'json' })
  documentIds!: string[];

  get board(): NamedRef {
    return { id: this.boardId, name: this.boardName };
  }

  get grade(): NamedRef {
    return { id: this.gradeId, name: this.gradeName };
  }

  get subject(): NamedRef {
    return { id: this.subjectId, name: this.subjectName };
  }
}
