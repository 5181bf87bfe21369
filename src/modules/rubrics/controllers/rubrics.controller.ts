import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { CreateCriterionDto } from 'src/modules/rubrics/dto/create-criterion.dto';
import { CreateRubricDto } from 'src/modules/rubrics/dto/create-rubric.dto';
import { RubricCriterionDto, RubricDto } from 'src/modules/rubrics/dto/rubric.dto';
import { RUBRIC_NOT_FOUND_MESSAGE } from 'src/modules/rubrics/exceptions/rubrics.exception';
import { RubricsService } from 'src/modules/rubrics/services/rubrics.service';

const PREFIX = '/rubrics';

@ApiTags('Rubrics')
@ApiAuthenticated()
@ApiErrors(PREFIX, [403])
@Controller('rubrics/v1/rubric')
export class RubricsController {
  constructor(private readonly rubrics: RubricsService) {}

  /** Create a rubric for your client; add its criteria next. */
  @Post()
  @ApiErrors(PREFIX, { 400: 'This field may not be blank.' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateRubricDto): Promise<RubricDto> {
    return this.rubrics.create(user.clientId, dto);
  }

  /** Your client's rubrics with their criteria, newest first. */
  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<RubricDto[]> {
    return this.rubrics.list(user.clientId);
  }

  /** One of your client's rubrics. Another client's rubric answers 404. */
  @Get(':id')
  @ApiErrors(PREFIX, { 404: RUBRIC_NOT_FOUND_MESSAGE })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<RubricDto> {
    return this.rubrics.get(user.clientId, id);
  }

  /**
   * Add a criterion; answers with the whole rubric. minScore must be below maxScore and every
   * level's score within that range; errors are keyed by field.
   */
  @Post(':id/criteria')
  @ApiErrors(PREFIX, { 400: 'minScore must be less than maxScore', 404: RUBRIC_NOT_FOUND_MESSAGE })
  addCriterion(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: CreateCriterionDto,
  ): Promise<RubricDto> {
    return this.rubrics.addCriterion(user.clientId, id, dto);
  }

  /** The rubric's criteria in the order they were added. */
  @Get(':id/criteria')
  @ApiErrors(PREFIX, { 404: RUBRIC_NOT_FOUND_MESSAGE })
  listCriteria(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<RubricCriterionDto[]> {
    return this.rubrics.listCriteria(user.clientId, id);
  }
}
