import { aiConfig } from 'src/config/ai.config';
import { appConfig } from 'src/config/app.config';
import { authConfig } from 'src/config/auth.config';
import { cacheConfig } from 'src/config/cache.config';
import { classTrackConfig } from 'src/config/class-track.config';
import { corsConfig } from 'src/config/cors.config';
import { databaseConfig } from 'src/config/database.config';
import { documentsConfig } from 'src/config/documents.config';
import { jobsConfig } from 'src/config/jobs.config';
import { limitsConfig } from 'src/config/limits.config';
import { metricsConfig } from 'src/config/metrics.config';
import { outboundConfig } from 'src/config/outbound.config';
import { privacyConfig } from 'src/config/privacy.config';
import { queueBoardConfig } from 'src/config/queue-board.config';
import { redisConfig } from 'src/config/redis.config';
import { webhooksConfig } from 'src/config/webhooks.config';

/** Every config namespace; each validates its variables when the app starts. */
export const CONFIG_NAMESPACES = [
  appConfig,
  corsConfig,
  databaseConfig,
  redisConfig,
  authConfig,
  cacheConfig,
  limitsConfig,
  jobsConfig,
  aiConfig,
  outboundConfig,
  webhooksConfig,
  metricsConfig,
  queueBoardConfig,
  classTrackConfig,
  privacyConfig,
  documentsConfig,
];
