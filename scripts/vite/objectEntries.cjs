// What the build gives node-polyglot (react-admin's translator) for `object.entries`: the
// browser's own Object.entries, which every browser the console supports has. The shim brings
// get-intrinsic, call-bind, define-properties and object-keys (4 kB gzip on every page) to
// stand in for it. Aliased in vite.config.ts for builds (issue 35 item 3: light deep links).
module.exports = Object.entries;
