import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '@/app/i18nProvider';
import { mockControl } from '@mocks/node';
import { scenarioFromSearch } from '@mocks/scenario';
import { createDataProvider } from '@/providers/dataProvider';
import { QaWorkbench } from '@/qa/QaWorkbench';
import { signIn } from '../../helpers/renderScreen';

/**
 * The QA workbench (src/qa/) on the real mock: what it sets is what the next calls get, the
 * reset brings the seed back, and its scenario link restores account, faults and latency.
 */
function renderWorkbench() {
  const reload = vi.fn();
  const user = userEvent.setup({ delay: null });
  const result = render(
    <I18nContextProvider value={i18nProvider}>
      <QaWorkbench open onClose={() => undefined} reload={reload} />
    </I18nContextProvider>,
  );
  return { ...result, user, reload };
}

async function choose(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  await user.selectOptions(within(scope).getByLabelText(label), option);
}

async function addFault(user: UserEvent, fault: { family?: string; pattern?: string; kind: string; latencyMs?: number; once?: boolean }) {
  const faults = screen.getByTestId('qa-faults');
  if (fault.pattern !== undefined) {
    await choose(user, faults, '대상', '경로 패턴');
    const input = within(faults).getByLabelText('경로 패턴 (정규식)');
    await user.clear(input);
    await user.click(input);
    await user.paste(fault.pattern);
  } else if (fault.family) await choose(user, faults, 'API 그룹', fault.family);
  await choose(user, faults, '장애 종류', fault.kind);
  const latency = within(faults).getByLabelText('지연 시간(ms)');
  await user.clear(latency);
  if (fault.latencyMs) {
    await user.click(latency);
    await user.paste(String(fault.latencyMs));
  }
  const once = within(faults).getByRole('checkbox', { name: '한 번만' });
  if (once.matches(':checked') !== Boolean(fault.once)) await user.click(once);
  await user.click(within(faults).getByRole('button', { name: '추가' }));
}

const api = (path: string, init?: RequestInit) => fetch(new URL(`/api/${path}`, window.location.href), init);
const listNotices = () => createDataProvider().getList('notice', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {} });

