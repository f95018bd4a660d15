// Lint, including the import rules of the design brief: a wrong import between layers fails `npm test`.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const CLIENT_LAYERS = ['app', 'pages', 'features', 'components', 'api', 'stores', 'lib'];
const layer = (name) => `./src/${name}`;
const except = (allowed) => CLIENT_LAYERS.filter((l) => !allowed.includes(l)).map(layer);
const features = existsSync('src/features') ? readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

/** src/lib/paths.ts, the route paths of spec §2: importable from every layer (server and scenes too), so it imports nothing. */
const PATHS = './lib/paths.ts';

const sceneFolders = existsSync('scenes') ? readdirSync('scenes', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

/** [importing folder, folders it may not import from] — DESIGN.md "Fixed top level". */
const zones = [
  ...except(['app', 'pages', 'features', 'components', 'api', 'stores', 'lib']).map((from) => ({ target: layer('app'), from })),
  ...except(['pages', 'components', 'features', 'api', 'stores', 'lib']).map((from) => ({ target: layer('pages'), from })),
  ...except(['features', 'components', 'api', 'stores', 'lib']).map((from) => ({ target: layer('features'), from })),
  ...except(['components', 'lib']).map((from) => ({ target: layer('components'), from })),
  ...except(['api', 'lib']).map((from) => ({ target: layer('api'), from })),
  ...except(['stores', 'lib']).map((from) => ({ target: layer('stores'), from })),
  ...except(['lib']).map((from) => ({ target: layer('lib'), from })),
  // A feature never imports another feature.
  ...features.map((name) => ({ target: `./src/features/${name}`, from: './src/features', except: [`./${name}`] })),
  // Domain rules are shared with the server: zod only (and the route paths, which every layer may import).
  { target: './src/domain', from: './src', except: ['./domain', PATHS] },
  { target: './src/domain', from: './server' },
  { target: './src/domain', from: './scenes' },
  // Scenes are plain TypeScript: nothing from src/ but the domain, never the sandbox.
  { target: './scenes', from: './src', except: ['./domain', PATHS] },
  // (every scenes folder but the sandbox itself, whose files import each other)
  ...sceneFolders.filter((name) => name !== 'sandbox').map((name) => ({ target: `./scenes/${name}`, from: './scenes/sandbox' })),
  { target: './scenes/index.ts', from: './scenes/sandbox' },
  // Two doors: index.ts (lazy, dynamic import only) and widget-place.ts (pure placement maths, no Pixi).
  { target: './src', from: './scenes', except: ['./index.ts', './load.ts', './widget-place.ts'] },
  { target: './src', from: './scenes/sandbox' },
  { target: './src', from: './server' },
  { target: './server', from: './src', except: ['./domain', PATHS] },
  { target: './server', from: './scenes' },
  // The operator console (its own entry, /ops/): nothing imports it, and it uses only components, api, lib, domain.
  ...[...CLIENT_LAYERS.map(layer), './src/domain', './src/main.tsx'].map((target) => ({ target, from: './src/ops' })),
  { target: './src/ops', from: ['./src/app', './src/pages', './src/features', './src/stores', './scenes'] },
  // Inside the server: routes → services → repositories → db (docs/server.md "Layers"). The seeds
  // in server/db write demo data through repositories and services, as an operator would.
  { target: './server/routes', from: ['./server/repositories', './server/db'] },
  // Services know nothing of HTTP: they throw a Refusal (services/refusal.ts) that server/http answers.
  { target: './server/services', from: ['./server/routes', './server/http'] },
  { target: './server/repositories', from: ['./server/services', './server/routes', './server/http', './server/signals'] },
  // Signals (device keys, risk events) sit beside the services: no HTTP, no routes, no services.
  { target: './server/signals', from: ['./server/routes', './server/http', './server/services'] },
  { target: './server/db', from: ['./server/routes', './server/http'] },
  // The database layer itself (the client, the schema, its tables) knows no repository: backfills
  // run from the migration runner (server/migrate.ts); only the demo seeds write through them.
  { target: './server/db/!(seed*).ts', from: ['./server/repositories', './server/services', './server/signals'] },
  { target: './server/db/tables', from: ['./server/repositories', './server/services', './server/signals'] },
  // Configuration is read before there is a context: it never imports one.
  { target: ['./server/config.ts', './server/settings'], from: './server/context.ts' },
];

/** The app's static door into scenes/ and what it imports: on the first screen, so no Pixi, GSAP or Howler. */
const STATIC_DOOR = ['scenes/widget-place.ts', 'scenes/core/tuned.ts', 'scenes/core/params.ts', 'scenes/widget/widget-logic.ts', 'scenes/widget/clear-zones.ts', 'scenes/widget/page-changes.ts', 'scenes/widget/params.ts'];
/** The canvas layer's loader (scenes/load.ts) and what it imports: Pixi, GSAP and Howler only through its dynamic imports. */
const LAYER_LOADER = ['scenes/load.ts', 'scenes/canvas-layer.ts', 'scenes/runtime/next-task.ts'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'data/', '.tmp/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The rules that follow imports (no-cycle) read the imported TypeScript files too.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // No import circles: a module is evaluated before what it imports (type-only imports are erased).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The sandbox's debug overlays (scenes/sandbox/overlays/*.tsx) are React too.
    files: ['src/**/*.{ts,tsx}', 'scenes/sandbox/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // i18next is set up by src/lib/i18n.ts, the only door to it: a component that imported
    // react-i18next itself could render before i18next is set up (the first screen does not load it).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/i18n.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [
      { name: 'react-i18next', message: 'Import useTranslation from src/lib/i18n.ts (or shellT from src/lib/shell-strings.ts on the first screen).' },
      { name: 'i18next', message: 'Use src/lib/i18n.ts.' },
    ] }] },
  },
  {
    files: ['src/lib/paths.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'ImportDeclaration', message: 'src/lib/paths.ts is imported by every layer: it imports nothing.' },
        { selector: 'ImportExpression', message: 'src/lib/paths.ts is imported by every layer: it imports nothing.' },
        { selector: 'ExportAllDeclaration', message: 'src/lib/paths.ts is imported by every layer: it imports nothing.' },
        { selector: 'ExportNamedDeclaration[source]', message: 'src/lib/paths.ts is imported by every layer: it imports nothing.' },
      ],
    },
  },
  {
    // The app's static door into scenes/ and what it imports: on the first screen, so no Pixi, GSAP or Howler.
    files: STATIC_DOOR,
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', '@pixi/react', 'pixi.js', 'pixi.js/*', 'gsap', 'gsap/*', 'howler', '../runtime/*', './runtime/*', '../art/*', './art/*'] }] },
  },
  {
    // The canvas layer's loader, imported statically by the app's features: Pixi, GSAP and Howler only through its dynamic imports.
    files: LAYER_LOADER,
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', '@pixi/react', 'pixi.js', 'pixi.js/*', 'gsap', 'gsap/*', 'howler'] }] },
  },
  {
    // Scenes are plain TypeScript, never React; the sandbox (never in the member bundle) draws its debug overlays with @pixi/react.
    files: ['scenes/**/*.{ts,tsx}'],
    ignores: ['scenes/sandbox/**', ...LAYER_LOADER, ...STATIC_DOOR],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', '@pixi/react'] }] },
  },
);
