import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One piece of a stored document's bytes (see CONTENT_CHUNK_BYTES); deleted once it is read. */
@Entity('document_chunks')
export class DocumentChunk {
  @PrimaryColumn({ name: 'document_id', type: 'char', length: 36 })
  documentId!: string;

  @PrimaryColumn({ type: 'int' })
  position!: number;

  @Column({ type: 'mediumblob' })
  data!: Buffer;
}
