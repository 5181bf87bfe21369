import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { StartupError } from 'src/common/errors/startup.error';
import { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';
import {
  type EventPayloadBuilder,
  EventPayloadMetadata,
} from 'src/modules/webhooks/events/event-payloads';

/** The families' payload builders (`@BuildsEventPayload`), found once by discovery. */
@Injectable()
export class WebhookPayloads {
  private builders?: Map<string, EventPayloadBuilder>;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly registry: JobRegistry,
  ) {}

  builderFor(event: string): EventPayloadBuilder | undefined {
    return this.discover().get(event);
  }

  /** Worker start-up: every job kind this process can run has a payload for its event. */
  assertComplete(): void {
    const builders = this.discover();
    const missing = this.registry.allKinds().filter((kind) => !builders.has(kind.name));
    if (missing.length > 0) {
      throw new StartupError(
        `No webhook payload builder for job kind(s) ${missing.map((kind) => `"${kind.name}"`).join(', ')}: ` +
          'register a @BuildsEventPayload provider in the family worker module',
      );
    }
  }

  private discover(): Map<string, EventPayloadBuilder> {
    if (this.builders) return this.builders;
    const builders = new Map<string, EventPayloadBuilder>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: EventPayloadMetadata.KEY })) {
      for (const kind of this.discovery.getMetadataByDecorator(EventPayloadMetadata, wrapper) ??
        []) {
        if (builders.has(kind.name)) {
          throw new StartupError(`Job kind "${kind.name}" has two webhook payload builders`);
        }
        builders.set(kind.name, wrapper.instance as EventPayloadBuilder);
      }
    }
    this.builders = builders;
    return builders;
  }
}
