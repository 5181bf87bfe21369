import { readFileSync } from 'node:fs';
import { type ConfigType, registerAs } from '@nestjs/config';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  isFQDN,
  Max,
  Min,
  ValidateBy,
} from 'class-validator';
import ipaddr from 'ipaddr.js';
import { splitList, validateConfig } from 'src/config/validate-config';

const isHostOrCidr = (entry: string): boolean =>
  ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry) || isFQDN(entry, { require_tld: false });

class OutboundEnv {
  /** Hosts, addresses or CIDRs that may be reached although private or loopback. */
  @ValidateBy({
    name: 'isHostOrCidrList',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && splitList(value).every(isHostOrCidr),
      defaultMessage: () =>
        'OUTBOUND_ALLOWLIST must be a comma-separated list of host names, IP addresses or CIDRs',
    },
  })
  OUTBOUND_ALLOWLIST: string = '';

  // Implicit conversion would turn the string 'false' into true; anything else stays a string
  // so that @IsBoolean names the variable.
  @Transform(({ obj }: { obj: Record<string, string | undefined> }) => {
    const raw = obj.OUTBOUND_ALLOW_HTTP;
    if (raw === undefined || raw === '') return false;
    return raw === 'true' ? true : raw === 'false' ? false : raw;
  })
  @IsBoolean({ message: 'OUTBOUND_ALLOW_HTTP must be true or false' })
  OUTBOUND_ALLOW_HTTP: boolean = false;

  @IsInt()
  @Min(1)
  @Max(100 * 1024 * 1024)
  OUTBOUND_IMAGE_MAX_BYTES: number = 10 * 1024 * 1024;

  @IsInt()
  @Min(100)
  @Max(120_000)
  OUTBOUND_IMAGE_TIMEOUT_MS: number = 10_000;

  @IsOptional()
  @IsString()
  NODE_EXTRA_CA_CERTS?: string;
}

/**
 * Node reads NODE_EXTRA_CA_CERTS only at process start, so a variable set later (tests, a
 * config reload) would be ignored: read the PEM file here and hand it to the TLS options.
 */
function readExtraCa(path: string | undefined): string | null {
  if (!path) return null;
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid configuration: NODE_EXTRA_CA_CERTS cannot be read (${reason})`, {
      cause: error,
    });
  }
}

/** Outbound HTTP (images now, webhooks later): SSRF allow-list, schemes, limits and CAs. */
export const outboundConfig = registerAs('outbound', () => {
  const env = validateConfig(OutboundEnv);
  return {
    allowList: splitList(env.OUTBOUND_ALLOWLIST),
    allowHttp: env.OUTBOUND_ALLOW_HTTP,
    image: { maxBytes: env.OUTBOUND_IMAGE_MAX_BYTES, timeoutMs: env.OUTBOUND_IMAGE_TIMEOUT_MS },
    extraCaPem: readExtraCa(env.NODE_EXTRA_CA_CERTS),
  };
});

export default outboundConfig;
export type OutboundConfig = ConfigType<typeof outboundConfig>;
