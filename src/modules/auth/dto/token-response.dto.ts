export class TokenResponseDto {
  /** JWT (HS256) to send as `Authorization: Bearer <token>`; expires 30 minutes after issue. */
  access_token!: string;

  /** @example "bearer" */
  token_type!: 'bearer';
}
