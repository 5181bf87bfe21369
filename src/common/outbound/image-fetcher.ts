import { Inject, Injectable } from '@nestjs/common';
import { OutboundHttpClient } from 'src/common/outbound/outbound-http.client';
import { describeUrl, OutboundRequestError } from 'src/common/outbound/outbound-request.error';
import { type ImageMimeType, sniffImageType } from 'src/common/outbound/image-type';
import { type OutboundConfig, outboundConfig } from 'src/config/outbound.config';

export interface FetchedImage {
  data: Buffer;
  mimeType: ImageMimeType;
}

/** An image URL that cannot be used; the message is safe to show the client. */
export class ImageFetchError extends Error {
  constructor(
    message: string,
    /** True when trying again later may work (timeouts, 5xx, 429). */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'ImageFetchError';
  }
}

const ACCEPTED: readonly ImageMimeType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
];
const MAX_REDIRECTS = 3;

/** Fetches the images of a submission: public, https, ≤ 10 MB, 10 s. */
@Injectable()
export class ImageFetcher {
  constructor(
    private readonly http: OutboundHttpClient,
    @Inject(outboundConfig.KEY) private readonly config: OutboundConfig,
  ) {}

  async fetchImage(rawUrl: string): Promise<FetchedImage> {
    const answer = await this.http
      .request(rawUrl, {
        headers: { accept: ACCEPTED.join(', ') },
        timeoutMs: this.config.image.timeoutMs,
        maxBytes: this.config.image.maxBytes,
        followRedirects: MAX_REDIRECTS,
      })
      .catch((error: unknown) => {
        if (!(error instanceof OutboundRequestError)) throw error;
        const target = error.target ? ` ${error.target}` : '';
        throw new ImageFetchError(
          `Could not fetch image${target}: ${error.reason}`,
          error.transient,
        );
      });
    // The request succeeded, so the URL parses.
    const target = describeUrl(new URL(rawUrl));
    if (answer.status < 200 || answer.status > 299) {
      const transient = answer.status >= 500 || answer.status === 429;
      throw new ImageFetchError(
        `Could not fetch image ${target}: the server answered ${answer.status}`,
        transient,
      );
    }
    const mimeType = sniffImageType(answer.body);
    if (!mimeType) {
      const reason = unsupported(answer.headers['content-type']);
      throw new ImageFetchError(`Could not fetch image ${target}: ${reason}`, false);
    }
    return { data: answer.body, mimeType };
  }
}

/** Names the type the server claimed, unless it claimed an accepted one that the bytes belie. */
function unsupported(contentType: string | undefined): string {
  const claimed = contentType?.split(';')[0].trim().toLowerCase();
  return claimed && !(ACCEPTED as readonly string[]).includes(claimed)
    ? `unsupported type ${claimed}`
    : 'the content is not a JPEG, PNG, WebP or PDF file';
}
