/**
 * Import boundaries (design.md §5): imports flow one way, and the linter says so.
 *
 *   app → pages → hydration/parts → sections | features → components → hydration → lib → config
 *
 * Each layer imports its own layer and the layers below it, never one above; sections and
 * features stand side by side and import neither each other (pages compose both) nor, for
 * sections, anything that reads content. The hydration runtime (src/hydration) sits below every
 * component that hydrates; the site's lazily hydrated parts (src/hydration/parts: the page opened
 * first, the forms, the widgets) sit above the sections and features they load. Besides:
 * - content (all Polish copy and figures) imports values only from content, config and lib, and
 *   depends on no component, feature or page: the shapes it fills are its own (content/types.ts),
 *   except those of the consumers that cannot read content, sections and ui primitives
 *   (each section's props, in its own file; the toaster's labels), which content imports type-only;
 * - content is read by app, pages, features and the site-wide components (components/layout and
 *   components/seo: header, menus, footer, head tags); sections, ui primitives and any other
 *   folder of components get every string through props and import nothing from content, not
 *   even a type;
 * - the shared lead schema (@shared) sits beside lib: every layer may use it;
 * - the lead schema (supabase/functions/_shared) imports nothing local but itself; the edge
 *   function imports nothing from src; the service worker only its own folder;
 * - no cycles, type imports included (local/no-cycle, eslint/no-import-cycle.js).
 *
 * Elements are matched by directory, so a new file is covered by the rules of its folder.
 */
import boundaries from 'eslint-plugin-boundaries';
import { noImportCycle } from './no-import-cycle.js';

const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'sections', pattern: 'src/sections' },
  { type: 'features', pattern: 'src/features' },
  { type: 'site-components', pattern: 'src/components/{layout,seo}' },
  { type: 'ui', pattern: 'src/components/ui' },
  { type: 'components', pattern: 'src/components' },
  { type: 'hydration-parts', pattern: 'src/hydration/parts' },
  { type: 'hydration', pattern: 'src/hydration' },
  { type: 'content', pattern: 'src/content' },
  { type: 'config', pattern: 'src/config' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'service-worker', pattern: 'src/service-worker' },
  { type: 'lead-schema', pattern: 'supabase/functions/_shared' },
  { type: 'function', pattern: 'supabase/functions' },
];

const to = (...types) => ({ to: { element: { types } } });
const typesOnly = (...types) => ({ ...to(...types), dependency: { kind: 'type' } });

/** How both rules find the file an import names (eslint-import-resolver-typescript's options). */
const resolver = { project: 'tsconfig.json' };

const components = ['site-components', 'ui', 'components'];
const base = ['config', 'lib', 'lead-schema'];
/** What every component may use: the hydration runtime and the base. */
const below = ['hydration', ...base];

/** Who may import whom (values and types alike unless the policy says type-only). */
const policies = [
  {
    from: { element: { type: 'app' } },
    allow: to(
      'app',
      'pages',
      'hydration-parts',
      'features',
      'sections',
      ...components,
      'content',
      ...below,
    ),
  },
  {
    from: { element: { type: 'pages' } },
    allow: to(
      'pages',
      'hydration-parts',
      'features',
      'sections',
      ...components,
      'content',
      ...below,
    ),
  },
  {
    from: { element: { type: 'hydration-parts' } },
    allow: to('hydration-parts', 'features', 'sections', ...below),
  },
  {
    from: { element: { type: 'features' } },
    allow: to('features', ...components, 'content', ...below),
  },
  { from: { element: { type: 'sections' } }, allow: to('sections', ...components, ...below) },
  { from: { element: { type: 'site-components' } }, allow: to(...components, 'content', ...below) },
  { from: { element: { type: 'ui' } }, allow: to('ui', 'components', ...below) },
  { from: { element: { type: 'components' } }, allow: to(...components, ...below) },
  { from: { element: { type: 'hydration' } }, allow: to('hydration', ...base) },
  { from: { element: { type: 'content' } }, allow: to('content', ...base) },
  {
    from: { element: { type: 'content' } },
    allow: typesOnly('sections', 'ui'),
  },
  { from: { element: { type: 'lib' } }, allow: to('lib', 'config', 'lead-schema') },
  // The paths the site shares with the send-email function (supabase/functions/_shared).
  { from: { element: { type: 'config' } }, allow: to('config', 'lead-schema') },
  { from: { element: { type: 'service-worker' } }, allow: to('service-worker') },
  { from: { element: { type: 'lead-schema' } }, allow: to('lead-schema') },
  { from: { element: { type: 'function' } }, allow: to('function', 'lead-schema') },
];

export const importBoundaries = [
  {
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts'],
    plugins: { boundaries, local: { rules: { 'no-cycle': noImportCycle } } },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'supabase/functions/**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { typescript: resolver },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkUnknownLocals: true, policies },
      ],
      // Every file under src and supabase/functions belongs to a layer.
      'boundaries/no-unknown-files': 'error',
      'local/no-cycle': ['error', { resolver }],
    },
  },
  {
    // The entry points (main.tsx, entry-server.tsx) sit above every layer and may import any of
    // them; no layer imports them (they are unknown to the rules, and checkUnknownLocals flags that).
    files: ['src/*.{ts,tsx}'],
    rules: { 'boundaries/no-unknown-files': 'off' },
  },
];
