import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';

const NO_GLOBAL_MODULES = {
  selector: "Decorator[expression.callee.name='Global']",
  message: 'Import the module that exports what you need; @Global() hides who depends on it.',
};
const NO_FORWARD_REF = {
  name: '@nestjs/common',
  importNames: ['forwardRef'],
  message: 'Break the cycle: move the shared part into the feature that owns it.',
};

// Raw MongoDB driver calls skip mongoose's casting, defaults and timestamps; the platform's
// repository base in libs/platform/src/mongo is the one place that may make them.
const RAW_DRIVER_MESSAGE =
  "Raw driver access belongs in the platform's repository base (libs/platform/src/mongo); extend it instead.";
const RAW_DRIVER_SYNTAX = [
  { selector: "MemberExpression[property.name='collection']", message: RAW_DRIVER_MESSAGE },
  {
    selector:
      'MemberExpression[object.property.name=/[cC]onnection$/][property.name=/^(db|getClient)$/]',
    message: RAW_DRIVER_MESSAGE,
  },
  {
    selector: 'MemberExpression[object.name=/[cC]onnection$/][property.name=/^(db|getClient)$/]',
    message: RAW_DRIVER_MESSAGE,
  },
];
const RAW_DRIVER_IMPORTS = [
  { name: 'mongodb', message: RAW_DRIVER_MESSAGE },
  { name: 'mongoose', importNames: ['mongo'], message: RAW_DRIVER_MESSAGE },
];
// Tests read and seed collections directly to check what a service stored.
const TEST_FILES = ['**/test/**', '**/*.spec.ts', '**/*.spec-support.ts'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.infra/**', 'coverage/**', 'load-tests/*.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['services/**/*.ts', 'gateway/**/*.ts', 'libs/platform/**/*.ts'],
    rules: {
      // Nest resolves constructor dependencies from emitted type metadata, so injected classes must stay value imports.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['services/**/*.ts', 'gateway/**/*.ts'],
    rules: {
      // Feature modules import what they need and export a small reader or port.
      'no-restricted-syntax': ['error', NO_GLOBAL_MODULES],
      'no-restricted-imports': ['error', { paths: [NO_FORWARD_REF] }],
    },
  },
  {
    files: ['services/**/*.ts', 'gateway/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': ['error', NO_GLOBAL_MODULES, ...RAW_DRIVER_SYNTAX],
      'no-restricted-imports': ['error', { paths: [NO_FORWARD_REF, ...RAW_DRIVER_IMPORTS] }],
    },
  },
  {
    files: ['libs/**/*.ts'],
    ignores: ['libs/platform/src/mongo/**', ...TEST_FILES],
    rules: {
      'no-restricted-syntax': ['error', ...RAW_DRIVER_SYNTAX],
      'no-restricted-imports': ['error', { paths: RAW_DRIVER_IMPORTS }],
    },
  },
  {
    files: ['services/**/*.ts', 'gateway/**/*.ts', 'libs/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // A feature's index.ts is what the rest of the app may use; its files stay free to change.
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/[^/]+/',
              message: "Import the feature's index (features/<name>); add what you need to it.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^|\\/)features\\/[^/]+\\//]',
          message: "Load a feature's screen through the lazy component its index declares.",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
