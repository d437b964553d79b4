import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '@mocks/db';
import { geocodeOf } from '@mocks/db/geocode';
import { findScreen } from '@resources/registry';
import { renderScreen } from '../../helpers/renderScreen';
import { call, calls, LONG } from '../money/moneyHelpers';

/** The store form's '좌표 찾기' (POST storeManage/geocode) and the item form's POS item (GET item/posItems). */
const rowsOf = (name: string) => {
  const declaration = findScreen(name);
  if (!declaration) throw new Error(`no ${name} screen`);
  return collectionOf(declaration);
};

describe('store coordinates and POS items', () => {
  it(
    'geocodes the typed address into 위도/경도 and saves them with the store (PUT storeManage/{storeId})',
    async () => {
      const [store] = rowsOf('storeManage').all();
      const storeId = String(store.storeId);
      const { user, requests } = await renderScreen(`/storeManage/${storeId}`);
      const address = await screen.findByRole('textbox', { name: /주소/ }, { timeout: 90_000 });
      await waitFor(() => expect(address).toHaveValue(String(store.address)));
      expect(screen.getByRole('textbox', { name: '위도' })).toHaveValue(String(store.lat)); // the seed's point of its address

      await user.clear(address);
      await user.click(screen.getByRole('button', { name: '좌표 찾기' }));
      expect(await screen.findByText('주소를 먼저 입력해주세요.')).toBeInTheDocument();
      expect(calls(requests, 'POST', /^\/api\/storeManage\/geocode$/)).toHaveLength(0);

      const moved = '서울특별시 중구 세종대로 110';
      const point = geocodeOf(moved);
      await user.type(address, moved);
      await user.click(screen.getByRole('button', { name: '좌표 찾기' }));
      expect((await call(requests, 'POST', /^\/api\/storeManage\/geocode$/)).body).toEqual({ address: moved });
      await waitFor(() => expect(screen.getByRole('textbox', { name: '위도' })).toHaveValue(String(point.lat)));
      expect(screen.getByRole('textbox', { name: '경도' })).toHaveValue(String(point.lng));
      expect(screen.getByText(`좌표를 찾았습니다. (위도 ${point.lat}, 경도 ${point.lng})`)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '저장' }));
      const put = await call(requests, 'PUT', new RegExp(`^/api/storeManage/${storeId}$`));
      expect(put.body).toMatchObject({ address: moved, lat: point.lat, lng: point.lng });
      await waitFor(() => expect(rowsOf('storeManage').get(storeId)).toMatchObject({ address: moved, ...point }));
    },
    LONG * 2,
  );

  it(
    'links an item to a POS item found by name in GET item/posItems (PUT item/{itemCd} with posItemCd)',
    async () => {
      const items = rowsOf('item').all();
      const [item] = items;
      const itemCd = String(item.itemCd);
      const target = items[2];
      const { user, requests } = await renderScreen(`/item/${itemCd}`);
      const pos = await screen.findByRole('combobox', { name: /포스 상품/ }, { timeout: 90_000 });
      await call(requests, 'GET', /^\/api\/item\/posItems$/, false);
      expect(pos).toHaveValue('연결 안 함');
      await user.clear(pos);
      await user.type(pos, String(target.itemName));
      const option = await within(await screen.findByRole('listbox')).findByRole('option', { name: new RegExp(`^${String(target.itemName)} \\(POS00003`) });
      await user.click(option);
      await user.click(screen.getByRole('button', { name: '저장' }));
      const put = await call(requests, 'PUT', new RegExp(`^/api/item/${itemCd}$`));
      expect(put.body).toMatchObject({ itemCd, posItemCd: 'POS00003' });
      await waitFor(() => expect(rowsOf('item').get(itemCd)?.posItemCd).toBe('POS00003'));
    },
    LONG * 2,
  );

  it(
    'groups an amount by thousands while it is typed, the caret after the digit typed, and saves the number (PUT item/{itemCd})',
    async () => {
      const [item] = rowsOf('item').all();
      const itemCd = String(item.itemCd);
      const { user, requests } = await renderScreen(`/item/${itemCd}`);
      const price = (await screen.findByRole('textbox', { name: /판매가/ }, { timeout: 90_000 })) as HTMLInputElement;
      await waitFor(() => expect(price).toHaveValue(Number(item.price).toLocaleString('ko-KR')));
      await user.clear(price);
      await user.type(price, '1234567');
      expect(price).toHaveValue('1,234,567');
      await user.type(price, '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
      expect(price).toHaveValue('19,234,567');
      expect(price.selectionStart).toBe(2);
      await user.keyboard('0');
      expect(price).toHaveValue('190,234,567');
      expect(price.selectionStart).toBe(3);
      await user.click(screen.getByRole('button', { name: '저장' }));
      const put = await call(requests, 'PUT', new RegExp(`^/api/item/${itemCd}$`));
      expect(put.body).toMatchObject({ itemCd, price: 190234567 });
      await waitFor(() => expect(rowsOf('item').get(itemCd)?.price).toBe(190234567));
    },
    LONG * 2,
  );
});