describe('QA workbench', () => {
  it('a fault on one API group reaches the console with the server message until removed, and the call log shows the failed call', async () => {
    await signIn();
    const { user } = renderWorkbench();
    expect(screen.getByTestId('qa-current-account')).toHaveTextContent('현재 계정: hq.master');

    // a 500 on the family of the notice board, until removed: the console reads the server's Korean message
    await addFault(user, { family: 'contentV1', kind: '500 서버 오류' });
    const active = screen.getByTestId('qa-active-faults');
    expect(within(active).getByTestId('qa-fault')).toHaveTextContent('500 서버 오류 · contentV1');
    expect(within(active).getByTestId('qa-fault')).toHaveTextContent('해제할 때까지');
    await expect(listNotices()).rejects.toMatchObject({ status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' });
    await expect(listNotices()).rejects.toMatchObject({ status: 500 });
    expect((await api('member/list?size=1')).status).toBe(200); // another family is untouched
    await user.click(within(active).getByRole('button', { name: '해제 f1' }));
    expect(screen.getByText('적용 중인 장애가 없습니다.')).toBeInTheDocument();
    expect((await listNotices()).data.length).toBeGreaterThan(0);

    // the call log: newest first; the failed call with its status, body and cURL
    const log = screen.getByTestId('qa-call-log');
    const failed = (await within(log).findAllByTestId('qa-call')).find((row) => /\/api\/notice\/list.*500/.test(row.textContent ?? ''));
    expect(failed).toBeDefined();
    await user.click(failed!);
    expect(within(log).getByTestId('qa-response-body')).toHaveTextContent('일시적인 오류가 발생했습니다.');
    expect(within(log).getByTestId('qa-curl')).toHaveTextContent(/^curl -X GET 'http:\/\/[^']+\/api\/notice\/list\?[^']*'$/);
  }, 40_000);

  it('a fault used once and an added latency: what the next calls get', async () => {
    await signIn();
    const { user } = renderWorkbench();
    const active = screen.getByTestId('qa-active-faults');

    // a 403 once on a path pattern: the first matching call only, then the rule is gone
    await addFault(user, { pattern: '^/api/member/list', kind: '403 권한 없음', once: true });
    expect(within(active).getByTestId('qa-fault')).toHaveTextContent('한 번');
    const refused = await api('member/list?size=1');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ msg: '권한이 없습니다.' });
    expect((await api('member/list?size=1')).status).toBe(200);
    await waitFor(() => expect(within(active).queryByTestId('qa-fault')).not.toBeInTheDocument());

    // an added latency on the matching path
    await addFault(user, { pattern: '^/api/member/list', kind: '지연만', latencyMs: 400 });
    expect(within(active).getByTestId('qa-fault')).toHaveTextContent('+400ms');
    const started = Date.now();
    expect((await api('member/list?size=1')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);

    // newest first in the log, with its status
    const rows = await within(screen.getByTestId('qa-call-log')).findAllByTestId('qa-call');
    expect(rows[0]).toHaveTextContent(/GET\/api\/member\/list\?size=1200/);
    expect(rows.some((row) => /\/api\/member\/list\?size=1403/.test(row.textContent ?? ''))).toBe(true);
  }, 40_000);

  it('resets the database to the seed after a confirm, and its scenario link restores account, faults and latency', async () => {
    await signIn();
    const { user, reload, unmount } = renderWorkbench();
    const size = screen.getByTestId('qa-seed-size');
    const seed = size.textContent;
    expect(seed).toMatch(/^테이블 \d+개, 행 [\d,]+개$/);

    const { list } = (await (await api('member/list?size=1')).json()) as { list: Array<{ cusId: string }> };
    const saved = await api('member/memo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cusId: list[0].cusId, memo: 'QA 메모' }),
    });
    expect(saved.status).toBe(200);
    await waitFor(() => expect(size.textContent).not.toBe(seed)); // the log's new call re-reads the sizes

    await user.click(screen.getByRole('button', { name: '초기화' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('모의 데이터베이스를 처음 상태(시드)로 되돌립니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(size.textContent).toBe(seed));
    await waitFor(() => expect(screen.queryByText(/시드\)로 되돌립니다/)).not.toBeInTheDocument());
    expect(screen.getByText('데이터베이스를 초기화했습니다.')).toBeInTheDocument();
    expect(mockControl.currentAccount()).toBe('hq.master'); // the session goes on

    // a scenario: another account, a 500 on a family, a latency on a path
    await choose(user, screen.getByTestId('qa-account'), 'QA 계정', 'store.owner1');
    await user.click(screen.getByRole('button', { name: '전환' }));
    expect(reload).toHaveBeenCalledWith('dashboard');
    expect(screen.getByTestId('qa-current-account')).toHaveTextContent('현재 계정: store.owner1');
    await addFault(user, { family: 'member', kind: '500 서버 오류' });
    await addFault(user, { pattern: '^/api/notice', kind: '지연만', latencyMs: 250 });
    const link = (screen.getByTestId('qa-scenario-link') as HTMLInputElement).value;
    expect(new URL(link).searchParams.get('scenario')).toContain('store.owner1');
    unmount();

    // another tab state: signed out, no faults; opening the link brings it all back
    mockControl.switchAccount(undefined);
    mockControl.clearAllFaults();
    window.sessionStorage.clear();
    expect(mockControl.currentAccount()).toBeUndefined();
    expect(scenarioFromSearch(new URL(link).search)).toBe(true);
    expect(mockControl.currentAccount()).toBe('store.owner1');
    expect(mockControl.getFaultRules()).toEqual([
      { id: 'f1', kind: '500', family: 'member' },
      { id: 'f2', kind: 'latency', pathPattern: '^/api/notice', latencyMs: 250 },
    ]);
    expect((await api('member/list?size=1')).status).toBe(500);
    expect(scenarioFromSearch(new URL(link).search)).toBe(false); // once per tab: a reload does not re-arm

    renderWorkbench();
    expect(screen.getByTestId('qa-current-account')).toHaveTextContent('현재 계정: store.owner1');
    expect(screen.getAllByTestId('qa-fault')).toHaveLength(2);
  }, 40_000);
});
