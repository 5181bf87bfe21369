import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AccountsService } from 'src/modules/auth/services/accounts.service';

export interface Session {
  clientId: string;
  username: string;
  password: string;
  token: string;
  /** Headers for an authenticated request. */
  auth: { Authorization: string };
}

export const TEST_PASSWORD = 'test-password-123';

/** A client, an API user of it and a token obtained through `POST /token`, in one call. */
export async function createSession(app: INestApplication): Promise<Session> {
  const suffix = randomUUID().slice(0, 8);
  const accounts = app.get(AccountsService);
  const client = await accounts.createClient(`School ${suffix}`, `client-${suffix}`);
  const username = `user-${suffix}`;
  await accounts.createUser({ username, password: TEST_PASSWORD, clientId: client.clientId });
  const response = await request(app.getHttpServer() as App)
    .post('/token')
    .type('form')
    .send({ username, password: TEST_PASSWORD })
    .expect(200);
  const token = (response.body as { access_token: string }).access_token;
  return {
    clientId: client.clientId,
    username,
    password: TEST_PASSWORD,
    token,
    auth: { Authorization: `Bearer ${token}` },
  };
}
