import type { AppDataProvider } from './types';

type Method = (...args: unknown[]) => Promise<unknown>;

export interface LazyDataProvider {
  dataProvider: AppDataProvider;
  /** Requests the real provider's script now (a failure is left to the first call). */
  preload: () => void;
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
  const methods = new Map<string, Method>();
  const dataProvider = new Proxy({} as AppDataProvider, {
    get(_, name) {
      if (typeof name === 'symbol' || name === 'then' || name === 'supportAbortSignal') return undefined;
      let method = methods.get(name);
      if (!method) methods.set(name, (method = forward(name)));
      return method;
    },
  });
  return { dataProvider, preload: () => void real().catch(() => undefined) };
}
