// ESLint for the web app: TypeScript's recommended rules, the rules of hooks (with the
// React Compiler's checks), and Relay's (GraphQL syntax and naming, unused fields,
// fragment spreads used where they are declared).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '**/__generated__/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { relay },
    rules: {
      ...relay.configs['ts-strict'].rules,
      // Types come from the generated artifacts, imported by name.
      'relay/generated-typescript-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
