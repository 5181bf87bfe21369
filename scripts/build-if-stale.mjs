#!/usr/bin/env node
// `npm start` runs this before `node dist/main.js`: it builds dist/ with `nest build` only when
// the build's inputs changed since dist/ was built, or when a file of that build is missing from
// dist/ (a SHA-256 of the inputs and the list of the files built are kept in dist/), and says
// so either way. `npm run start:prod` and `npm run cli:prod` run dist/ without the check.
// Plain JavaScript so that it runs at once, without ts-node.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const stampFile = join(dist, '.build-stamp.json');
/** What `nest build` reads: the sources and the settings of the compiler and of the packages. */
const INPUTS = [
  'src',
  'tsconfig.json',
  'tsconfig.build.json',
  'nest-cli.json',
  'package-lock.json',
];

/** The files of an input (a file, or every file under a folder), sorted. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** SHA-256 over each input file's path and content (specs are not built: tsconfig.build.json). */
function inputsHash() {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => filesOf(join(root, input)));
  for (const file of files.filter((path) => !path.endsWith('.spec.ts'))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The stamp of the last build by this script: `{inputs, outputs}`, or null. */
function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

/** Why dist/ must be built, or null when it is up to date. */
function staleness(stamp, wanted) {
  if (!existsSync(join(dist, 'main.js'))) return 'dist/ has not been built yet';
  if (!stamp) return 'dist/ was not built by npm start, so its sources are unknown';
  if (stamp.inputs !== wanted) return 'src/ or the build settings changed since the last build';
  const missing = stamp.outputs.find((file) => !existsSync(join(dist, file)));
  return missing ? `dist/${missing} is missing` : null;
}

const wanted = inputsHash();
const why = staleness(readStamp(), wanted);

if (!why) {
  console.log('[start] dist/ is up to date with src/: starting without a build');
} else {
  console.log(
    `[start] ${why}: building dist/ with nest build (a minute or two on a small machine)…`,
  );
  const started = Date.now();
  const build = spawnSync(join(root, 'node_modules', '.bin', 'nest'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    const reason = build.error
      ? `nest could not be run (${build.error.message}; run npm ci)`
      : 'errors above';
    console.error(`[start] the build failed (${reason}); nothing was started`);
    process.exit(build.status ?? 1);
  }
  const outputs = filesOf(dist).map((file) => relative(dist, file));
  writeFileSync(stampFile, `${JSON.stringify({ inputs: wanted, outputs })}\n`);
  console.log(`[start] built in ${Math.round((Date.now() - started) / 1000)} s; starting`);
}
