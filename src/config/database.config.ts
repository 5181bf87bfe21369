import { type ConfigType, registerAs } from '@nestjs/config';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

class DatabaseEnv {
  @IsOptional()
  @IsString()
  @Matches(/^mysql:\/\/[^/]+\/[A-Za-z0-9_]+(\?.*)?$/, {
    message: 'DATABASE_URL must look like mysql://user:password@host:3306/database',
  })
  DATABASE_URL: string = 'mysql://root@127.0.0.1:3306/evaluation_service';

  @IsOptional() @IsInt() @Min(1) @Max(200) DATABASE_POOL_SIZE: number = 10;
}

export const databaseConfig = registerAs('database', () => {
  const env = validateConfig(DatabaseEnv);
  const url = new URL(env.DATABASE_URL);
  return {
    url: env.DATABASE_URL,
    host: url.hostname,
    port: Number(url.port || 3306),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.slice(1),
    poolSize: env.DATABASE_POOL_SIZE,
  };
});
export type DatabaseConfig = ConfigType<typeof databaseConfig>;
