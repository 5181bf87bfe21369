import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import type { WebhookTemplateDto } from 'src/modules/webhooks/dto/webhook-template.dto';
import { WebhookTemplates } from 'src/modules/webhooks/services/webhook-templates.service';
import { toTemplateDto } from 'src/modules/webhooks/presenters/webhook.presenter';

@ApiTags('Webhooks')
@ApiAuthenticated()
@ApiErrors('/webhooks', [403])
@Controller('webhooks/v1/webhook-api-templates')
export class WebhookTemplatesController {
  constructor(private readonly templates: WebhookTemplates) {}

  /** The events your account can register webhooks for. Ids differ between environments. */
  @Get()
  async list(@CurrentUser() user: AuthenticatedUser): Promise<WebhookTemplateDto[]> {
    return (await this.templates.availableTo(user.clientId)).map(toTemplateDto);
  }
}
