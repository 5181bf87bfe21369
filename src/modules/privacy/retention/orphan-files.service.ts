import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock/clock';
import { type PrivacyConfig, privacyConfig } from 'src/config/privacy.config';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';

const BATCH = 500;

/** Where rows refer to stored documents: JSON arrays of `{id, …}` or of ids. */
const REFERENCES = [
  'SELECT documents AS refs FROM exams WHERE client_id = ?',
  'SELECT m.documents AS refs FROM exam_model_answers m JOIN exams e ON e.id = m.exam_id WHERE e.client_id = ?',
  'SELECT s.documents AS refs FROM exam_answer_sheets s JOIN exams e ON e.id = s.exam_id WHERE e.client_id = ?',
  'SELECT document_ids AS refs FROM worksheets WHERE client_id = ?',
  'SELECT document_ids AS refs FROM lesson_plans WHERE client_id = ?',
];

/**
 * Removes stored files no row refers to (a lost race, a crash) once older than
 * ORPHAN_FILE_GRACE_SECONDS.
 */
@Injectable()
export class OrphanFiles {
  private readonly logger = new Logger(OrphanFiles.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(privacyConfig.KEY) private readonly config: PrivacyConfig,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  /** Every client's orphans, or one client's (`only`). */
  async sweep(now: Date = this.clock.now(), only?: { clientId: string }): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.orphanGraceSeconds * 1000);
    const clients = only
      ? [{ client_id: only.clientId }]
      : await this.dataSource.query<{ client_id: string }[]>(
          'SELECT DISTINCT client_id FROM documents WHERE created_at < ?',
          [cutoff],
        );
    let removed = 0;
    for (const { client_id: clientId } of clients) {
      const count = await this.sweepClient(clientId, cutoff);
      if (count === 0) continue;
      removed += count;
      await this.audit.record({
        actor: 'system:orphan-sweep',
        action: 'orphan_files_removed',
        clientId,
        target: 'documents',
        rowCount: count,
      });
    }
    if (removed > 0) this.logger.log({ removed }, 'Orphan files removed');
    return removed;
  }

  private async sweepClient(clientId: string, cutoff: Date): Promise<number> {
    const referenced = await this.referenced(clientId);
    let removed = 0;
    let after = '';
    for (;;) {
      const batch = await this.dataSource.query<{ id: string }[]>(
        `SELECT id FROM documents WHERE client_id = ? AND created_at < ? AND id > ?
          ORDER BY id LIMIT ${BATCH}`,
        [clientId, cutoff, after],
      );
      const orphans = batch.map((row) => row.id).filter((id) => !referenced.has(id));
      if (orphans.length > 0) {
        // Chunks (the bytes) go with their row (ON DELETE CASCADE).
        const result = await this.dataSource.query<{ affectedRows?: number }>(
          'DELETE FROM documents WHERE id IN (?) AND created_at < ?',
          [orphans, cutoff],
        );
        removed += result.affectedRows ?? 0;
      }
      if (batch.length < BATCH) return removed;
      after = batch[batch.length - 1].id;
    }
  }

  private async referenced(clientId: string): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const sql of REFERENCES) {
      for (const { refs } of await this.dataSource.query<{ refs: unknown }[]>(sql, [clientId])) {
        const list = typeof refs === 'string' ? (JSON.parse(refs) as unknown) : refs;
        if (!Array.isArray(list)) continue;
        for (const item of list as unknown[]) {
          const id = typeof item === 'string' ? item : (item as { id?: unknown } | null)?.id;
          if (typeof id === 'string') ids.add(id);
        }
      }
    }
    return ids;
  }
}
