/**
 * What the build gives react-admin for `ra-language-english`: nothing. Only react-admin's
 * `defaultI18nProvider` reads it, the provider `<Admin>` uses when it is given none; the console
 * always gives its own (src/app/i18nProvider.ts, the Korean catalogue), so the English messages
 * (2.7 kB gzip on every page) were never shown. Aliased in vite.config.ts for builds only: the
 * tests compare the Korean catalogue with the English keys.
 */
export default {};
