import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opts a route out of the global bearer guard (token endpoint, health, docs). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
