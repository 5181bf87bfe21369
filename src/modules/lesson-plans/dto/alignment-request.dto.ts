import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { JsonField, NumberField } from 'src/common/validation/json-field';
import { MAX_LESSON_MINUTES } from 'src/modules/lesson-plans/dto/lesson-plan-metadata-request.dto';

export class NamedOptionDto {
  @ApiProperty({ example: 'Think-pair-share' })
  @IsString()
  @MaxLength(200)
  name!: string;

  @ApiProperty()
  @IsString()
  @MaxLength(2_000)
  description!: string;
}

export class AlignmentBlockDto {
  @ApiProperty({ minimum: 0, maximum: MAX_LESSON_MINUTES })
  @NumberField()
  @IsInt()
  @Min(0)
  @Max(MAX_LESSON_MINUTES)
  duration!: number;

  @ApiProperty({ type: [NamedOptionDto] })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => NamedOptionDto)
  component_options!: NamedOptionDto[];

  @ApiProperty({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(1_000, { each: true })
  formative_questions: string[] = [];
}

export class InstructionalBlocksDto {
  @ApiProperty({ type: AlignmentBlockDto })
  @IsObject()
  @ValidateNested()
  @Type(() => AlignmentBlockDto)
  introduction!: AlignmentBlockDto;

  @ApiProperty({ type: AlignmentBlockDto })
  @IsObject()
  @ValidateNested()
  @Type(() => AlignmentBlockDto)
  development!: AlignmentBlockDto;

  @ApiProperty({ type: AlignmentBlockDto })
  @IsObject()
  @ValidateNested()
  @Type(() => AlignmentBlockDto)
  guided_practice!: AlignmentBlockDto;

  @ApiProperty({ type: AlignmentBlockDto })
  @IsObject()
  @ValidateNested()
  @Type(() => AlignmentBlockDto)
  independent_practice!: AlignmentBlockDto;

  @ApiProperty({ type: AlignmentBlockDto })
  @IsObject()
  @ValidateNested()
  @Type(() => AlignmentBlockDto)
  closure!: AlignmentBlockDto;

  @ApiProperty({ type: AlignmentBlockDto })
  @IsObject()
  @ValidateNested()
  @Type(() => AlignmentBlockDto)
  assessment!: AlignmentBlockDto;
}

export class LessonAlignmentDto {
  @ApiProperty({ type: [NamedOptionDto] })
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => NamedOptionDto)
  materials_options!: NamedOptionDto[];

  @ApiProperty({ type: InstructionalBlocksDto })
  @IsObject()
  @ValidateNested()
  @Type(() => InstructionalBlocksDto)
  instructional_blocks!: InstructionalBlocksDto;
}

/**
 * Step 3 of a lesson plan: step 2's `alignment`, as read or as the teacher edited it. Block
 * durations must add up to the lesson's `duration_minutes` (422 naming `alignment`).
 */
export class AlignmentRequestDto {
  @ApiProperty({ type: LessonAlignmentDto })
  @JsonField()
  @IsObject()
  @ValidateNested()
  @Type(() => LessonAlignmentDto)
  alignment!: LessonAlignmentDto;
}
