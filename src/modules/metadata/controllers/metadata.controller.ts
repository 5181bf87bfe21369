import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { BoardParamsDto, GradeParamsDto } from 'src/modules/metadata/dto/board-params.dto';
import { NamedItemDto } from 'src/modules/metadata/dto/named-item.dto';
import { MetadataService } from 'src/modules/metadata/services/metadata.service';

@ApiTags('Metadata')
@ApiAuthenticated()
@ApiErrors('/metadata', [401])
@Controller('metadata/v1/board')
export class MetadataController {
  constructor(private readonly metadata: MetadataService) {}

  /** Education boards, used when creating lesson plans and worksheets. */
  @Get()
  listBoards(): Promise<NamedItemDto[]> {
    return this.metadata.listBoards();
  }

  /** Grades of a board, in school order. */
  @Get(':board_id/grades')
  @ApiErrors('/metadata', { 404: 'Board not found', 422: 'Input should be a valid UUID' })
  listGrades(@Param() params: BoardParamsDto): Promise<NamedItemDto[]> {
    return this.metadata.listGrades(params.board_id);
  }

  /** Subjects taught in a grade of a board. */
  @Get(':board_id/grades/:grade_id/subjects')
  @ApiErrors('/metadata', { 404: 'Grade not found', 422: 'Input should be a valid UUID' })
  listSubjects(@Param() params: GradeParamsDto): Promise<NamedItemDto[]> {
    return this.metadata.listSubjects(params.board_id, params.grade_id);
  }
}
