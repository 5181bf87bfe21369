import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';

/** Form values arrive as strings; an empty one counts as absent, as in OAuth2 password forms. */
const emptyAsMissing = () =>
  Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

/** The OAuth2 password form of `POST /token`; only `username` and `password` need values. */
export class TokenRequestDto {
  /** @example "school-api" */
  @emptyAsMissing()
  @IsString()
  @IsNotEmpty()
  username!: string;

  /** @example "correct horse battery staple" */
  @emptyAsMissing()
  @IsString()
  @IsNotEmpty()
  password!: string;

  /** Accepted and ignored. @example "password" */
  @IsOptional()
  @IsString()
  grant_type?: string;

  /** Accepted and ignored. */
  @IsOptional()
  @IsString()
  scope?: string;

  /** Accepted and ignored. */
  @IsOptional()
  @IsString()
  client_id?: string;

  /** Accepted and ignored. */
  @IsOptional()
  @IsString()
  client_secret?: string;
}
