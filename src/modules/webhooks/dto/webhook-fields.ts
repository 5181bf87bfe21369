import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';

/** `endpoint_url` must start with `https://`. */
export const HttpsUrl = () =>
  applyDecorators(
    IsString(),
    IsNotEmpty({ message: 'This field may not be blank.' }),
    MaxLength(2048),
    IsUrl(
      { require_protocol: true, protocols: ['https'], require_tld: false },
      { message: 'Enter a valid URL that starts with https://' },
    ),
  );

/** A secret the client chose; stored encrypted, sent back in every event as `secret_hash`. */
export const OptionalSecret = () => applyDecorators(IsOptional(), IsString(), MaxLength(255));
