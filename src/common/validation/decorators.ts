import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';

/** Evaluation strings are at most 20,000 characters. */
export const MAX_TEXT = 20_000;

/** A required, non-empty string. */
export const RequiredText = (maxLength = MAX_TEXT) =>
  applyDecorators(IsString(), IsNotEmpty(), MaxLength(maxLength));

/** An optional string; an empty string is accepted (`teacher_id`, `parent_id`). */
export const OptionalText = (maxLength = MAX_TEXT) =>
  applyDecorators(IsOptional(), IsString(), MaxLength(maxLength));

const URL_OPTIONS = { require_protocol: true, protocols: ['http', 'https'], require_tld: false };

/** An optional http(s) URL; an empty string means "none". Reachability is checked when fetched. */
export const OptionalUrl = () =>
  applyDecorators(
    IsOptional(),
    IsString(),
    ValidateIf((_object, value) => value !== ''),
    IsUrl(URL_OPTIONS, { message: '$property must be an http(s) URL' }),
    MaxLength(2048),
  );

/** Each element an http(s) URL. */
export const EachUrl = () =>
  applyDecorators(
    IsUrl(URL_OPTIONS, { each: true, message: 'each value in $property must be an http(s) URL' }),
    MaxLength(2048, { each: true }),
  );
