import { Global, Module } from '@nestjs/common';
import { CacheInvalidation } from 'src/common/cache/cache-invalidation.service';

/** Process-local caches kept consistent across processes through Redis pub/sub. */
@Global()
@Module({
  providers: [CacheInvalidation],
  exports: [CacheInvalidation],
})
export class CacheModule {}
