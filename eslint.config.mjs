// Flat config: typescript-eslint's recommended rules, React hooks rules and Docusaurus' own rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'dist/',
      '.bench/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    languageOptions: {
      globals: {process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly'},
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: ['·', ' · ']}],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    // The lunr language package is CommonJS: the search plugin require()s it on the server.
    // So are bundler loaders, which the bundler require()s.
    files: ['packages/**/*.js', 'src/plugins/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', require: 'readonly'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Only React components face readers; config, scripts and tests hold data and messages.
    files: [
      'docusaurus.config.ts',
      'src/config/**',
      'src/sections/**',
      'scripts/**',
      'tests/**',
      'bench/**',
      'sidebars/**',
    ],
    rules: {'@docusaurus/no-untranslated-text': 'off'},
  },
);
