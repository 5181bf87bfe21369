import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { DocumentSourcesDto } from 'src/modules/documents/dto/document-sources.dto';
import { BlankAsMissing } from 'src/common/validation/json-field';

/** What step 1 of a worksheet and of a lesson plan both take: the reference data and documents. */
export class GenerationRequestDto extends DocumentSourcesDto {
  @ApiProperty({ format: 'uuid', description: 'A board id from GET /metadata/v1/board' })
  @IsUUID()
  board!: string;

  @ApiProperty({ format: 'uuid', description: "One of the board's grades" })
  @IsUUID()
  grade!: string;

  @ApiProperty({ format: 'uuid', description: "One of the grade's subjects" })
  @IsUUID()
  subject!: string;

  @ApiPropertyOptional({ example: 'Chapter 6', maxLength: 200 })
  @BlankAsMissing()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  section?: string;
}
