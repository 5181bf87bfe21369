import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

const DESCRIPTION = `Education AI service for schools and exam-preparation companies.

1. Get a token: \`POST /token\` with the form fields \`username\` and \`password\` (issued by the
   operator). Use "Authorize" below: the OAuth2 password form fetches one for you.
2. Send \`Authorization: Bearer <access_token>\` on every other request. Tokens last 30 minutes.

Errors follow one of four shapes depending on the path prefix (token, evaluation, detail, code);
each operation lists its error bodies with examples. Every response has an \`x-request-id\`.`;

/** Swagger UI at `/docs`, the OpenAPI JSON at `/docs-json`. */
export function setupSwagger(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Evaluation Service API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .addOAuth2({ type: 'oauth2', flows: { password: { tokenUrl: '/token', scopes: {} } } })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('docs', app, document, {
    jsonDocumentUrl: 'docs-json',
    swaggerOptions: { persistAuthorization: true },
  });
}
