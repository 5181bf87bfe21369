import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

const DESCRIPTION = `Education AI service for schools and exam-preparation companies.

1. Get a token: \`POST /token\` with the form fields \`username\` and \`password\` (issued by the
   operator). In this page, "Authorize" does it for you: fill \`username\` and \`password\` in the
   \`oauth2\` form (leave the client id and secret empty), or paste a token into \`bearer\`.
   Either way, "Try it out" then sends the token on every protected operation.
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
