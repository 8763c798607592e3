// @ts-check
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
// @ts-expect-error -- eslint-plugin-jsx-a11y ships no type declarations
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/lint/boundaries.js';

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS_FILES = ['**/*.js', '**/*.mjs', '**/*.cjs'];
// Client <script> blocks inside .astro files are linted as virtual files with these names.
const ASTRO_SCRIPTS = ['**/*.astro/*.js', '**/*.astro/*.ts', '*.astro/*.js', '*.astro/*.ts'];

// An import specifier that reaches the app's src/: any path with a `src` segment (../../src/x.ts, /abs/src/x,
// src/x) or a path alias (@/x, ~/x, #x).
// Written with \x2F for '/', because an esquery selector's regex cannot hold a slash.
const SRC_IMPORT = String.raw`(^|\x2F)src(\x2F|$)|^[@~]\x2F|^#`;
const SANDBOX_IMPORT_MESSAGE =
  'The sandbox must not import the storefront (src/): write the shape from the spec in scripts/sandbox/contracts/.';
// Each sandbox session has its own clock (ctx.now()): the real time is read in scripts/sandbox/clock.ts only.
const SANDBOX_CLOCK_MESSAGE = 'Read the session clock (ctx.now()), not the real time: tests set it per session.';
const SANDBOX_CLOCK_BANS = [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: SANDBOX_CLOCK_MESSAGE },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: SANDBOX_CLOCK_MESSAGE },
];
/** @param {string} regex */
const sandboxImportBan = (regex) => ({ regex, message: SANDBOX_IMPORT_MESSAGE });

// Pure domain modules (src/features/<feature>/domain/) run anywhere: in the build, the preview server, an
// island and a unit test. The browser's globals, and fetch (only a feature's host client calls it), are not theirs.
const DOMAIN_FILES = ['src/features/*/domain/**', 'tests/lint-fixtures/src/features/*/domain/**'];
const DOMAIN_GLOBAL_MESSAGE =
  'A domain module is pure: take this as an argument from a store, component or host client.';
const DOMAIN_BANNED_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'customElements',
  'fetch',
].map((name) => ({ name, message: DOMAIN_GLOBAL_MESSAGE }));

// Stores hold state; listeners do effects (DESIGN.md "state", STYLE.md 4): a module of a feature's stores/ opens no
// modal, shows no toast, writes no cookie and sends no analytics event. Its action publishes what happened
// (stores/events.ts) and a listener module (listeners/) does the effect. Reading a cookie (shared/cookies.ts
// readCookie) is how a store learns its state, so that stays allowed; a store never knows its listeners.
const STORE_FILES = ['src/features/*/stores/**', 'tests/lint-fixtures/src/features/*/stores/**'];
const STORE_EFFECT_MESSAGE =
  'A store changes state only: publish what happened (stores/events.ts) and do this in a listener module (listeners/).';
const STORE_EFFECT_BANS = {
  paths: [{ name: 'js-cookie', message: STORE_EFFECT_MESSAGE }],
  patterns: [
    { regex: String.raw`(^|/)ui/stores/(toasts|modal)(\.ts)?$`, message: STORE_EFFECT_MESSAGE },
    {
      regex: String.raw`(^|/)shared/cookies(\.ts)?$`,
      importNames: ['writeCookie', 'removeCookie'],
      message: STORE_EFFECT_MESSAGE,
    },
    {
      regex: String.raw`(^|/)analytics/index(\.ts)?$`,
      importNames: ['trackEvent', 'trackViewOnce', 'resetViewOnce'],
      message: STORE_EFFECT_MESSAGE,
    },
    { regex: String.raw`(^|/)analytics/browser/`, message: STORE_EFFECT_MESSAGE },
    { regex: String.raw`(^|/)listeners/`, message: 'A store does not know its listeners: they attach to it.' },
  ],
};

export default defineConfig(
  {
    ignores: [
      'dist/**',
      '.e2e/**',
      '.e2e-*/**',
      '.h1*tmp/**',
      '.astro/**',
      '.stores/**',
      '.sandbox/**',
      '.bench/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      // Each file there breaks a boundary rule on purpose; tests/unit/lint-boundaries.test.ts lints them.
      'tests/lint-fixtures/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
  },

  // TypeScript: strict, type-checked, through the project service (one TS program for the whole repo).
  {
    files: [...TS_FILES, ...JS_FILES, '**/*.astro'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.astro'],
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Template literals with numbers are everywhere in URLs and messages; they are not a bug.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `return send(res, …)` inside a void handler is an idiom for "answer and stop", not a mistake.
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true },
      ],
      // process.env and records are index signatures; both spellings are fine (tsconfig decides).
      '@typescript-eslint/dot-notation': ['error', { allowIndexSignaturePropertyAccess: true }],
      'no-console': 'error',
    },
  },

  // Astro components: recommended rules and the strict accessibility set.
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-strict'],
  {
    // Astro components are linted without type information. astro-eslint-parser has no project service, so
    // typed rules here cost a second TypeScript program of the whole repository: 43 of lint's 108 CPU-seconds
    // on the 2-core machine. Their frontmatter is routing and composition (DESIGN.md); `astro check` (the
    // typecheck stage, strict) type-checks every .astro file, and the untyped rules (no-explicit-any,
    // no-non-null-assertion, the a11y set) still apply here.
    files: ['**/*.astro'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      parserOptions: {
        parser: tseslint.parser,
        projectService: false,
        project: false,
        extraFileExtensions: ['.astro'],
      },
    },
  },
  {
    // Plain JS here is configuration; `astro check` type-checks it (// @ts-check), untyped plugins make typed rules noisy.
    files: JS_FILES,
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Browser scripts in .astro files are not part of the TypeScript program.
    files: ASTRO_SCRIPTS,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.browser } },
  },

  // React islands.
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.strict],
    languageOptions: { globals: { ...globals.browser } },
  },

  // The layout's boundaries (DESIGN.md "Boxes and where they live"; scripts/lint/boundaries.js): a feature
  // imports another only through its index.ts, src/ui and src/shared import no feature, domain modules are
  // pure, and no import chain comes back to where it started.
  {
    plugins: { boundaries },
    rules: { 'boundaries/no-cycle': 'error' },
  },
  {
    files: ['src/**', 'tests/lint-fixtures/src/**'],
    rules: { 'boundaries/feature-index': 'error', 'boundaries/pure-domain': 'error' },
  },
  {
    files: DOMAIN_FILES,
    rules: { 'no-restricted-globals': ['error', ...DOMAIN_BANNED_GLOBALS] },
  },

  {
    files: STORE_FILES,
    rules: {
      'no-restricted-imports': ['error', STORE_EFFECT_BANS],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='dataLayer']", message: STORE_EFFECT_MESSAGE },
      ],
    },
  },

  // Build scripts and the sandbox talk to a terminal.
  {
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },

  // The sandbox owns its contracts (issue 12): it emulates the hosts from the spec, so it must not share
  // the storefront's schemas or rules. Nothing under scripts/sandbox imports src/, by relative path,
  // absolute path or alias, statically or dynamically.
  {
    files: ['scripts/sandbox/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sandboxImportBan(SRC_IMPORT)] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${SRC_IMPORT}/]`,
          message: SANDBOX_IMPORT_MESSAGE,
        },
        ...SANDBOX_CLOCK_BANS,
      ],
    },
  },
  {
    // The session clock itself reads the real time.
    files: ['scripts/sandbox/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${SRC_IMPORT}/]`, message: SANDBOX_IMPORT_MESSAGE },
      ],
    },
  },
);
