import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { StartupError } from 'src/common/errors/startup.error';
import type { JobKind } from 'src/modules/jobs/job-kind';
import {
  type JobProcessor,
  ProcessJobsMetadata,
} from 'src/modules/jobs/registry/process-jobs.decorator';

/**
 * Every job kind this process knows, with what it needs per kind: its processor (found once by
 * discovery) and its webhook payload (on the kind). Kinds come from the families' modules
 * (`JobsModule.forKinds`) and from their processors; a worker with a kind but no processor refuses
 * to start.
 */
@Injectable()
export class JobRegistry {
  private readonly kinds = new Map<string, JobKind>();
  private processors?: Map<string, JobProcessor>;

  constructor(private readonly discovery: DiscoveryService) {}

  declare(kinds: readonly JobKind[]): void {
    for (const kind of kinds) {
      const known = this.kinds.get(kind.name);
      // Two definitions of one name would give one event two queues or two payloads.
      if (known && known !== kind) {
        throw new StartupError(`Job kind "${kind.name}" is defined twice`);
      }
      this.kinds.set(kind.name, kind);
    }
  }

  /** The kind of a stored row (its payload, its queue); undefined when this process lacks it. */
  kind(name: string): JobKind | undefined {
    this.discoverProcessors();
    return this.kinds.get(name);
  }

  /** The kind of a new row; an undeclared kind is a programming error, caught before any write. */
  require(kind: JobKind): JobKind {
    const known = this.kinds.get(kind.name);
    if (!known) throw new Error(`Job kind "${kind.name}" is not declared with JobsModule.forKinds`);
    return known;
  }

  /** Declared kinds, and the kinds of the processors this process has. */
  allKinds(): JobKind[] {
    this.discoverProcessors();
    return [...this.kinds.values()];
  }

  processorFor(kind: string): JobProcessor | undefined {
    return this.discoverProcessors().get(kind);
  }

  /** Worker start-up (immich's job registry check): every kind has exactly one processor. */
  assertProcessors(): void {
    const processors = this.discoverProcessors();
    const missing = [...this.kinds.values()].filter((kind) => !processors.has(kind.name));
    if (missing.length > 0) {
      throw new StartupError(
        `No processor for job kind(s) ${missing.map((kind) => `"${kind.name}"`).join(', ')}: ` +
          'register a @ProcessJobs provider in the family worker module',
      );
    }
  }

  private discoverProcessors(): Map<string, JobProcessor> {
    if (this.processors) return this.processors;
    const processors = new Map<string, JobProcessor>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: ProcessJobsMetadata.KEY })) {
      const kinds = this.discovery.getMetadataByDecorator(ProcessJobsMetadata, wrapper) ?? [];
      for (const kind of kinds) {
        if (processors.has(kind.name)) {
          throw new StartupError(`Job kind "${kind.name}" has two processors`);
        }
        this.declare([kind]);
        processors.set(kind.name, wrapper.instance as JobProcessor);
      }
    }
    this.processors = processors;
    return processors;
  }
}
