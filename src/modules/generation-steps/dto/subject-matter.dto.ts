import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsObject,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { JsonField } from 'src/common/validation/json-field';

const MAX_ITEMS = 100;
const MAX_TEXT = 1_000;

/** A list of short texts, as a teacher edits them. */
const TextList = () =>
  applyDecorators(
    IsArray(),
    ArrayMaxSize(MAX_ITEMS),
    IsString({ each: true }),
    MaxLength(MAX_TEXT, { each: true }),
  );

export class TopicListDto {
  @ApiProperty({ type: [String], example: ['Photosynthesis'] })
  @TextList()
  topic!: string[];
}

export class TopicConceptsDto {
  @ApiProperty({ example: 'Photosynthesis' })
  @IsString()
  @MaxLength(MAX_TEXT)
  topic!: string;

  @ApiProperty({ type: [String], example: ['chlorophyll', 'light energy'] })
  @TextList()
  sub_topic!: string[];
}

export class ConceptMapDto {
  @ApiProperty({ type: [TopicConceptsDto] })
  @IsArray()
  @ArrayMaxSize(MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => TopicConceptsDto)
  topics!: TopicConceptsDto[];
}

/** Step 1's `subject_matter`, possibly edited by the teacher. */
export class SubjectMatterDto {
  @ApiProperty({ type: TopicListDto })
  @IsObject()
  @ValidateNested()
  @Type(() => TopicListDto)
  topics_to_be_covered!: TopicListDto;

  @ApiProperty({ type: ConceptMapDto })
  @IsObject()
  @ValidateNested()
  @Type(() => ConceptMapDto)
  key_concepts_and_subconcepts!: ConceptMapDto;
}

export class ObjectiveListDto {
  @ApiProperty({
    type: [String],
    example: ['Explain how chlorophyll captures light energy, in two sentences'],
  })
  @TextList()
  ai_recommendations!: string[];
}

export class SmartObjectivesDto {
  @ApiProperty({ type: ObjectiveListDto })
  @IsObject()
  @ValidateNested()
  @Type(() => ObjectiveListDto)
  objects!: ObjectiveListDto;
}

/** Step 1's `learning_standards`, possibly edited by the teacher. */
export class LearningStandardsDto {
  @ApiProperty({ type: SmartObjectivesDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SmartObjectivesDto)
  smart_learning_objectives!: SmartObjectivesDto;
}

/**
 * Step 2 of both families: the teacher's copy of step 1's result (the apps send it back as read).
 * Either field may come as a JSON string.
 */
export class ConfirmedSubjectMatterDto {
  @ApiProperty({ type: SubjectMatterDto })
  @JsonField()
  @IsObject()
  @ValidateNested()
  @Type(() => SubjectMatterDto)
  subject_matter!: SubjectMatterDto;

  @ApiProperty({ type: LearningStandardsDto })
  @JsonField()
  @IsObject()
  @ValidateNested()
  @Type(() => LearningStandardsDto)
  learning_standards!: LearningStandardsDto;
}
