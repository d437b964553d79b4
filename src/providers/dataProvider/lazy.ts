import { hashKey } from '@tanstack/react-query';
import type { GetListParams } from 'react-admin';
import type { AppDataProvider } from './types';

type Method = (...args: unknown[]) => Promise<unknown>;

export interface LazyDataProvider {
  dataProvider: AppDataProvider;
  /** Requests the real provider's script now (a failure is left to the first call). */
  preload: () => void;
  /**
   * Sends a list's read now, before its screen asks: the screen's first `getList` of `resource`
   * with the same params takes its answer (one call in all). Not once that list has asked.
   */
  readAhead: (resource: string, params: GetListParams) => void;
}

/**
 * The dataProvider as a stand-in that loads the real one (the families, the screens' API
 * declarations) on its first call or preload, so /login does not download it. Every method name
 * answers a function, except `then` (the provider must not look like a promise) and symbols; a
 * name the real provider lacks fails with react-admin's own message.
 */
export function lazyDataProvider(load: () => Promise<AppDataProvider>): LazyDataProvider {
  let provider: Promise<AppDataProvider> | undefined;
  let loaded: AppDataProvider | undefined;
  const real = () =>
    (provider ??= load().then(
      (target) => (loaded = target),
      (error: unknown) => {
        provider = undefined;
        throw error;
      },
    ));
  // async, so a missing name rejects; the call itself runs in the caller's turn up to its request
  const call = async (target: AppDataProvider, name: string, args: unknown[]) => {
    const method: unknown = target[name];
    if (typeof method !== 'function') throw new Error(`Unknown dataProvider function: ${name}`);
    return (method as Method).apply(target, args);
  };
  // once loaded, no await before the call: an await hands the turn to the render a click queued (issue 32 item 5)
  const forward =
    (name: string): Method =>
    (...args) =>
      loaded ? call(loaded, name, args) : real().then((target) => call(target, name, args));
  // params as react-query keys its reads: the same values whatever the order of their keys, undefined
  // ones (react-admin's `signal`, `meta`) left out
  const paramsKey = (params: GetListParams) => hashKey([params]);
  // a read sent ahead, until the first list read of its resource takes it or passes it by
  const ahead = new Map<string, { key: string; answer: Promise<unknown> }>();
  const listed = new Set<string>();
  const getList = forward('getList');
  const takeAhead =
    (inner: Method): Method =>
    (...args) => {
      const [resource, params] = args as [string, GetListParams];
      listed.add(resource);
      const sent = ahead.get(resource);
      ahead.delete(resource);
      return sent?.key === paramsKey(params) ? sent.answer : inner(...args);
    };
  // a list that has asked already (its screen rendered first) is not asked twice
  const readAhead = (resource: string, params: GetListParams) => {
    if (listed.has(resource)) return;
    const answer = getList(resource, params);
    answer.catch(() => undefined); // a read nobody takes fails unseen; the one who takes it sees it
    ahead.set(resource, { key: paramsKey(params), answer });
  };
  const methods = new Map<string, Method>([['getList', takeAhead(getList)]]);
  const dataProvider = new Proxy({} as AppDataProvider, {
    get(_, name) {
      if (typeof name === 'symbol' || name === 'then' || name === 'supportAbortSignal') return undefined;
      let method = methods.get(name);
      if (!method) methods.set(name, (method = forward(name)));
      return method;
    },
  });
  return { dataProvider, preload: () => void real().catch(() => undefined), readAhead };
}
