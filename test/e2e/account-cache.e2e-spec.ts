import request from 'supertest';
import type { App } from 'supertest/types';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { DailyLimitSettings } from 'src/modules/limits/services/daily-limit-settings.service';
import { toeflBody } from 'test/support/essays';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

/**
 * Two API instances sharing MySQL and Redis, as two API processes do. Each keeps the users and
 * limit overrides it has seen in memory; an operator's change made through one (as the CLI does
 * from a process of its own) must apply to the very next request on the other.
 */
describe('account cache across API instances', () => {
  let one: TestApp;
  let two: TestApp;
  let session: Session;

  const board = (http: App) => request(http).get('/metadata/v1/board').set(session.auth);
  const submit = (http: App) =>
    request(http).post('/v1/toefl/evaluation').set(session.auth).send(toeflBody(session));

  beforeAll(async () => {
    one = await createTestApp({ role: 'api' });
    two = await createTestApp({ role: 'api' });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });
  beforeEach(async () => {
    session = await createSession(one.app);
  });

  it("refuses a disabled user's next request on every instance although both had it cached", async () => {
    // Warm: repeated requests are served from each instance's cache.
    for (let i = 0; i < 3; i += 1) {
      await board(one.http).expect(200);
      await board(two.http).expect(200);
    }

    await one.app.get(AccountsService).setDisabled(session.username, true);
    const refused = await board(two.http).expect(401);
    expect(refused.body.message).toBe('Could not validate credentials');
    await board(one.http).expect(401);
    await submit(two.http).expect(401);

    await one.app.get(AccountsService).setDisabled(session.username, false);
    await board(two.http).expect(200);
    await board(one.http).expect(200);
  });

  it('applies a new daily limit on the next submit of another instance', async () => {
    const first = await submit(two.http).expect(200);
    expect(first.headers['x-ratelimit-limit']).toBe('1000');
    await submit(two.http).expect(200);

    await one.app.get(DailyLimitSettings).setOverride(session.username, 'evaluation', 2);
    const over = await submit(two.http).expect(429);
    expect(over.headers['x-ratelimit-limit']).toBe('2');

    await one.app.get(DailyLimitSettings).clearOverride(session.username, 'evaluation');
    const back = await submit(two.http).expect(200);
    expect(back.headers['x-ratelimit-limit']).toBe('1000');
  });
});
