import { Module } from '@nestjs/common';
import { ImageFetcher } from 'src/common/outbound/image-fetcher';
import { OutboundHttpClient } from 'src/common/outbound/outbound-http.client';

/** The one SSRF-safe way out of the service: image fetching now, webhook delivery too. */
@Module({
  providers: [OutboundHttpClient, ImageFetcher],
  exports: [OutboundHttpClient, ImageFetcher],
})
export class OutboundModule {}
