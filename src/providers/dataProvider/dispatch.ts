import { translate } from '@i18n/translate';
import type { ApiFamily, ScreenDeclaration } from '@/declarations/types';
import { UnsupportedCallError, type FamilyAdapter, type FamilyContext, type ResolveScreen } from './family';

export type ScreenLookup = (resource: string) => ScreenDeclaration | undefined;

export function screenResolver(lookup: ScreenLookup, primaryKeyOf: (screen: ScreenDeclaration) => string): ResolveScreen {
  return (resource) => {
    const screen = lookup(resource);
    if (!screen) throw new Error(translate('error.unknownScreen', { resource }));
    return { resource, screen, family: screen.api.family, type: screen.api.type ?? screen.name, primaryKey: primaryKeyOf(screen) };
  };
}

type Call<K extends keyof FamilyAdapter> = NonNullable<FamilyAdapter[K]>;

export interface Dispatch {
  /** The adapter call of a resource's family; a family without it throws a clear Error. */
  need<K extends keyof FamilyAdapter>(resource: string, call: K): [FamilyContext, Call<K>];
  /** The same, `undefined` when the family has no such call (the composer falls back). */
  maybe<K extends keyof FamilyAdapter>(resource: string, call: K): [FamilyContext, Call<K> | undefined];
}

export function dispatcher(resolve: ResolveScreen, adapters: Readonly<Record<ApiFamily, FamilyAdapter>>): Dispatch {
  const maybe = <K extends keyof FamilyAdapter>(resource: string, call: K): [FamilyContext, Call<K> | undefined] => {
    const ctx = resolve(resource);
    const fn: FamilyAdapter[K] = adapters[ctx.family][call];
    return [ctx, fn ?? undefined];
  };
  return {
    maybe,
    need: (resource, call) => {
      const [ctx, fn] = maybe(resource, call);
      if (!fn) throw new UnsupportedCallError(resource, ctx.family, call);
      return [ctx, fn];
    },
  };
}
