import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../helpers/renderScreen';
import { call, dialog, expectNoDialog, LONG, rowsOf } from './settingsHelpers';

describe('app versions (/appVersion)', () => {
  it(
    'validates the version in Korean, starts at 선택 update, and the mock refuses a lower version for the same OS',
    async () => {
      const { user, requests } = await renderScreen('/appVersion/create');
      const version = await screen.findByRole('textbox', { name: /버전/ }, { timeout: 40000 });
      expect(screen.getByRole('radio', { name: '선택' })).toBeChecked();
      await user.click(screen.getByRole('combobox', { name: /운영체제/ }));
      await user.click(await screen.findByRole('option', { name: '안드로이드' }));
      await user.type(version, 'abc');
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('버전은 주.부.수 형식의 숫자로 입력해주세요. (예: 5.3.1)')).toBeInTheDocument();
      expect(requests.some((entry) => entry.method === 'POST' && entry.path === '/api/appVersion')).toBe(false);
      await user.clear(version);
      await user.type(version, '1.0.0');
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect(await screen.findByText(/안드로이드 앱의 현재 버전\(.+\)보다 높은 버전만 등록할 수 있습니다\./)).toBeInTheDocument();
      expect((await call(requests, 'POST', /^\/api\/appVersion$/)).body).toMatchObject({ osType: 'AOS', appVersion: '1.0.0', forceYn: 'N' });
      await user.clear(version);
      await user.type(version, '99.0.0');
      await user.click(screen.getByRole('button', { name: '저장' }));
      await waitFor(() => expect(rowsOf('appVersion').some((row) => row.appVersion === '99.0.0' && row.forceYn === 'N')).toBe(true));
      // Back on the list, the new version is there.
      await call(requests, 'GET', /^\/api\/appVersion\/list$/, false);
      expect(await screen.findByText('99.0.0', {}, { timeout: 20000 })).toBeInTheDocument();
    },
    LONG * 2,
  );

  it(
    'lists, adds and removes the apps of a version on its detail, and saves the version',
    async () => {
      const target = rowsOf('appVersion')[0];
      const id = String(target.id);
      const { user, requests } = await renderScreen(`/appVersion/${id}`);
      const apps = await screen.findByTestId('version-apps', {}, { timeout: 40000 });
      await call(requests, 'GET', new RegExp(`^/api/appVersion/app/${id}$`), false);
      await user.click(within(apps).getByRole('button', { name: '앱 추가' }));
      let box = await dialog();
      await user.type(box.getByRole('textbox', { name: '앱 이름' }), '빈커피 주문');
      await user.type(box.getByRole('textbox', { name: '패키지 ID' }), 'beancoffee');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(await box.findByText('패키지 ID는 kr.co.beancoffee.app 형식으로 입력해주세요.')).toBeInTheDocument();
      await user.clear(box.getByRole('textbox', { name: '패키지 ID' }));
      await user.type(box.getByRole('textbox', { name: '패키지 ID' }), 'kr.co.beancoffee.order');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', new RegExp(`^/api/appVersion/app/${id}$`))).body).toEqual({
        appName: '빈커피 주문',
        bundleId: 'kr.co.beancoffee.order',
      });
      await expectNoDialog();
      const row = (await within(apps).findByText('kr.co.beancoffee.order')).closest('tr') as HTMLElement;
      const added = rowsOf('appVersionApp', 'appId').find((app) => app.bundleId === 'kr.co.beancoffee.order');
      await user.click(within(row).getByRole('button', { name: '빈커피 주문 삭제' }));
      box = await dialog();
      expect(box.getByText('빈커피 주문을 이 버전에서 삭제합니다.')).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '확인' }));
      await call(requests, 'DELETE', new RegExp(`^/api/appVersion/app/${String(added?.appId)}$`), false);
      await waitFor(() => expect(within(apps).queryByText('kr.co.beancoffee.order')).toBeNull());
      expect(await screen.findByText('앱이 삭제되었습니다.')).toBeInTheDocument();
      await expectNoDialog();

      const url = screen.getByRole('textbox', { name: /스토어 주소/ });
      await user.clear(url);
      await user.type(url, 'play.google');
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('스토어 주소는 http:// 또는 https://로 시작하는 주소로 입력해주세요.')).toBeInTheDocument();
      await user.clear(url);
      await user.type(url, 'https://play.google.com/store/apps/details?id=kr.co.beancoffee.order');
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'PUT', new RegExp(`^/api/appVersion/${id}$`))).body).toMatchObject({
        storeUrl: 'https://play.google.com/store/apps/details?id=kr.co.beancoffee.order',
      });
    },
    LONG * 2,
  );
});
