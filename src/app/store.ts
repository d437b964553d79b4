import { localStorageStore } from 'react-admin';

/**
 * react-admin's store (its `<Admin>` default): preferences such as the sidebar and a list's
 * columns and last params, kept in localStorage. One for the console and the page load's read
 * ahead of a list (readAhead.ts), which reads a list's params from it.
 */
export const store = localStorageStore();
