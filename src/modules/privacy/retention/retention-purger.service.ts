import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock/clock';
import type { RetentionFamily } from 'src/config/privacy.config';
import { DataEraser } from 'src/modules/privacy/erasure/data-eraser.service';
import { addRows, type ErasedRows, totalRows } from 'src/modules/privacy/erasure/erased-rows';
import { ResourceLocator } from 'src/modules/privacy/erasure/resource-locator';
import { FAMILY_RESOURCES, type ResourceType } from 'src/modules/privacy/erasure/resource-types';
import { RetentionSettings } from 'src/modules/privacy/retention/retention-settings.service';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';

const BATCH = 200;
const DAY_MS = 86_400_000;

/** Where each resource type's rows are, to find the ones past their retention. */
const SOURCES: Readonly<Record<ResourceType, { table: string; where: string }>> = {
  toefl_evaluation: { table: 'evaluations', where: "exam = 'TOEFL'" },
  ielts_evaluation: { table: 'evaluations', where: "exam = 'IELTS'" },
  generic_evaluation: { table: 'evaluations', where: "exam = 'GENERIC'" },
  exam: { table: 'exams', where: "kind = 'exam'" },
  assignment: { table: 'exams', where: "kind = 'assignment'" },
  lesson_plan: { table: 'lesson_plans', where: '1 = 1' },
  worksheet: { table: 'worksheets', where: '1 = 1' },
  class_track_analysis: { table: 'class_track_analyses', where: '1 = 1' },
};

export interface PurgeReport {
  clients: number;
  resources: number;
  /** Resources due but left for a later purge because a step of theirs is queued or running. */
  skipped_running: number;
  rows: ErasedRows;
}

/**
 * Erases resources older than their client's retention period, one transaction each; busy ones wait
 * for the next run.
 */
@Injectable()
export class RetentionPurger {
  private readonly logger = new Logger(RetentionPurger.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: RetentionSettings,
    private readonly locator: ResourceLocator,
    private readonly eraser: DataEraser,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async purge(now: Date = this.clock.now()): Promise<PurgeReport> {
    const report: PurgeReport = { clients: 0, resources: 0, skipped_running: 0, rows: {} };
    for (const clientId of await this.settings.clientsToPurge()) {
      let touched = false;
      for (const { family, days } of await this.settings.effective(clientId)) {
        if (days <= 0) continue;
        const cutoff = new Date(now.getTime() - days * DAY_MS);
        const result = await this.purgeFamily(clientId, family, cutoff);
        if (result.resources + result.skipped === 0) continue;
        touched = true;
        report.resources += result.resources;
        report.skipped_running += result.skipped;
        addRows(report.rows, result.rows);
        await this.audit.record({
          actor: 'system:retention',
          action: 'retention_purge',
          clientId,
          target: `family:${family}`,
          rowCount: totalRows(result.rows),
          details: {
            days,
            cutoff: cutoff.toISOString(),
            resources: result.resources,
            skipped_running: result.skipped,
            ...result.rows,
          },
        });
      }
      if (touched) report.clients += 1;
    }
    if (report.resources + report.skipped_running > 0) {
      this.logger.log(
        { clients: report.clients, resources: report.resources, skipped: report.skipped_running },
        'Retention purge',
      );
    }
    return report;
  }

  private async purgeFamily(clientId: string, family: RetentionFamily, cutoff: Date) {
    const rows: ErasedRows = {};
    let resources = 0;
    const skipped: string[] = [];
    for (const type of FAMILY_RESOURCES[family]) {
      for (;;) {
        const due = await this.due(type, clientId, cutoff, skipped);
        for (const id of due) {
          const erased = await this.dataSource.transaction(async (manager) => {
            const resource = await this.locator.locate(manager, type, id, { clientId });
            if (!resource) return null;
            if ((await this.eraser.activeJobs(manager, resource.subjectIds)) > 0) return 'running';
            return this.eraser.eraseResource(manager, resource);
          });
          if (erased === 'running') skipped.push(id);
          else if (erased) {
            resources += 1;
            addRows(rows, erased);
          }
        }
        if (due.length < BATCH) break;
      }
    }
    return { rows, resources, skipped: skipped.length };
  }

  private async due(
    type: ResourceType,
    clientId: string,
    cutoff: Date,
    skipped: string[],
  ): Promise<string[]> {
    const { table, where } = SOURCES[type];
    const notSkipped = skipped.length > 0 ? ' AND id NOT IN (?)' : '';
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM ${table} WHERE client_id = ? AND ${where} AND created_at < ?${notSkipped}
        ORDER BY created_at, id LIMIT ${BATCH}`,
      [clientId, cutoff, ...(skipped.length > 0 ? [skipped] : [])],
    );
    return rows.map((row) => row.id);
  }
}
