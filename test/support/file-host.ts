import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';

export interface FileHost {
  /** `https://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Requests that reached the host (method and path). */
  requests: string[];
  /** Its certificate as a PEM file, for NODE_EXTRA_CA_CERTS before the app starts. */
  caFile: string;
  close(): Promise<void>;
}

/**
 * An HTTPS server on loopback that serves the given bodies by path (404 for anything else).
 * `commonName` tells its certificate from another loopback server's when one CA file trusts both
 * (the trust store looks issuers up by name).
 */
export async function startFileHost(
  files: Record<string, Buffer>,
  { commonName = '127.0.0.1' } = {},
): Promise<FileHost> {
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const caFile = join(mkdtempSync(join(tmpdir(), 'file-host-ca-')), 'ca.pem');
  writeFileSync(caFile, pems.cert);
  const server: LoopbackServer = await startLoopbackServer(
    (request, response) => {
      const body = files[request.url ?? ''];
      if (body) response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
      else response.writeHead(404).end();
    },
    { key: pems.private, cert: pems.cert },
  );
  return { ...server, caFile };
}
