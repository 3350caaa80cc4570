// Lint: TypeScript, React hooks, accessibility (jsx-a11y), Testing Library in tests, and import boundaries
// in the bulletproof-react manner: shared folders never import features or the app; a feature never
// imports another feature (shared code moves down to components/ or lib/).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['about', 'auth', 'dashboard', 'guest-sheet', 'landing', 'profile', 'room'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'pb_data', '.bin', 'test-results', 'playwright-report', 'coverage'] },
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; move shared code to components/ or lib/.',
            })),
            {
              target: ['./src/components', './src/lib'],
              from: ['./src/features', './src/app'],
              message: 'Shared folders must not import features or the app.',
            },
            { target: './src/features', from: './src/app', message: 'Features must not import the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        ...globals.commonjs,
        console: 'readonly',
        $app: 'readonly', $apis: 'readonly', $os: 'readonly', $security: 'readonly', $filesystem: 'readonly',
        $dbx: 'readonly', $http: 'readonly', $mails: 'readonly', $template: 'readonly', $tokens: 'readonly',
        __hooks: 'readonly', migrate: 'readonly', routerAdd: 'readonly', routerUse: 'readonly', onBootstrap: 'readonly',
        cronAdd: 'readonly', arrayOf: 'readonly', DateTime: 'readonly', Record: 'readonly', Collection: 'readonly', Command: 'readonly', toString: 'readonly',
        BadRequestError: 'readonly', NotFoundError: 'readonly', ForbiddenError: 'readonly', UnauthorizedError: 'readonly',
        ApiError: 'readonly', TooManyRequestsError: 'readonly', DynamicModel: 'readonly', sleep: 'readonly',
        onRecordAfterUpdateSuccess: 'readonly', onRecordAfterCreateSuccess: 'readonly', onRecordAfterDeleteSuccess: 'readonly',
        onModelAfterUpdateSuccess: 'readonly', onModelAfterCreateSuccess: 'readonly', onModelAfterDeleteSuccess: 'readonly',
        onRecordUpdateRequest: 'readonly', onRecordCreateRequest: 'readonly', onRecordDeleteRequest: 'readonly',
        onRecordValidate: 'readonly', onRecordCreate: 'readonly', onRecordUpdate: 'readonly', onRecordDelete: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/triple-slash-reference': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
