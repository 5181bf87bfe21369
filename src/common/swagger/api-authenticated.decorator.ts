import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiOAuth2 } from '@nestjs/swagger';

/**
 * Needs a token; both security schemes are alternatives, so "Try it out" works with a pasted token
 * or with login.
 */
export const ApiAuthenticated = (): ClassDecorator & MethodDecorator =>
  applyDecorators(ApiBearerAuth(), ApiOAuth2([]));
