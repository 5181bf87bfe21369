'use strict';
/**
 * The document sandbox's thread entry when the service runs from TypeScript sources (ts-node,
 * ts-jest): a worker thread starts without the parent's require hooks, so this registers
 * ts-node and the `src/*` paths, then loads read-thread.ts. Built code (dist/) loads the
 * compiled read-thread.js directly and never uses this file.
 */
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..', '..', '..', '..');
require('ts-node').register({ transpileOnly: true, project: join(root, 'tsconfig.json') });
require('tsconfig-paths').register({ baseUrl: root, paths: { 'src/*': ['src/*'] } });

module.exports = require('./read-thread.ts');
