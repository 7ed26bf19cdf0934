import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';

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
      'no-restricted-syntax': [
        'error',
        {
          selector: "Decorator[expression.callee.name='Global']",
          message:
            'Import the module that exports what you need; @Global() hides who depends on it.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: ['forwardRef'],
              message: 'Break the cycle: move the shared part into the feature that owns it.',
            },
          ],
        },
      ],
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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
