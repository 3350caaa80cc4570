// Lint: TypeScript, React hooks, accessibility (jsx-a11y), Testing Library in tests, and import boundaries
// in the bulletproof-react manner: shared folders never import features or the app; a feature never
// imports another feature (shared code moves down to components/ or lib/).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of src/features is a feature: a new one is covered without editing this file.
const features = readdirSync(new globalThis.URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'pb_data',
      '.bin',
      'test-results',
      'playwright-report',
      'coverage',
      // Emitted from src/rules/ (scripts/lib/rules-emit.ts), which is linted.
      'pb_hooks/lib/rules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // No import circle in the app, counting import() too: a module in one is loaded with all of the circle,
  // and its order of evaluation depends on which file the bundler reached first.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }] },
  },
  // Import boundaries (ESLint's own rule: no resolver plugin needed, as every import uses the @/ alias).
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: "Use toast from '@/lib/toast': sonner loads after the first render.",
            },
          ],
          patterns: [
            {
              group: [
                '@/features/*',
                `!@/features/${feature}`,
                '@/app/*',
                ...features
                  .filter((other) => other !== feature)
                  .flatMap((other) => [`../${other}/*`, `../../${other}/*`, `../../../${other}/*`]),
              ],
              message:
                'A feature imports only itself, components/ and lib/; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: "Use toast from '@/lib/toast': sonner loads after the first render.",
            },
          ],
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared folders must not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  // The rules (docs/architecture.md, "One source per rule") run in the browser, in Node and in the hooks'
  // engine: they import only each other, and reach for no global of the browser, Node or PocketBase.
  {
    files: ['src/rules/**/*.ts'],
    ignores: ['src/rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'A rule imports only other rules (./name.ts).' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'fetch', 'process', 'Buffer', 'require'].map(
          (name) => ({ name, message: 'A rule runs in the browser, Node and the hooks alike.' }),
        ),
        ...['$app', '$apis', '$os', '$security', '$dbx', '$http', '__hooks', '$scoring', '$answersBody'].map(
          (name) => ({ name, message: 'A rule runs in the browser, Node and the hooks alike.' }),
        ),
      ],
    },
  },
  {
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        ...globals.commonjs,
        console: 'readonly',
        $app: 'readonly',
        $apis: 'readonly',
        $os: 'readonly',
        $security: 'readonly',
        $filesystem: 'readonly',
        $dbx: 'readonly',
        $http: 'readonly',
        $mails: 'readonly',
        $template: 'readonly',
        $tokens: 'readonly',
        __hooks: 'readonly',
        migrate: 'readonly',
        routerAdd: 'readonly',
        routerUse: 'readonly',
        onBootstrap: 'readonly',
        cronAdd: 'readonly',
        arrayOf: 'readonly',
        DateTime: 'readonly',
        Record: 'readonly',
        Collection: 'readonly',
        Command: 'readonly',
        toString: 'readonly',
        BadRequestError: 'readonly',
        NotFoundError: 'readonly',
        ForbiddenError: 'readonly',
        UnauthorizedError: 'readonly',
        ApiError: 'readonly',
        TooManyRequestsError: 'readonly',
        DynamicModel: 'readonly',
        SubscriptionMessage: 'readonly',
        // Our build's Go (server/internal/jsbind/binds.go), read only by pb_hooks/lib/native.js.
        $answersheet: 'readonly',
        sleep: 'readonly',
        onRecordAfterUpdateSuccess: 'readonly',
        onRecordAfterCreateSuccess: 'readonly',
        onRecordAfterDeleteSuccess: 'readonly',
        onRecordAuthWithPasswordRequest: 'readonly',
        onRecordAuthRequest: 'readonly',
        MailerMessage: 'readonly',
        onModelAfterUpdateSuccess: 'readonly',
        onModelAfterCreateSuccess: 'readonly',
        onModelAfterDeleteSuccess: 'readonly',
        onRecordUpdateRequest: 'readonly',
        onRecordCreateRequest: 'readonly',
        onRecordDeleteRequest: 'readonly',
        onRecordValidate: 'readonly',
        onRecordCreate: 'readonly',
        onRecordUpdate: 'readonly',
        onRecordDelete: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/triple-slash-reference': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
