import type { EntityManager } from 'typeorm';
import type { ErasedRows } from 'src/modules/privacy/erasure/erased-rows';
import type { ResourceType } from 'src/modules/privacy/erasure/resource-types';

/** Whose data an erasure may touch: a client, and for families read per API user, that user. */
export interface ErasureOwner {
  clientId: string;
  /** Set for a client's API user asking; absent for the operator and the retention purge. */
  apiUserId?: string;
}

/**
 * A resource found for erasure, with everything that goes with it: the job rows of every step
 * (by subject id), the stored files, and the family's own rows.
 */
export interface LocatedResource {
  type: ResourceType;
  id: string;
  clientId: string;
  /** Subjects of the job rows that go with it (its steps, its sheets' steps, its plans). */
  subjectIds: string[];
  /** Stored documents (uploads and fetched URLs) that go with it. */
  documentIds: string[];
  /** Deletes the family's rows (children first or by cascade); counts per family. */
  deleteRows(manager: EntityManager): Promise<ErasedRows>;
}

export const unique = <T>(items: Iterable<T>): T[] => [...new Set(items)];
