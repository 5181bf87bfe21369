import type { INestApplication } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { applyHttpPipeline } from 'src/common/http/configure-app';
import { TokenController } from 'src/modules/auth/controllers/token.controller';
import { AuthErrorCode, AuthException } from 'src/modules/auth/exceptions/auth.exception';
import { AuthService } from 'src/modules/auth/services/auth.service';
import { LocalStrategy } from 'src/modules/auth/strategies/local.strategy';

describe('TokenController (real guard, pipe and filter; service mocked)', () => {
  let app: INestApplication;
  const auth = { verifyCredentials: jest.fn(), issueToken: jest.fn() };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [PassportModule],
      controllers: [TokenController],
      providers: [LocalStrategy, { provide: AuthService, useValue: auth }],
    }).compile();
    app = applyHttpPipeline(moduleRef.createNestApplication({ bodyParser: false, logger: false }));
    await app.init();
  });
  afterAll(() => app.close());
  beforeEach(() => jest.resetAllMocks());

  const http = () => request(app.getHttpServer() as App);

  it('passes form credentials to the service and returns its token', async () => {
    const user = { userId: 'u', username: 'school', clientId: 'c', clientPublicId: 'p' };
    auth.verifyCredentials.mockResolvedValue(user);
    auth.issueToken.mockReturnValue({ access_token: 'jwt', token_type: 'bearer' });
    await http()
      .post('/token')
      .type('form')
      .send({ username: 'school', password: 'secret-password', scope: '' })
      .expect(200, { access_token: 'jwt', token_type: 'bearer' });
    expect(auth.verifyCredentials).toHaveBeenCalledWith('school', 'secret-password');
    expect(auth.issueToken).toHaveBeenCalledWith(user);
  });

  it('treats empty form values as missing and never asks the service', async () => {
    const response = await http()
      .post('/token')
      .type('form')
      .send({ username: '', password: '' })
      .expect(422);
    expect(response.body.detail.map((item: { loc: string[] }) => item.loc[1])).toEqual([
      'username',
      'password',
    ]);
    expect(auth.verifyCredentials).not.toHaveBeenCalled();
  });

  it('renders the service’s refusal in the token family envelope', async () => {
    auth.verifyCredentials.mockRejectedValue(
      new AuthException(
        AuthErrorCode.TOO_MANY_ATTEMPTS,
        'Too many failed login attempts; try again in 60 seconds',
      ),
    );
    const response = await http()
      .post('/token')
      .type('form')
      .send({ username: 'a', password: 'b' })
      .expect(429);
    expect(response.body).toEqual({
      message: 'Too many failed login attempts; try again in 60 seconds',
      data: {},
      status: '',
      status_code: 429,
    });
  });
});
