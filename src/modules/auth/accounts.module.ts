import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiUser } from 'src/modules/auth/entities/api-user.entity';
import { Client } from 'src/modules/auth/entities/client.entity';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { PasswordHasher } from 'src/modules/auth/services/password-hasher.service';

/** Clients and API users; used by authentication and by the operator CLI. */
@Module({
  imports: [TypeOrmModule.forFeature([Client, ApiUser])],
  providers: [AccountsService, PasswordHasher],
  exports: [AccountsService, PasswordHasher],
})
export class AccountsModule {}
