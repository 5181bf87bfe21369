import type { Agent } from 'node:http';
import { rootCertificates } from 'node:tls';
import ipaddr from 'ipaddr.js';
import type { RequestFilteringAgentOptions } from 'request-filtering-agent';

/** Which agent serves a URL; all of them refuse non-public addresses unless allow-listed. */
export type AgentForUrl = (url: URL) => Agent;

export interface AgentSettings {
  /** Host names, IP addresses and CIDRs that may be reached although not public. */
  allowList: readonly string[];
  /** Extra trusted CA certificates (PEM), added to Node's bundled roots. */
  extraCaPem: string | null;
}

/**
 * request-filtering-agent checks the address actually connected to (after DNS), so a name that
 * resolves to a private address is refused too; only ipaddr.js `unicast` addresses pass.
 */
export async function createAgents(settings: AgentSettings): Promise<AgentForUrl> {
  // The package is ESM only; a dynamic import keeps this CommonJS module loadable under jest.
  const { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } =
    await import('request-filtering-agent');
  // Known wart: the agent logs an "Invalid CIDR" warning when it compares a CIDR with an address
  // of the other IP family (an IPv4 range with an IPv6 peer); the verdict is still right.
  const { hosts, addresses } = splitAllowList(settings.allowList);
  const tls = settings.extraCaPem ? { ca: [...rootCertificates, settings.extraCaPem] } : {};

  const make = (trustedHost: boolean) => {
    const filter: RequestFilteringAgentOptions = {
      allowPrivateIPAddress: trustedHost,
      allowIPAddressList: addresses,
    };
    return {
      http: new RequestFilteringHttpAgent(filter),
      https: new RequestFilteringHttpsAgent({ ...filter, ...tls }),
    };
  };
  const strict = make(false);
  const trusted = make(true);

  return (url) => {
    const agents = hosts.has(normaliseHost(url.hostname)) ? trusted : strict;
    return url.protocol === 'https:' ? agents.https : agents.http;
  };
}

function splitAllowList(entries: readonly string[]) {
  const hosts = new Set<string>();
  const addresses: string[] = [];
  for (const entry of entries) {
    if (ipaddr.isValidCIDR(entry)) addresses.push(entry);
    // The agent compares single addresses as text; DNS answers use the canonical form.
    else if (ipaddr.isValid(entry)) addresses.push(ipaddr.parse(entry).toString());
    else hosts.add(normaliseHost(entry));
  }
  return { hosts, addresses };
}

const normaliseHost = (host: string): string => host.toLowerCase().replace(/\.$/, '');
