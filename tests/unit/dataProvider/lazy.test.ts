import { describe, expect, it, vi } from 'vitest';
import { lazyDataProvider } from '@/providers/dataProvider/lazy';
import type { AppDataProvider } from '@/providers/dataProvider/types';

/** A stand-in real provider with one method, counting how often it is loaded. */
function realProvider() {
  const getList = vi.fn(async (resource: string, params: unknown) => ({ data: [{ id: 1, resource, params }], total: 1 }));
  const provider = { getList } as unknown as AppDataProvider;
  const load = vi.fn(async () => provider);
  return { getList, load };
}

describe('lazy dataProvider', () => {
  it('loads the real provider on the first call only, and forwards arguments and results', async () => {
    const { getList, load } = realProvider();
    const { dataProvider } = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();

    const params = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} } as const;
    await expect(dataProvider.getList('notice', params)).resolves.toEqual({ data: [{ id: 1, resource: 'notice', params }], total: 1 });
    await dataProvider.getList('faq', params);
    expect(load).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenNthCalledWith(2, 'faq', params);
  });

  it('does not look like a promise, and answers a method react-admin asks for by name', () => {
    const { dataProvider } = lazyDataProvider(realProvider().load);
    expect((dataProvider as unknown as { then?: unknown }).then).toBeUndefined();
    expect(dataProvider.supportAbortSignal).toBeUndefined();
    expect(typeof dataProvider.getOne).toBe('function');
    expect(dataProvider.getOne).toBe(dataProvider.getOne);
  });

  it("fails a method the real provider lacks with react-admin's message", async () => {
    const { dataProvider } = lazyDataProvider(realProvider().load);
    await expect(dataProvider.getOne('notice', { id: 1 })).rejects.toThrow('Unknown dataProvider function: getOne');
  });

  it('preloads once, and loads again after a failed load', async () => {
    const { getList } = realProvider();
    const load = vi
      .fn<() => Promise<AppDataProvider>>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue({ getList } as unknown as AppDataProvider);
    const lazy = lazyDataProvider(load);
    lazy.preload();
    lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const params = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} } as const;
    await expect(lazy.dataProvider.getList('notice', params)).resolves.toMatchObject({ total: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
