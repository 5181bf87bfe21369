import { randomUUID } from 'node:crypto';
import {
  type CanActivate,
  Controller,
  type ExecutionContext,
  Get,
  type INestApplication,
  Injectable,
  Patch,
} from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import Redis from 'ioredis';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { CacheInvalidation } from 'src/common/cache/cache-invalidation.service';
import { LocalCache } from 'src/common/cache/local-cache';
import { applyHttpPipeline } from 'src/common/http/configure-app';
import { Metrics } from 'src/common/metrics/metrics.service';
import { REDIS } from 'src/common/redis/redis.module';
import type { LimitsConfig } from 'src/config/limits.config';
import { limitsConfig } from 'src/config/limits.config';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { DailyLimit } from 'src/modules/limits/daily-limit.decorator';
import { DailyLimit as DailyLimitRow } from 'src/modules/limits/entities/daily-limit.entity';
import { DailyLimitGuard } from 'src/modules/limits/guards/daily-limit.guard';
import { LIMIT_FAMILIES, type LimitFamily } from 'src/modules/limits/limit-family';
import { DailyLimitSettings } from 'src/modules/limits/services/daily-limit-settings.service';
import { LimitsService } from 'src/modules/limits/services/limits.service';

/** Stands in for the global bearer guard: the caller's user id comes from a test header. */
@Injectable()
class TestUserGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string>; user?: object }>();
    req.user = {
      userId: req.headers['x-test-user'],
      username: 'u',
      clientId: 'c',
      clientPublicId: 'p',
    };
    return true;
  }
}

const served = jest.fn();

@Controller()
class LimitedController {
  constructor(private readonly limits: LimitsService) {}

  @Get('v1/evaluation/limited')
  @DailyLimit('evaluation')
  evaluate() {
    served();
    return { ok: true };
  }

  @Get('lesson-plan/limited')
  @DailyLimit('lesson_plan')
  plan() {
    return { ok: true };
  }

  @Get('evaluation-platform/extract')
  @DailyLimit('question_extraction')
  extract() {
    return { ok: true };
  }

  /** A PATCH whose limit applies only when it starts a job. */
  @Patch('evaluation-platform/answer-sheet')
  async answerSheet(@CurrentUser() user: AuthenticatedUser) {
    await this.limits.consume(user.userId, 'answer_sheet_evaluation');
    return { started: true };
  }
}

