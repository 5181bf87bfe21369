#!/usr/bin/env node
// `npm start` runs this before `node dist/main.js`: it builds dist/ with `nest build` only when
// the build's inputs changed since dist/ was built (a SHA-256 of them is kept in dist/), and says
// so either way. `npm run start:prod` and `npm run cli:prod` run dist/ without the check.
// Plain JavaScript so that it runs at once, without ts-node.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const stampFile = join(dist, '.sources-sha256');
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

/** SHA-256 over each input file's path and content. */
function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesOf(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const wanted = inputsHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;

if (built === wanted && existsSync(join(dist, 'main.js'))) {
  console.log('[start] dist/ is up to date with src/: starting without a build');
} else {
  const why = built ? 'src/ changed since the last build' : 'dist/ has not been built yet';
  console.log(
    `[start] ${why}: building dist/ with nest build (a minute or two on a small machine)…`,
  );
  const started = Date.now();
  const build = spawnSync(join(root, 'node_modules', '.bin', 'nest'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('[start] the build failed (errors above); nothing was started');
    process.exit(build.status ?? 1);
  }
  writeFileSync(stampFile, `${wanted}\n`);
  console.log(`[start] built in ${Math.round((Date.now() - started) / 1000)} s; starting`);
}
