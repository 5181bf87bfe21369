// @ts-check
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first: a file imports only from its own layer or a lower one.
 * config reads the environment; common is infrastructure over it; database is the migrations and
 * data source; ai is the engine behind its ports; modules are the domains; the entry points
 * (cli, bootstrap and the root modules and mains) sit on top.
 */
const LAYERS = [
  { name: 'src/config', paths: ['src/config'] },
  { name: 'src/common', paths: ['src/common'] },
  { name: 'src/database', paths: ['src/database'] },
  { name: 'src/ai', paths: ['src/ai'] },
  { name: 'src/modules', paths: ['src/modules'] },
  {
    name: 'the entry points',
    paths: [
      'src/cli',
      'src/bootstrap',
      'src/app.module',
      'src/api.module',
      'src/worker.module',
      'src/core.module',
      'src/main',
      'src/worker',
    ],
  },
];

const RELATIVE = { group: ['../../../*'], message: 'Import from src/... paths.' };

/** One `no-restricted-imports` block per layer, naming every layer above it. */
function layerRules() {
  return LAYERS.slice(0, -1).map((layer, index) => {
    const above = LAYERS.slice(index + 1);
    const folder = layer.paths[0].replace('src/', '');
    return {
      files: [`${layer.paths[0]}/**/*.ts`],
      // Specs may drive a part with a higher layer's real input (a parsed transcript, a read
      // PDF); common's specs never needed to.
      ignores: folder === 'common' ? [] : ['**/*.spec.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              RELATIVE,
              ...above.map((higher) => ({
                group: higher.paths.flatMap((path) => [
                  path,
                  `${path}/**`,
                  `../${path.replace('src/', '')}`,
                  `../${path.replace('src/', '')}/**`,
                  `../../${path.replace('src/', '')}`,
                  `../../${path.replace('src/', '')}/**`,
                ]),
                message: `${layer.name} imports nothing from ${higher.name}: move the shared part down (layers, lowest first: ${LAYERS.map((item) => item.name).join(' → ')}).`,
              })),
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'eslint.config.mjs', 'examples/**'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  prettier,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-restricted-imports': ['error', { patterns: ['../../../*'] }],
    },
  },
  ...layerRules(),
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
