/** Who is calling, attached to the request by the bearer guard. */
export interface AuthenticatedUser {
  userId: string;
  username: string;
  /** The client's internal id (tenant key of every row). */
  clientId: string;
  /** The client's public `client_id`, which evaluation bodies must repeat. */
  clientPublicId: string;
}

/** The JWT claims (docs/api-contract.md §2). */
export interface AccessTokenClaims {
  sub: string;
  cid: string;
  jti: string;
}
