import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { renderScreen } from '../../helpers/renderScreen';
import { waitForCall } from '../boardHelpers';

/**
 * /pushClick (푸시 반응 통계, rest): the totals of the filtered pushes above the list
 * (GET pushClick/summary) and, on a push's detail, its reaction by hour (GET pushClick/hourly/{id}).
 */
const LONG = 120_000;
const pushes = () => collectionOf(findScreen('pushClick')!);
const counted = (value: number) => value.toLocaleString('ko-KR');
const sum = (source: string) =>
  pushes()
    .all()
    .reduce((total, row) => total + (Number(row[source]) || 0), 0);

describe('push reaction statistics (rest statistic and sub-rows)', () => {
  it(
    'shows the totals of every filtered push, then a push’s reaction by hour',
    async () => {
      const { user, requests } = await renderScreen('/pushClick');
      const summary = await screen.findByRole('region', { name: '푸시 반응 통계 합계' }, { timeout: 60_000 });
      await waitForCall(requests, 'GET', '/api/pushClick/summary');
      await waitFor(() => expect(within(summary).getByText(`대상 ${counted(pushes().all().length)}건`)).toBeInTheDocument());
      expect(within(summary).getByText(counted(sum('clickCnt')))).toBeInTheDocument();
      expect(within(summary).getByText(counted(sum('sendCnt')))).toBeInTheDocument();

      const table = await screen.findByRole('table', {}, { timeout: 40_000 });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
      await user.click(within(table).getAllByRole('row')[1]);
      const section = await screen.findByRole('region', { name: '시간대별 반응' }, { timeout: 40_000 });
      const call = await waitForCall(requests, 'GET', /^\/api\/pushClick\/hourly\/[^/]+$/);
      const id = call.path.split('/').at(-1);
      const shown = pushes().get(id)!;
      const hours = within(section).getAllByRole('row').slice(1);
      expect(hours).toHaveLength(7);
      const clicks = hours.reduce((total, line) => total + Number(within(line).getAllByRole('cell')[2].textContent?.replace(/,/g, '')), 0);
      expect(clicks).toBe(Number(shown.clickCnt));
    },
    LONG,
  );
});