describe('@DailyLimit (real guard, Redis and error filter)', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    keyPrefix: `evs-unit-limits-${randomUUID().slice(0, 8)}:`,
  });
  const config: LimitsConfig = {
    defaults: Object.fromEntries(LIMIT_FAMILIES.map((family) => [family, 2])) as Record<
      LimitFamily,
      number
    >,
    timeZone: 'UTC',
  };
  const overrides: Pick<DailyLimitRow, 'apiUserId' | 'family' | 'dailyLimit'>[] = [];
  const overrideRepository = {
    find: ({ where }: { where: { apiUserId: string } }) =>
      Promise.resolve(overrides.filter((row) => row.apiUserId === where.apiUserId)),
  };
  // No caching here: every request reads the overrides, as with ACCOUNT_CACHE_TTL_SECONDS=0.
  const caches = {
    cache: () => new LocalCache({ ttlMs: 0, maxEntries: 1, trusted: () => true }),
  };
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [LimitedController],
      providers: [
        { provide: APP_GUARD, useClass: TestUserGuard },
        { provide: REDIS, useValue: redis },
        { provide: limitsConfig.KEY, useValue: config },
        { provide: getRepositoryToken(DailyLimitRow), useValue: overrideRepository },
        { provide: AccountsService, useValue: {} },
        { provide: CacheInvalidation, useValue: caches },
        DailyLimitSettings,
        LimitsService,
        DailyLimitGuard,
        Metrics,
      ],
    }).compile();
    app = applyHttpPipeline(moduleRef.createNestApplication({ bodyParser: false, logger: false }));
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    // KEYS patterns are not prefixed by ioredis; DEL arguments are.
    const prefix = redis.options.keyPrefix ?? '';
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    await redis.quit();
  });
  beforeEach(() => served.mockClear());

  const as = (user: string) => ({
    get: (path: string) =>
      request(app.getHttpServer() as App)
        .get(path)
        .set('x-test-user', user),
    patch: (path: string) =>
      request(app.getHttpServer() as App)
        .patch(path)
        .set('x-test-user', user),
  });

  it('tells the caller the limit, what is left and when it resets (next 00:01 UTC)', async () => {
    const response = await as(randomUUID()).get('/v1/evaluation/limited').expect(200);
    expect(response.headers['x-ratelimit-limit']).toBe('2');
    expect(response.headers['x-ratelimit-remaining']).toBe('1');
    const reset = Number(response.headers['x-ratelimit-reset']);
    const now = Date.now() / 1000;
    expect(reset).toBeGreaterThan(now);
    expect(reset).toBeLessThanOrEqual(now + 86_400);
    expect((reset - 60) % 86_400).toBe(0);
  });

  it('answers 429 in the evaluation family once the limit is used, without serving it', async () => {
    const user = as(randomUUID());
    await user.get('/v1/evaluation/limited').expect(200);
    await user.get('/v1/evaluation/limited').expect(200);
    const rejected = await user.get('/v1/evaluation/limited').expect(429);
    expect(rejected.body).toEqual({
      error: 'Daily limit of 2 evaluation requests reached; it resets at 00:01 UTC',
    });
    expect(rejected.headers['x-ratelimit-remaining']).toBe('0');
    const reset = Number(rejected.headers['x-ratelimit-reset']);
    const retryAfter = Number(rejected.headers['retry-after']);
    // Retry-After counts the seconds to the reset the x-ratelimit-reset header names.
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(Date.now() / 1000 + retryAfter - reset)).toBeLessThanOrEqual(2);
    expect(served).toHaveBeenCalledTimes(2);
  });

  it('counts per user and per family', async () => {
    const first = as(randomUUID());
    for (let i = 0; i < 3; i++) await first.get('/v1/evaluation/limited');
    await first.get('/lesson-plan/limited').expect(200);
    await as(randomUUID()).get('/v1/evaluation/limited').expect(200);
  });

  it('answers 429 in the detail family for lesson plans', async () => {
    const user = as(randomUUID());
    await user.get('/lesson-plan/limited').expect(200);
    await user.get('/lesson-plan/limited').expect(200);
    const rejected = await user.get('/lesson-plan/limited').expect(429);
    expect(rejected.body).toEqual({
      detail: [{ msg: 'Daily limit of 2 lesson plan requests reached; it resets at 00:01 UTC' }],
    });
  });

  it('answers 400 for question extraction, in the code family', async () => {
    const user = as(randomUUID());
    await user.get('/evaluation-platform/extract').expect(200);
    await user.get('/evaluation-platform/extract').expect(200);
    const rejected = await user.get('/evaluation-platform/extract').expect(400);
    expect(rejected.body).toEqual({
      error: {
        code: 400,
        message: {
          non_field_errors: [
            'Daily limit of 2 question extraction requests reached; it resets at 00:01 UTC',
          ],
        },
      },
    });
  });

  it('applies an operator override instead of the default', async () => {
    const userId = randomUUID();
    overrides.push({ apiUserId: userId, family: 'evaluation', dailyLimit: 4 });
    const user = as(userId);
    for (let i = 0; i < 4; i++) {
      const response = await user.get('/v1/evaluation/limited').expect(200);
      expect(response.headers['x-ratelimit-limit']).toBe('4');
    }
    await user.get('/v1/evaluation/limited').expect(429);
  });

  it('counts rejected requests too: a later, higher limit still sees them', async () => {
    const userId = randomUUID();
    const user = as(userId);
    for (let i = 0; i < 4; i++) await user.get('/v1/evaluation/limited');
    overrides.push({ apiUserId: userId, family: 'evaluation', dailyLimit: 4 });
    const response = await user.get('/v1/evaluation/limited').expect(429);
    expect(response.headers['x-ratelimit-limit']).toBe('4');
  });

  it('limits from inside a service with LimitsService.consume', async () => {
    const user = as(randomUUID());
    await user.patch('/evaluation-platform/answer-sheet').expect(200, { started: true });
    await user.patch('/evaluation-platform/answer-sheet').expect(200);
    const rejected = await user.patch('/evaluation-platform/answer-sheet').expect(429);
    expect(rejected.body.error).toEqual({
      code: 429,
      message: {
        non_field_errors: [
          'Daily limit of 2 answer sheet evaluation requests reached; it resets at 00:01 UTC',
        ],
      },
    });
  });

  it('counts each quota day apart, in whatever order the days come', async () => {
    const limits = app.get(LimitsService);
    const user = randomUUID();
    // Future days: each counter expires when its day ends, so past days would be gone at once.
    const day = (iso: string) => limits.count(user, 'evaluation', new Date(iso));
    expect((await day('2099-03-14T10:00:00Z')).used).toBe(1);
    expect((await day('2099-03-14T23:59:00Z')).used).toBe(2);
    // 00:00:30 still belongs to the 14th; 00:01 starts the 15th.
    expect((await day('2099-03-15T00:00:30Z')).used).toBe(3);
    const next = await day('2099-03-15T00:01:00Z');
    expect(next).toMatchObject({ used: 1, resetsAt: new Date('2099-03-16T00:01:00Z') });
    expect((await day('2099-03-14T12:00:00Z')).used).toBe(4);
  });
});
