import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';
import { freePort } from 'test/support/private-redis';
import { createTestApp, type TestApp } from 'test/support/test-app';

/**
 * The README's shell examples, run as a newcomer would run them: every ```bash block, in order,
 * in one bash session, against the app freshly started on this run's fresh database (the
 * operator CLI included). A block preceded by `<!-- readme-test: skip … -->` is not run (it
 * installs, builds or starts containers). What the test changes, and only that:
 *  - `set -euo pipefail`, so any failing command or unset variable fails the test;
 *  - `API` points at the app started here, and the webhook receiver's port 8443 at a free port;
 *  - `sleep` waits 1 s instead of 5 (the polling loops are otherwise unchanged);
 *  - `npm start` (the webhook recipe restarts the server with new settings) restarts the app in
 *    this process with the settings exported in the session.
 */
const ROOT = join(__dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const PASSWORD = 'readme-password-42';
/** Settings a restart may take from the session: the names `.env.example` lists. */
const SETTINGS = new Set(
  [...readFileSync(join(ROOT, '.env.example'), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map(
    (match) => match[1],
  ),
);

interface Block {
  line: number;
  code: string;
}

/** The ```bash blocks of the README that the test runs, with their line numbers. */
function runnableBlocks(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (lines[index].trim() !== '```bash') continue;
    const end = lines.indexOf('```', index + 1);
    let before = index - 1;
    while (before >= 0 && lines[before].trim() === '') before -= 1;
    if (!/^<!-- readme-test: skip\b/.test(lines[before] ?? '')) {
      blocks.push({ line: index + 1, code: lines.slice(index + 1, end).join('\n') });
    }
    index = end;
  }
  return blocks;
}

describe('README examples', () => {
  let t: TestApp;
  let port: number;
  let control: LoopbackServer;
  let workDir: string;
  const saved = { ...process.env };

  async function startApp(): Promise<void> {
    t = await createTestApp();
    await t.app.listen(port);
  }

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'readme-examples-'));
    port = await freePort();
    await startApp();
    port = ((t.app.getHttpServer() as Server).address() as AddressInfo).port;
    // `npm start` in the session: the app restarts with the settings the session exported.
    control = await startLoopbackServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const exported = Buffer.concat(chunks).toString('utf8').split('\0');
        for (const entry of exported) {
          const [name, ...value] = entry.split('=');
          if (SETTINGS.has(name)) process.env[name] = value.join('=');
        }
        void t
          .close()
          .then(startApp)
          .then(
            () => response.writeHead(200).end('restarted'),
            (error: unknown) => response.writeHead(500).end(String(error)),
          );
      });
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await control?.close();
    rmSync(workDir, { recursive: true, force: true });
    process.env = saved;
  });

  it('finds the examples of every family', () => {
    const code = runnableBlocks(README)
      .map((block) => block.code)
      .join('\n');
    for (const route of [
      '/token',
      '/v1/toefl/evaluation',
      '/v1/ielts/evaluation',
      '/worksheet/v1/metadata',
      '/lesson-plan/v1/metadata',
      '/evaluation-platform/v1/exam',
      '/assignment-evaluation/v1/assignment',
      '/action-plan/v1/k12/student',
      '/class-track/v1/analysis',
      '/rubrics/v1/rubric/',
      '/webhooks/v1/webhook/',
    ]) {
      expect({ route, found: code.includes(route) }).toEqual({ route, found: true });
    }
    // Examples go through $API, so they work against any address.
    expect(code).not.toContain('localhost:3000');
  });

  it(
    'runs every shell example of the README, in order, on a fresh database',
    async () => {
      const receiverPort = await freePort();
      const blocks = runnableBlocks(README);
      const script = [
        'set -euo pipefail',
        'sleep() { command sleep 1; }',
        'npm() {',
        '  if [ "${1:-}" = start ]; then',
        `    env -0 | curl -sf -X POST ${control.url}/restart --data-binary @- >/dev/null`,
        '  else command npm "$@"; fi',
        '}',
        "trap 'kill $(jobs -p) 2>/dev/null || true' EXIT",
        ...blocks.map(
          ({ line, code }) =>
            `echo "### README.md line ${line}" >&2\n${code.replaceAll('8443', String(receiverPort))}`,
        ),
        'echo "### README examples: all blocks ran" >&2',
      ].join('\n');
      const scriptFile = join(workDir, 'readme.sh');
      writeFileSync(scriptFile, script);

      const child = spawn('bash', [scriptFile], {
        cwd: ROOT,
        env: { ...process.env, API: `http://localhost:${port}`, LOG_LEVEL: 'silent' },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stdin.end(`${PASSWORD}\n`);
      const timer = setTimeout(() => child.kill('SIGTERM'), 13 * 60_000);
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      clearTimeout(timer);

      const tail = output.slice(-6000);
      expect({ code, tail }).toEqual({ code: 0, tail: expect.stringContaining('all blocks ran') });
      expect(output.match(/### README\.md line/g)).toHaveLength(blocks.length);
      // What the reader would look for in what the examples print.
      expect(output).not.toContain('WORD_COUNT_BELOW_MINIMUM'); // the sample essays are long enough
      expect(output).toContain('"status":"completed"'); // the TOEFL evaluation
      expect(output).toContain('"maxScore":"5 Star"'); // the vendor-shaped criterion, as sent
      expect(output).toMatch(
        /"rubric_scores":\[\{"criterion_id":"[^"]+","criterion":"Questioning"/,
      );
      expect(output).toContain('"teacher_score":1'); // the teacher's review of Ravi's sheet
      expect(output).toMatch(/toefl_evaluation Completed/); // the local receiver got the webhook
    },
    15 * 60_000,
  );
});
