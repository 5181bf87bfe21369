import type { DocumentMediaType } from 'src/modules/documents/inspection/document-type';

/** A document attached to a sheet (the document reader's id), kept with what a read shows of it. */
export interface AttachedFile {
  id: string;
  filename: string;
  mediaType: DocumentMediaType;
  /** SHA-256 of the file's bytes (absent on files attached before it was kept). */
  sha256?: string;
}
