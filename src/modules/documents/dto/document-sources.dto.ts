import { Transform } from 'class-transformer';
import { IsArray, IsOptional, IsUrl, MaxLength } from 'class-validator';

/** Multipart forms send one value as a string, several as repeated fields, or a JSON array. */
function toList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (!value.trim().startsWith('[')) return [value];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The `file_urls` of a route that takes documents; a family's body DTO extends it. The count is
 * checked with the uploads (413 over 30), reachability when fetched.
 */
export class DocumentSourcesDto {
  /** https URLs of documents to fetch: PDF, DOCX, JPEG, PNG, WebP or UTF-8 text, 20 MB each. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => toList(value))
  @IsArray()
  @IsUrl(
    { protocols: ['https'], require_protocol: true, require_tld: false },
    { each: true, message: 'each value in file_urls must be an https URL' },
  )
  @MaxLength(2048, { each: true })
  file_urls?: string[];
}
