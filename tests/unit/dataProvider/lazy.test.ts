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

  describe('a list read sent ahead (a page load on a list)', () => {
    const params = { pagination: { page: 1, perPage: 20 }, sort: { field: 'regDt', order: 'DESC' }, filter: { title: '공지' } } as const;

    it('is sent at once, and the list asking the same params, in any key order, takes its answer: one call', async () => {
      const { getList, load } = realProvider();
      const lazy = lazyDataProvider(load);
      lazy.readAhead('notice', params);
      await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
      const asked = {
        filter: { title: '공지' },
        sort: { order: 'DESC', field: 'regDt' },
        pagination: { perPage: 20, page: 1 },
        meta: undefined,
        signal: undefined,
      } as const;
      await expect(lazy.dataProvider.getList('notice', asked)).resolves.toEqual({ data: [{ id: 1, resource: 'notice', params }], total: 1 });
      expect(getList).toHaveBeenCalledTimes(1);
      // taken once: the next read of the list is its own
      await lazy.dataProvider.getList('notice', params);
      expect(getList).toHaveBeenCalledTimes(2);
    });

    it('is passed by when the list asks other params, and not sent once the list has asked', async () => {
      const { getList, load } = realProvider();
      const lazy = lazyDataProvider(load);
      lazy.readAhead('notice', params);
      const other = { ...params, pagination: { page: 2, perPage: 20 } };
      await expect(lazy.dataProvider.getList('notice', other)).resolves.toMatchObject({ data: [{ params: other }] });
      expect(getList).toHaveBeenCalledTimes(2);
      await lazy.dataProvider.getList('notice', params);
      expect(getList).toHaveBeenCalledTimes(3);

      lazy.readAhead('notice', params);
      await lazy.dataProvider.getList('faq', params);
      expect(getList.mock.calls.map(([resource]) => resource)).toEqual(['notice', 'notice', 'notice', 'faq']);
    });

    it('fails unseen when nobody takes it, and fails the list that takes it', async () => {
      const { getList, load } = realProvider();
      getList.mockRejectedValue(new Error('서버 오류'));
      const lazy = lazyDataProvider(load);
      lazy.readAhead('faq', params);
      lazy.readAhead('notice', params);
      await expect(lazy.dataProvider.getList('notice', params)).rejects.toThrow('서버 오류');
      expect(getList).toHaveBeenCalledTimes(2);
    });
  });
});
