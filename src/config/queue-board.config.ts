import { type ConfigType, registerAs } from '@nestjs/config';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { emptyAsUnset, validateConfig } from 'src/config/validate-config';

class QueueBoardEnv {
  @IsOptional()
  @Transform(emptyAsUnset)
  @IsString()
  @Matches(/^[^:\s]+$/, { message: 'BULL_BOARD_USER may not contain a colon or spaces' })
  BULL_BOARD_USER?: string;

  @IsOptional()
  @Transform(emptyAsUnset)
  @IsString()
  @MinLength(12, { message: 'BULL_BOARD_PASSWORD must be at least 12 characters' })
  BULL_BOARD_PASSWORD?: string;
}

/** Bull Board at /admin/queues (API role): on only when both operator credentials are set. */
export const queueBoardConfig = registerAs('queueBoard', () => {
  const env = validateConfig(QueueBoardEnv);
  const user = env.BULL_BOARD_USER;
  const password = env.BULL_BOARD_PASSWORD;
  if (Boolean(user) !== Boolean(password)) {
    // Half a configuration is a mistake, not a wish for a board without a password.
    throw new Error(
      'Invalid configuration: set both BULL_BOARD_USER and BULL_BOARD_PASSWORD to enable Bull Board, or neither',
    );
  }
  return {
    path: '/admin/queues',
    credentials: user && password ? { user, password } : null,
  };
});
export type QueueBoardConfig = ConfigType<typeof queueBoardConfig>;
