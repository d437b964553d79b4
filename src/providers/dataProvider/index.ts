import { findScreen, primaryKeyOf } from '@resources/registry';
import { createGenericActions } from './actions';
import { createCrud } from './crud';
import { dispatcher, screenResolver, type ScreenLookup } from './dispatch';
import { familyAdapters } from './families';
import { createFamilyMethods } from './methods';
import type { AppDataProvider } from './types';

/**
 * The console's dataProvider: react-admin's CRUD and the generic actions dispatched by the
 * screen's API family (`screen.api.family`, `{type}` = `screen.api.type ?? screen.name`, primary
 * key mapped to `id`), plus a typed method for every other call of spec §7.
 */
export interface DataProviderOptions {
  /** Where screens come from (default: the registry). Tests pass fixture screens. */
  findScreen?: ScreenLookup;
}

export function createDataProvider(options: DataProviderOptions = {}): AppDataProvider {
  const resolve = screenResolver(options.findScreen ?? findScreen, primaryKeyOf);
  const dispatch = dispatcher(resolve, familyAdapters);
  return { ...createCrud(dispatch), ...createGenericActions(dispatch), ...createFamilyMethods(resolve) };
}

export { clearCodeCache } from './families/code';
export type { Outcome, PrepayCardRef } from './families/prepayCard';
export type { AppDataProvider, GenericActions } from './types';
export { useAppDataProvider } from './useAppDataProvider';
