import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { type AuthConfig, authConfig } from 'src/config/auth.config';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { createSession, TEST_PASSWORD } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

describe('POST /token and the bearer guard', () => {
  let t: TestApp;
  let accounts: AccountsService;

  beforeAll(async () => {
    t = await createTestApp();
    accounts = t.app.get(AccountsService);
  });
  afterAll(() => t.close());

  const newUser = async (name: string, clientId?: string) => {
    const username = `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await accounts.createUser({ username, password: TEST_PASSWORD, clientId });
    return username;
  };

  describe('issuing tokens', () => {
    it('issues a 30-minute HS256 bearer token for form credentials', async () => {
      const session = await createSession(t.app);
      const claims = t.app.get(JwtService).decode<Record<string, unknown>>(session.token);
      const header = JSON.parse(Buffer.from(session.token.split('.')[0], 'base64url').toString());
      expect(header.alg).toBe('HS256');
      expect(claims).toEqual(
        expect.objectContaining({
          sub: expect.any(String),
          cid: expect.any(String),
          jti: expect.any(String),
        }),
      );
      expect(Number(claims.exp) - Number(claims.iat)).toBe(1800);
    });

    it('accepts multipart forms and ignores the optional OAuth2 fields', async () => {
      const session = await createSession(t.app);
      const response = await request(t.http)
        .post('/token')
        .field('username', session.username)
        .field('password', TEST_PASSWORD)
        .field('grant_type', '')
        .field('client_secret', '')
        .expect(200);
      expect(response.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    });

    it('rejects credentials sent as JSON with 422 Field required', async () => {
      const session = await createSession(t.app);
      const response = await request(t.http)
        .post('/token')
        .send({ username: session.username, password: TEST_PASSWORD })
        .expect(422);
      expect(response.body.detail).toEqual([
        {
          type: 'missing',
          loc: ['body', 'username'],
          msg: 'Field required',
          input: expect.anything(),
        },
        {
          type: 'missing',
          loc: ['body', 'password'],
          msg: 'Field required',
          input: expect.anything(),
        },
      ]);
    });

    it('names only the missing field', async () => {
      const response = await request(t.http)
        .post('/token')
        .type('form')
        .send({ username: 'someone' })
        .expect(422);
      expect(response.body.detail).toHaveLength(1);
      expect(response.body.detail[0]).toMatchObject({
        loc: ['body', 'password'],
        msg: 'Field required',
      });
    });

    it('answers wrong credentials with the token family 401 body', async () => {
      const session = await createSession(t.app);
      const response = await request(t.http)
        .post('/token')
        .type('form')
        .send({ username: session.username, password: 'not-the-password' })
        .expect(401);
      expect(response.body).toEqual({
        message: 'Incorrect username or password',
        data: {},
        status: '',
        status_code: 401,
      });
      await request(t.http)
        .post('/token')
        .type('form')
        .send({ username: 'nobody-has-this-name', password: 'whatever-password' })
        .expect(401);
    });

    it('refuses a user that is not linked to a client', async () => {
      const username = await newUser('clientless');
      const response = await request(t.http)
        .post('/token')
        .type('form')
        .send({ username, password: TEST_PASSWORD })
        .expect(401);
      expect(response.body).toMatchObject({
        message: 'No client found with user',
        status_code: 401,
      });
    });

    it('slows down brute force: the 11th attempt in 5 minutes is 429, even with the right password', async () => {
      const session = await createSession(t.app);
      const attempt = (password: string) =>
        request(t.http).post('/token').type('form').send({ username: session.username, password });
      for (let failure = 0; failure < 10; failure += 1) {
        await attempt('wrong-password').expect(401);
      }
      const blocked = await attempt(TEST_PASSWORD).expect(429);
      expect(blocked.body).toMatchObject({
        status_code: 429,
        message: expect.stringMatching(/Too many failed login attempts/),
      });
    });

    it('counts parallel guesses too: of 40 at once, 10 are checked and 30 refused', async () => {
      const session = await createSession(t.app);
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () =>
          request(t.http)
            .post('/token')
            .type('form')
            .send({ username: session.username, password: 'wrong-password' })
            .then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    });

    it('does not let the right password through among 39 parallel wrong guesses beyond the 10th', async () => {
      const session = await createSession(t.app);
      const guesses = Array.from({ length: 40 }, (_, index) =>
        index === 39 ? TEST_PASSWORD : 'wrong',
      );
      const statuses = await Promise.all(
        guesses.map((password) =>
          request(t.http)
            .post('/token')
            .type('form')
            .send({ username: session.username, password })
            .then((response) => response.status),
        ),
      );
      // Whatever the order the server took them in, at most 10 attempts were checked.
      expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    });
  });

  describe('the bearer guard (detail family answers 401)', () => {
    it('lets a valid token through', async () => {
      const session = await createSession(t.app);
      await request(t.http).get('/metadata/v1/board').set(session.auth).expect(200);
    });

    it.each([
      ['no Authorization header', undefined, 'Authorization header is missing'],
      ['a malformed token', 'Bearer not-a-jwt', 'Could not validate credentials'],
      ['a non-bearer scheme', 'Basic dXNlcjpwYXNz', 'Could not validate credentials'],
    ])('rejects %s', async (_case, header, message) => {
      const call = request(t.http).get('/metadata/v1/board');
      if (header) call.set('Authorization', header);
      const response = await call.expect(401);
      expect(response.body).toEqual({ message, data: {}, status: '' });
    });

    it('tells an expired token apart', async () => {
      const session = await createSession(t.app);
      const jwt = t.app.get(JwtService);
      const claims = jwt.decode<Record<string, unknown>>(session.token);
      const expired = jwt.sign(
        {
          sub: claims.sub,
          cid: claims.cid,
          jti: 'expired',
          iat: Math.floor(Date.now() / 1000) - 3600,
        },
        { expiresIn: 1800 },
      );
      const response = await request(t.http)
        .get('/metadata/v1/board')
        .set('Authorization', `Bearer ${expired}`)
        .expect(401);
      expect(response.body.message).toBe('Token has expired');
    });

    it.each<[string, Record<string, unknown>]>([
      ['no exp', { exp: undefined }],
      ['no iat', { iat: undefined }],
      ['a numeric sub', { sub: 42 }],
      ['a client id that is not a string', { cid: 7 }],
    ])('rejects a correctly signed token with %s', async (_case, change) => {
      const session = await createSession(t.app);
      const claims: Record<string, unknown> = {
        ...t.app.get(JwtService).decode<Record<string, unknown>>(session.token),
        ...change,
      };
      for (const [key, value] of Object.entries(change))
        if (value === undefined) delete claims[key];
      // The service's own secret, and nothing added by the signing library.
      const signer = new JwtService({ secret: t.app.get<AuthConfig>(authConfig.KEY).jwtSecret });
      const token = signer.sign(claims, { noTimestamp: true });
      const response = await request(t.http)
        .get('/metadata/v1/board')
        .set('Authorization', `Bearer ${token}`)
        .expect(401);
      expect(response.body.message).toBe('Could not validate credentials');
    });

    it('rejects a token signed with another secret', async () => {
      const session = await createSession(t.app);
      const forged = new JwtService({ secret: 'another-secret-another-secret-123' }).sign(
        t.app.get(JwtService).decode(session.token),
      );
      await request(t.http)
        .get('/metadata/v1/board')
        .set('Authorization', `Bearer ${forged}`)
        .expect(401);
    });

    it('cuts off the live tokens of a user the operator disables', async () => {
      const session = await createSession(t.app);
      await accounts.setDisabled(session.username, true);
      const response = await request(t.http)
        .get('/metadata/v1/board')
        .set(session.auth)
        .expect(401);
      expect(response.body.message).toBe('Could not validate credentials');
      await request(t.http)
        .post('/token')
        .type('form')
        .send({ username: session.username, password: TEST_PASSWORD })
        .expect(401);
    });
  });
});
