import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { Public } from 'src/common/auth/public.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { TokenRequestDto } from 'src/modules/auth/dto/token-request.dto';
import { TokenResponseDto } from 'src/modules/auth/dto/token-response.dto';
import { LocalAuthGuard } from 'src/modules/auth/guards/local-auth.guard';
import { AuthService } from 'src/modules/auth/services/auth.service';

@ApiTags('Authentication')
@Controller('token')
export class TokenController {
  constructor(private readonly auth: AuthService) {}

  /** Issue a bearer access token for an API user */
  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  @UseGuards(LocalAuthGuard)
  @ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiBody({ type: TokenRequestDto })
  @ApiOperation({
    description:
      'Send the OAuth2 password form as `application/x-www-form-urlencoded` or ' +
      '`multipart/form-data`; only `username` and `password` need values. Credentials sent as ' +
      'JSON are rejected with 422. The token expires 30 minutes after issue. Ten wrong ' +
      'passwords for one username within five minutes make further attempts answer 429 until ' +
      'the window passes.',
  })
  @ApiErrors('/token', {
    401: 'Incorrect username or password',
    422: 'Field required',
    429: 'Too many failed login attempts; try again in 300 seconds',
  })
  issueToken(@CurrentUser() user: AuthenticatedUser): TokenResponseDto {
    return this.auth.issueToken(user);
  }
}
