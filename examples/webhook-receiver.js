#!/usr/bin/env node
/**
 * A minimal webhook receiver for the evaluation service (Node 20+, no dependencies).
 *
 *   WEBHOOK_SECRET='the secret_hash you registered' \
 *   TLS_KEY=key.pem TLS_CERT=cert.pem PORT=8443 node examples/webhook-receiver.js
 *
 * It checks both things the service sends:
 *  1. `secret_hash` in the body equals the secret you registered (SPEC.md delivery rule 1);
 *  2. `webhook-signature` (Standard Webhooks: HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>",
 *     base64, prefixed "v1,"), with a timestamp no older than 5 minutes, so a copied request
 *     cannot be replayed later.
 * It answers 200 at once and does the slow work (fetching the result) afterwards, and ignores
 * a `webhook-id` it has already seen (retries and redeliveries reuse it).
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const https = require('node:https');

const SECRET = process.env.WEBHOOK_SECRET || '';
const TOLERANCE_SECONDS = 5 * 60;
const seen = new Set();

/** A `whsec_` secret is base64 after the prefix; any other secret is used as UTF-8 text. */
function signingKey(secret) {
  return secret.startsWith('whsec_')
    ? Buffer.from(secret.slice('whsec_'.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

function sameText(a, b) {
  const left = Buffer.from(String(a));
  const right = Buffer.from(String(b));
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Returns null when the request is genuine, else the reason to reject it. */
function verify(headers, rawBody) {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = String(headers['webhook-signature'] || '').split(' ');
  if (!id || !Number.isInteger(timestamp)) return 'missing webhook-id or webhook-timestamp';
  if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return 'timestamp too old';
  const expected = crypto
    .createHmac('sha256', signingKey(SECRET))
    .update(`${id}.${timestamp}.${rawBody}`)
    .digest('base64');
  if (!signatures.some((item) => sameText(item, `v1,${expected}`))) return 'bad signature';
  let body;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return 'body is not JSON';
  }
  if (!sameText(body.secret_hash, SECRET)) return 'secret_hash does not match';
  return null;
}

const server = https.createServer(
  { key: fs.readFileSync(process.env.TLS_KEY), cert: fs.readFileSync(process.env.TLS_CERT) },
  (request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      // Verify the exact bytes received: re-serialised JSON would not match the signature.
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const problem = verify(request.headers, rawBody);
      if (problem) {
        response.writeHead(401).end(problem);
        return;
      }
      response.writeHead(200).end('ok');
      const id = request.headers['webhook-id'];
      if (seen.has(id)) return;
      seen.add(id);
      const event = JSON.parse(rawBody);
      // Slow work goes here, after the answer: e.g. GET /v1/toefl/evaluation/{event.id}.
      console.log(`${event.name ?? event.webhook_name} ${event.status}`, event);
    });
  },
);

server.listen(Number(process.env.PORT || 8443), () => {
  console.log(`Webhook receiver listening on https://0.0.0.0:${server.address().port}/`);
});
