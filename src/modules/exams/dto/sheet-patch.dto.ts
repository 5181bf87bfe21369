import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { DocumentSourcesDto } from 'src/modules/documents/dto/document-sources.dto';

/** Multipart sends `"true"`/`"false"`; anything else is left for `@IsBoolean` to name. */
const BooleanField = () =>
  Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  );

/**
 * The PATCH of a question paper, model answer or answer sheet: attach files (multipart
 * `documents` or JSON `file_urls`), or `isFinal: true` to start reading them, never both.
 */
export class SheetPatchDto extends DocumentSourcesDto {
  /** `true` starts the step; no files can be attached afterwards. @example true */
  @IsOptional()
  @BooleanField()
  @IsBoolean()
  isFinal?: boolean;
}

/** Model answers of an assignment may also attach one of the client's rubrics. */
export class ModelAnswerPatchDto extends SheetPatchDto {
  /**
   * Assignments only: a rubric of your client (`/rubrics/v1/rubric/`); answer sheets are then
   * also scored on its criteria. @example "6f1c2f0e-3d4b-4b7a-9a53-0e2b8f6c1d27"
   */
  @IsOptional()
  @IsUUID('all', { message: 'rubricId must be a rubric id' })
  rubricId?: string;
}
