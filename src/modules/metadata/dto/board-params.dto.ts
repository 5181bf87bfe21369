import { IsUUID } from 'class-validator';

export class BoardParamsDto {
  @IsUUID('all', { message: 'Input should be a valid UUID' })
  board_id!: string;
}

export class GradeParamsDto extends BoardParamsDto {
  @IsUUID('all', { message: 'Input should be a valid UUID' })
  grade_id!: string;
}
