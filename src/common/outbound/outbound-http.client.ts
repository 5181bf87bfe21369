import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Inject, Injectable } from '@nestjs/common';
import { type AgentForUrl, createAgents } from 'src/common/outbound/outbound-agents';
import { type Hop, sendHop } from 'src/common/outbound/http-exchange';
import {
  describeUrl,
  OutboundErrorCode,
  OutboundRequestError,
} from 'src/common/outbound/outbound-request.error';
import { type OutboundConfig, outboundConfig } from 'src/config/outbound.config';

export interface OutboundRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Deadline for the whole exchange: connecting, every redirect and reading the last body. */
  timeoutMs: number;
  /** Largest answer body accepted. */
  maxBytes: number;
  /** Redirects to follow, each re-checked; with 0 (the default) a 3xx is the answer. */
  followRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  durationMs: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Dropped when a redirect leaves the origin, as browsers and fetch do. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/**
 * The one way the service calls URLs that clients give it (images, webhooks): public addresses
 * only (checked after DNS on every connection), https unless configured, bounded time and size.
 */
@Injectable()
export class OutboundHttpClient {
  private agents?: Promise<AgentForUrl>;

  constructor(@Inject(outboundConfig.KEY) private readonly config: OutboundConfig) {}

  async request(rawUrl: string, options: OutboundRequestOptions): Promise<OutboundResponse> {
    const started = performance.now();
    let url = this.checkUrl(rawUrl);
    const agentFor = await (this.agents ??= createAgents(this.config));
    const maxRedirects = options.followRedirects ?? 0;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
    const limits = { ...options, signal: deadline.signal };
    let hop: Hop = {
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
      body: options.body,
    };
    try {
      for (let redirects = 0; ; redirects++) {
        const answer = await sendHop(url, hop, agentFor(url), limits);
        const location = answer.headers.location;
        if (maxRedirects === 0 || !REDIRECTS.has(answer.status) || !location) {
          return { ...answer, durationMs: Math.round(performance.now() - started) };
        }
        if (redirects === maxRedirects) {
          throw new OutboundRequestError(
            OutboundErrorCode.TOO_MANY_REDIRECTS,
            describeUrl(url),
            `more than ${maxRedirects} redirects`,
          );
        }
        const next = this.checkUrl(location, url);
        hop = redirectedHop(hop, answer.status, url, next);
        url = next;
      }
    } finally {
      clearTimeout(timer);
    }
  }

  private checkUrl(raw: string, redirectedFrom?: URL): URL {
    let url: URL;
    try {
      url = new URL(raw, redirectedFrom);
    } catch {
      throw redirectedFrom
        ? new OutboundRequestError(
            OutboundErrorCode.INVALID_URL,
            describeUrl(redirectedFrom),
            'it redirects to an invalid URL',
          )
        : new OutboundRequestError(OutboundErrorCode.INVALID_URL, '', 'not a valid URL');
    }
    const allowed =
      url.protocol === 'https:' || (url.protocol === 'http:' && this.config.allowHttp);
    if (!allowed) {
      throw new OutboundRequestError(
        OutboundErrorCode.SCHEME_NOT_ALLOWED,
        describeUrl(url),
        this.config.allowHttp
          ? 'only http and https URLs are allowed'
          : 'only https URLs are allowed',
      );
    }
    return url;
  }
}

/** 307/308 repeat the request as it was; the others turn it into a GET without a body. */
function redirectedHop(hop: Hop, status: number, from: URL, to: URL): Hop {
  const sameOrigin = from.origin === to.origin;
  const keepsBody = status === 307 || status === 308;
  const headers = Object.fromEntries(
    Object.entries(hop.headers).filter(([name]) => {
      const lower = name.toLowerCase();
      if (!sameOrigin && CREDENTIAL_HEADERS.has(lower)) return false;
      return keepsBody || !lower.startsWith('content-');
    }),
  );
  return keepsBody ? { ...hop, headers } : { method: 'GET', headers };
}
