/**
 * The layers of the console, from the bottom (docs/architecture.md "Layers", its diagram drawn from
 * this list by scripts/architecture/diagram.mjs). A module may import its own layer and the layers
 * below it, never one above: value or type, static or dynamic. No cycles at all.
 */
const layer = (name, places, what) => ({
  name,
  places,
  what,
  path: places.map((place) => `^${place.replaceAll('.', '[.]')}${place.endsWith('/') ? '' : '$'}`),
});

const layers = [
  layer('types', ['src/types/', 'src/declarations/'], 'server shapes, record types, the declaration language and its pure rules'),
  layer('catalogue', ['i18n/'], 'the typed Korean catalogue and translate()'),
  layer('declarations', ['resources/'], 'the screens declared, and the rules the console and the mock share'),
  layer('services', ['src/format/', 'src/validation/', 'src/http/', 'src/config.ts'], 'formatters, validators, the http client'),
  layer('providers', ['src/providers/'], 'dataProvider, authProvider, session, query client'),
  layer('auth', ['src/auth/'], 'sign-in and account pages, guards, sign-out'),
  layer('layout', ['src/layout/'], 'the frame, lazy views'),
  layer('screens', ['src/screens/', 'src/dashboard/', 'src/qa/'], 'generic screens, workspaces, dashboard, QA workbench'),
  layer('app', ['src/app/'], 'the roots: App, main, the i18nProvider, views joined to declarations'),
];

/** The mock is the server: it reads the declarations and their rules, never the console's code. */
const mock = { ...layer('mock', ['mocks/'], 'the server'), uses: ['types', 'catalogue', 'declarations', 'services'] };

/** Inside screens: shared pieces, then the generic screens, then the workspaces (none imports another). */
const screenParts = {
  shared: '^src/screens/shared/',
  generic: '^src/screens/generic/',
  workspace: '^src/(screens/(?!shared/|generic/)[^/]+/|dashboard/|qa/)',
};

/** A module's workspace folder, for the rule that one workspace never imports another. */
const workspaceFolder = '^src/(screens/[^/]+|dashboard|qa)/';

module.exports = { layers, mock, screenParts, workspaceFolder };
