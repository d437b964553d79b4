import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callsTo, renderScreen } from '../helpers/renderScreen';
import { dataRows } from './boardHelpers';

/** Lists that fit (issue 32 item 5): the search block folds, remembered per screen; 검색 reads at once. */

const FIRST_PAINT = { timeout: 60000 };
const LONG = 180000;
const WAIT = { timeout: 30000 };

const searchBlock = () => screen.getByRole('search', { name: '검색 조건' });
const foldButton = async () =>
  within(await screen.findByRole('search', { name: '검색 조건' }, FIRST_PAINT)).getByRole('button', { name: /^검색 조건 (접기|펼치기)$/ });

describe('a list that fits', () => {
  beforeAll(() => import('@/screens/generic/GenericList'), 300000);

  it(
    'folds its search block with 검색 조건 접기, remembered for that screen only, through a remount',
    async () => {
      const notice = await renderScreen('/notice');
      const fold = await foldButton();
      expect(fold).toHaveTextContent('검색 조건 접기');
      expect(fold).toHaveAttribute('aria-expanded', 'true');
      await notice.user.click(fold);
      await waitFor(() => expect(fold).toHaveTextContent('검색 조건 펼치기'), WAIT);
      expect(fold).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(fold.getAttribute('aria-controls') ?? '')).toContainElement(
        within(searchBlock()).getByRole('textbox', { name: '제목', hidden: true }),
      );
      notice.unmount();

      const faq = await renderScreen('/faq');
      expect(await foldButton()).toHaveAttribute('aria-expanded', 'true');
      faq.unmount();

      const again = await renderScreen('/notice');
      const remembered = await foldButton();
      expect(remembered).toHaveTextContent('검색 조건 펼치기');
      expect(remembered).toHaveAttribute('aria-expanded', 'false');
      await again.user.click(remembered);
      await waitFor(() => expect(remembered).toHaveAttribute('aria-expanded', 'true'), WAIT);
      expect(within(searchBlock()).getByRole('textbox', { name: '제목' })).toBeVisible();
    },
    LONG,
  );

  it(
    '검색 sends the list request before the address changes, once: not after the screen renders the new filter',
    async () => {
      const { user, requests, location } = await renderScreen('/notice');
      await screen.findByRole('search', { name: '검색 조건' }, FIRST_PAINT);
      await dataRows();
      const lists = () => callsTo(requests, 'GET', 'notice/list');
      const opened = lists().length;
      // the address the console showed when each list request reached the server
      const addressAtRequest: string[] = [];
      const listener = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname.endsWith('/notice/list')) addressAtRequest.push(location().search);
      };
      server.events.on('request:start', listener);
      try {
        await user.type(within(searchBlock()).getByRole('textbox', { name: '제목' }), '공지');
        await user.click(within(searchBlock()).getByRole('button', { name: '검색' }));
        await waitFor(() => expect(new URLSearchParams(location().search).get('filter')).toBe('{"title":"공지"}'), WAIT);
        await dataRows();
      } finally {
        server.events.removeListener('request:start', listener);
      }
      expect(lists()).toHaveLength(opened + 1);
      expect(lists()[opened].query.get('title')).toBe('공지');
      expect(addressAtRequest).toHaveLength(1);
      expect(addressAtRequest[0]).not.toContain('title');
    },
    LONG,
  );
});
