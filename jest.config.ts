import type { Config } from 'jest';

const shared = {
  moduleFileExtensions: ['ts', 'js', 'json'],
  rootDir: '.',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  setupFiles: ['reflect-metadata'],
  moduleNameMapper: { '^src/(.*)$': '<rootDir>/src/$1', '^test/(.*)$': '<rootDir>/test/$1' },
} satisfies Config;

const config: Config = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      setupFiles: ['reflect-metadata', '<rootDir>/test/setup/env.ts'],
    },
  ],
  // e2e suites share one database and one Redis prefix per run; run files one at a time.
  maxWorkers: 1,
  // In one worker process that is replaced once it holds more than this after a file: each file
  // loads the whole app (curriculum, NLP models, mathjs) and a single process of 180 files ran
  // out of heap.
  workerIdleMemoryLimit: '1536MB',
  testTimeout: 60_000,
};

export default config;
