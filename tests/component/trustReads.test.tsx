import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, setFaults } from '@mocks/node';
import { setRequestTimeout } from '@/http/httpClient';
import { renderScreen } from '../helpers/renderScreen';
import { dataRows, mockRows } from './boardHelpers';

/**
 * Failed reads on the real providers and handlers, faults from the mock's fault API: each says in
 * Korean what went wrong, none shows as an empty result, and '다시 시도' recovers without a reload.
 */
afterEach(() => setRequestTimeout(undefined));

const BAD_REPLY = '서버 응답을 확인할 수 없습니다. 잠시 후 다시 시도해주세요.';
const ENGLISH = /dataProvider|response|Content-Range|undefined/i;

async function failureBox(): Promise<HTMLElement> {
  return screen.findByTestId('load-failure', {}, { timeout: 20000 });
}

describe('a list that cannot be read', { timeout: 60_000 }, () => {
  it('says why (HTML page, 403, timeout) instead of an empty table, and reads again on 다시 시도', async () => {
    setFaults({ html: true, pathPattern: '^/api/notice/list$' });
    const { user, requests } = await renderScreen('/notice');
    let failure = await failureBox();
    expect(failure).toHaveTextContent('목록을 불러오지 못했습니다.');
    expect(failure).toHaveTextContent(BAD_REPLY);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/데이터가 없습니다/)).not.toBeInTheDocument();
    expect(screen.queryByText(/총 \d+건/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(ENGLISH);

    setFaults({ html: false, status403: true });
    await user.click(within(failure).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByTestId('load-failure')).toHaveTextContent('권한이 없습니다.'));

    setRequestTimeout(300);
    setFaults({ status403: false, hang: true });
    failure = screen.getByTestId('load-failure');
    await user.click(within(failure).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByTestId('load-failure')).toHaveTextContent('서버 응답이 지연되어 요청을 중단했습니다. 잠시 후 다시 시도해주세요.'), {
      timeout: 5000,
    });

    clearFaults();
    await user.click(within(screen.getByTestId('load-failure')).getByRole('button', { name: '다시 시도' }));
    expect(await dataRows()).toHaveLength(20);
    expect(screen.getByText(/총 \d+건/)).toBeInTheDocument();
    expect(screen.queryByTestId('load-failure')).not.toBeInTheDocument();
    // One call per attempt: a failure that can only repeat itself is not retried behind the screen.
    expect(requests.filter((call) => call.method === 'GET' && call.path === '/api/notice/list')).toHaveLength(4);
  });
});

describe('a detail that cannot be read', { timeout: 60_000 }, () => {
  it('says it could not be loaded (not "no such item") and opens the form on 다시 시도', async () => {
    const record = mockRows('notice')[0];
    const id = String(record.id);
    setFaults({ empty: true, pathPattern: `^/api/notice/notice/${id}$` });
    const { user } = await renderScreen(`/notice/${id}`);
    const failure = await failureBox();
    expect(failure).toHaveTextContent('내용을 불러오지 못했습니다.');
    expect(failure).toHaveTextContent(BAD_REPLY);
    expect(screen.queryByText('존재하지 않는 항목입니다.')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /제목/ })).not.toBeInTheDocument();

    clearFaults();
    await user.click(within(failure).getByRole('button', { name: '다시 시도' }));
    const title = await screen.findByRole('textbox', { name: /제목/ }, { timeout: 20_000 });
    await waitFor(() => expect(title).toHaveValue(String(record.title)));
  });

  it('a 404 alone is 존재하지 않는 항목입니다., back on the list', async () => {
    await renderScreen('/notice/987654/show');
    expect(await screen.findByText('존재하지 않는 항목입니다.', {}, { timeout: 20000 })).toBeInTheDocument();
    expect(await dataRows()).not.toHaveLength(0);
    expect(screen.queryByTestId('load-failure')).not.toBeInTheDocument();
  });
});
