import { Injectable } from '@nestjs/common';
import { Command, CommandRunner, Option } from 'nest-commander';
import { printJson, requireOption } from 'src/common/cli/command-output';
import {
  type ClientTemplates,
  WebhookTemplates,
} from 'src/modules/webhooks/services/webhook-templates.service';

interface TemplateOptions {
  clientId?: string;
  template?: string;
  templates?: string;
}

function printClient({ client, restricted, templates }: ClientTemplates): void {
  printJson({
    client_id: client.clientId,
    restricted,
    templates: templates.map((template) => template.name),
  });
}

/** Decorated so TypeScript emits the constructor's metadata that subclasses inherit. */
@Injectable()
abstract class TemplateCommand extends CommandRunner {
  constructor(protected readonly templates: WebhookTemplates) {
    super();
  }

  @Option({ flags: '--client-id <clientId>', description: "The client's public client_id" })
  parseClientId(value: string): string {
    return value;
  }
}

@Command({
  name: 'templates:list',
  description: 'Print every webhook template, or with --client-id the ones that client may use',
})
export class TemplatesListCommand extends TemplateCommand {
  async run(_args: string[], options: TemplateOptions): Promise<void> {
    if (options.clientId) {
      printClient(await this.templates.forClient(options.clientId));
      return;
    }
    printJson(
      (await this.templates.all()).map((template) => ({
        id: template.id,
        name: template.name,
        display_name: template.displayName,
      })),
    );
  }
}

@Command({
  name: 'templates:restrict',
  description: 'Limit a client to exactly these templates (comma-separated event names)',
})
export class TemplatesRestrictCommand extends TemplateCommand {
  async run(_args: string[], options: TemplateOptions): Promise<void> {
    const names = requireOption(options.templates, '--templates')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    printClient(
      await this.templates.restrict(requireOption(options.clientId, '--client-id'), names),
    );
  }

  @Option({ flags: '--templates <names>', description: 'e.g. toefl_evaluation,ielts_evaluation' })
  parseTemplates(value: string): string {
    return value;
  }
}

@Command({
  name: 'templates:enable',
  description: "Add a template to a restricted client's list (unrestricted clients have all)",
})
export class TemplatesEnableCommand extends TemplateCommand {
  async run(_args: string[], options: TemplateOptions): Promise<void> {
    const clientId = requireOption(options.clientId, '--client-id');
    printClient(
      await this.templates.enable(clientId, requireOption(options.template, '--template')),
    );
  }

  @Option({ flags: '--template <name>', description: 'Event name, e.g. toefl_evaluation' })
  parseTemplate(value: string): string {
    return value;
  }
}

@Command({
  name: 'templates:disable',
  description: "Remove a template from a client's list (restricting the client if needed)",
})
export class TemplatesDisableCommand extends TemplateCommand {
  async run(_args: string[], options: TemplateOptions): Promise<void> {
    const clientId = requireOption(options.clientId, '--client-id');
    printClient(
      await this.templates.disable(clientId, requireOption(options.template, '--template')),
    );
  }

  @Option({ flags: '--template <name>', description: 'Event name, e.g. toefl_evaluation' })
  parseTemplate(value: string): string {
    return value;
  }
}

@Command({
  name: 'templates:unrestrict',
  description: 'Let a client use every template again',
})
export class TemplatesUnrestrictCommand extends TemplateCommand {
  async run(_args: string[], options: TemplateOptions): Promise<void> {
    printClient(await this.templates.unrestrict(requireOption(options.clientId, '--client-id')));
  }
}

export const TEMPLATE_COMMANDS = [
  TemplatesListCommand,
  TemplatesRestrictCommand,
  TemplatesEnableCommand,
  TemplatesDisableCommand,
  TemplatesUnrestrictCommand,
];
