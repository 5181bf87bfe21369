import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { ErasureAcceptedDto, ErasureDto } from 'src/modules/privacy/dto/erasure.dto';
import { StudentErasureRequestDto } from 'src/modules/privacy/dto/student-erasure-request.dto';
import { ERASURE_NOT_FOUND } from 'src/modules/privacy/exceptions/privacy.exception';
import { Erasures } from 'src/modules/privacy/services/erasures.service';

const PREFIX = '/privacy';

/** Data protection (docs/api-contract.md §10): erase one student of your client in every family. */
@ApiTags('Data protection')
@ApiAuthenticated()
@ApiErrors(PREFIX, [403])
@Controller('privacy/v1/student-erasure')
export class StudentErasureController {
  constructor(private readonly erasures: Erasures) {}

  /**
   * Starts the erasure and answers 202 at once; poll the read or wait for `student_data_erased`.
   * Asked again while it is pending, or after it completed with nothing stored since, the answer
   * is that same erasure and nothing new starts. Only your client's data is touched.
   */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: ErasureAcceptedDto })
  @ApiErrors(PREFIX, { 400: 'This field may not be blank.' })
  async request(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: StudentErasureRequestDto,
  ): Promise<ErasureAcceptedDto> {
    const erasure = await this.erasures.requestStudent(user, body.student_id);
    return { id: erasure.id, student_id: body.student_id, status: erasure.status };
  }

  /** The erasure: `Pending`, then `Completed` with the rows removed per family (or `Failed`). */
  @Get(':id')
  @ApiOkResponse({ type: ErasureDto })
  @ApiErrors(PREFIX, { 404: ERASURE_NOT_FOUND })
  read(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ErasureDto> {
    return this.erasures.read(user, id);
  }
}
