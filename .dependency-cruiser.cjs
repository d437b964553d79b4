const { layers, mock, screenParts, workspaceFolder } = require('./scripts/architecture/layers.cjs');

/** The layer rules as dependency-cruiser rules (`npm run lint`). */
const upward = layers.flatMap((layer, index) => {
  const above = layers.slice(index + 1).flatMap((upper) => upper.path);
  return above.length
    ? [{ name: `layer-${layer.name}`, comment: `${layer.name} imports a higher layer`, severity: 'error', from: { path: layer.path }, to: { path: above } }]
    : [];
});

module.exports = {
  forbidden: [
    {
      name: 'not-in-a-layer',
      comment: 'a module of src/ that no layer holds (add its place to scripts/architecture/layers.cjs)',
      severity: 'error',
      from: { path: '^src/', pathNot: [...layers.flatMap((layer) => layer.path), '^src/env[.]d[.]ts$'] },
      to: {},
    },
    { name: 'no-circular', comment: 'an import cycle', severity: 'error', from: {}, to: { circular: true } },
    ...upward,
    {
      name: 'mock-reads-console',
      comment: 'the mock imports console code',
      severity: 'error',
      from: { path: mock.path },
      to: { path: '^(src|i18n|resources)/', pathNot: layers.filter((layer) => mock.uses.includes(layer.name)).flatMap((layer) => layer.path) },
    },
    {
      name: 'console-reads-mock',
      comment: 'console code imports the mock (only the app root and the QA workbench drive it)',
      severity: 'error',
      from: { path: '^(src|i18n|resources)/', pathNot: ['^src/app/', '^src/qa/'] },
      to: { path: mock.path },
    },
    {
      name: 'shared-reads-screens',
      comment: 'a shared screen piece imports a generic screen or a workspace',
      severity: 'error',
      from: { path: screenParts.shared },
      to: { path: [screenParts.generic, screenParts.workspace, '^src/screens/bespokeViews'] },
    },
    {
      name: 'generic-reads-workspace',
      comment: 'a generic screen imports a workspace',
      severity: 'error',
      from: { path: screenParts.generic },
      to: { path: [screenParts.workspace, '^src/screens/bespokeViews'] },
    },
    {
      name: 'workspace-reads-workspace',
      comment: 'a workspace imports another workspace',
      severity: 'error',
      from: { path: workspaceFolder },
      to: { path: screenParts.workspace, pathNot: '^src/$1/' },
    },
  ],
  options: {
    includeOnly: '^(src|resources|i18n|mocks)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
