import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The chain families (packages/chains/src/registry/types.ts `Family`). */
export const FAMILY_NAMES = [
  'evm',
  'utxo',
  'solana',
  'ton',
  'tron',
  'stellar',
  'ripple',
  'hedera',
  'filecoin',
  'cardano',
  'cosmos',
  'polkadot',
  'aptos',
  'tezos',
];
const FAMILY_LITERAL = `/^(${FAMILY_NAMES.join('|')})$/`;
const COMPARE = '[operator=/^[!=]==?$/]';
const FAMILY_MESSAGE =
  'Only @kestrel/chains knows chain families: ask the family module (presentation hints, devnet profile, capabilities) instead of comparing a family name.';

/** Comparisons with a family name, or of a `.family` member with anything (one report per node). */
const familyComparison = {
  selector: `:matches(${[
    `BinaryExpression${COMPARE}[left.value=${FAMILY_LITERAL}]`,
    `BinaryExpression${COMPARE}[right.value=${FAMILY_LITERAL}]`,
    `BinaryExpression${COMPARE}[left.property.name='family']`,
    `BinaryExpression${COMPARE}[right.property.name='family']`,
    `BinaryExpression${COMPARE}[left.expression.property.name='family']`,
    `BinaryExpression${COMPARE}[right.expression.property.name='family']`,
    `SwitchCase[test.value=${FAMILY_LITERAL}]`,
    `SwitchStatement[discriminant.property.name='family']`,
    `SwitchStatement[discriminant.expression.property.name='family']`,
  ].join(', ')})`,
  message: FAMILY_MESSAGE,
};

const FAMILY_DIR = /^packages\/chains\/src\/families\/([^/]+)\//;
const NETWORK_DIR = /^packages\/chains\/src\/families\/([^/]+)\/network(\/|$)/;
/** Tests and their support replay providers' answers: they may read a family's recorded shapes. */
const TEST_SUPPORT = /\.test\.tsx?$|\.testdata\.ts$|\/testing\//;

/**
 * A family's network/ (its provider clients) is used by its logic/ only: nothing else, in the
 * family or outside it, imports it (static, re-export or dynamic import()).
 */
const familyNetworkBoundary = {
  meta: {
    type: 'problem',
    messages: {
      outside:
        "A family's network/ is imported by its own logic/ only ({{target}} from {{importer}}): go through the family's logic or its adapter.",
    },
    schema: [],
  },
  create(context) {
    const importer = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (TEST_SUPPORT.test(importer)) return {};
    const own = FAMILY_DIR.exec(importer)?.[1];
    const inside = own && new RegExp(`^packages/chains/src/families/${own}/(logic|network)/`).test(importer);
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      const resolved = spec.startsWith('.')
        ? path
            .relative(ROOT, path.resolve(path.dirname(context.filename), spec))
            .split(path.sep)
            .join('/')
        : spec.replace(/^@kestrel\/chains\//, 'packages/chains/');
      const target = NETWORK_DIR.exec(resolved)?.[1];
      if (!target || (inside && target === own)) return;
      context.report({
        node: source,
        messageId: 'outside',
        data: { target: `families/${target}/network`, importer },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Browser globals the view models reach through their platform port instead. */
const UI_STATE_DEVICE_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'indexedDB',
  'PublicKeyCredential',
];
const UI_STATE_DEVICE_MESSAGE =
  'View models reach the device through the platform port (./platform), never the DOM.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Shells reach the chains through @kestrel/wallet only (issue "Families as the one unit of extension").
  {
    files: ['apps/**', 'packages/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@kestrel/chains', message: 'Shells import @kestrel/wallet, never @kestrel/chains.' },
          ],
          patterns: [
            {
              group: ['@kestrel/chains/*', '**/packages/chains/**', '**/chains/src/**'],
              message: 'Shells import @kestrel/wallet, never @kestrel/chains.',
            },
          ],
        },
      ],
    },
  },
  { ignores: ['packages/chains/**'], rules: { 'no-restricted-syntax': ['error', familyComparison] } },
  // The shared view models (packages/ui-state) import @kestrel/wallet only, like the shells, and
  // reach the device through their platform port (packages/ui-state/src/platform.ts): no DOM, no
  // React DOM, Router or Native, no bundler variables.
  {
    files: ['packages/ui-state/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@kestrel/chains',
              message: 'View models import @kestrel/wallet, never @kestrel/chains.',
            },
            ...['react-dom', 'react-dom/client', 'react-router', 'react-native'].map((name) => ({
              name,
              message:
                'View models are shell-neutral: the shell renders and routes, through the platform port.',
            })),
          ],
          patterns: [
            {
              group: ['@kestrel/chains/*', '**/packages/chains/**', '**/chains/src/**', '**/apps/**'],
              message: 'View models import @kestrel/wallet only.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...UI_STATE_DEVICE_GLOBALS.map((name) => ({ name, message: UI_STATE_DEVICE_MESSAGE })),
      ],
      'no-restricted-properties': [
        'error',
        ...UI_STATE_DEVICE_GLOBALS.map((property) => ({
          object: 'globalThis',
          property,
          message: UI_STATE_DEVICE_MESSAGE,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        familyComparison,
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Build variables reach view models through the platform port (config).',
        },
      ],
    },
  },
  {
    plugins: { kestrel: { rules: { 'family-network-boundary': familyNetworkBoundary } } },
    rules: { 'kestrel/family-network-boundary': 'error' },
  },
);
