import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import multer from 'multer';
import { withMultipartErrors } from 'src/common/http/body-parser-errors';
import { JwtAuthGuard } from 'src/common/auth/jwt-auth.guard';
import { type AuthConfig, authConfig } from 'src/config/auth.config';
import { AccountsModule } from 'src/modules/auth/accounts.module';
import { TokenController } from 'src/modules/auth/controllers/token.controller';
import { AuthService } from 'src/modules/auth/services/auth.service';
import { LoginThrottle } from 'src/modules/auth/services/login-throttle.service';
import { JwtStrategy } from 'src/modules/auth/strategies/jwt.strategy';
import { LocalStrategy } from 'src/modules/auth/strategies/local.strategy';

/** `POST /token` and the global bearer guard that protects every other route. */
@Module({
  imports: [
    AccountsModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [authConfig.KEY],
      useFactory: (config: AuthConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [TokenController],
  providers: [
    AuthService,
    LoginThrottle,
    LocalStrategy,
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [AuthService],
})
export class AuthModule implements NestModule {
  /** Multipart token forms are parsed before the guard reads them (interceptors run too late). */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(withMultipartErrors(multer({ limits: { fileSize: 0, files: 0, fields: 20 } }).none()))
      .forRoutes(TokenController);
  }
}
