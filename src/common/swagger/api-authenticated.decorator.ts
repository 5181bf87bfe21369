import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiOAuth2 } from '@nestjs/swagger';

/**
 * Marks a controller or route as needing a token. It lists both security schemes as
 * alternatives, so Swagger UI's "Try it out" sends `Authorization: Bearer …` whichever way the
 * user authorised: a pasted token (`bearer`) or username and password (`oauth2`, which fetches
 * the token from `POST /token`).
 */
export const ApiAuthenticated = (): ClassDecorator & MethodDecorator =>
  applyDecorators(ApiBearerAuth(), ApiOAuth2([]));
