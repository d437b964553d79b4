import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../helpers/renderScreen';
import { dataRows, mockRows, waitForCall } from './boardHelpers';

const sorted = () => [...mockRows('notice')].sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));

describe('notice list actions', () => {
  it('changes the status of the selected rows after a 확인/취소 confirmation', async () => {
    const { user, requests } = await renderScreen('/notice');
    const rows = await dataRows();
    const [first, second] = sorted();
    await user.click(within(rows[0]).getByRole('checkbox'));
    await user.click(within(rows[1]).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '상태 변경' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('선택한 2건의 상태를 변경하시겠습니까?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '숨김' }));
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    const call = await waitForCall(requests, 'POST', '/api/notice/notice/status');
    expect(call.body).toEqual({ ids: [first.id, second.id], status: 'N' });
    expect(await screen.findByText('상태가 변경되었습니다.')).toBeInTheDocument();
    await waitFor(() => expect(mockRows('notice').find((row) => row.id === first.id)?.status).toBe('N'));
  });

  it('reorders with the arrows and saves with 순서 저장', async () => {
    const { user, requests } = await renderScreen('/notice');
    await dataRows();
    const all = sorted();
    await user.click(screen.getByRole('button', { name: '순서 변경' }));
    const dialog = await screen.findByRole('dialog');
    const moveUp = await within(dialog).findByRole('button', { name: `${String(all[1].title)} 위로 이동` }, { timeout: 5000 });
    await user.click(moveUp);
    await user.click(within(dialog).getByRole('button', { name: '순서 저장' }));

    const call = await waitForCall(requests, 'POST', '/api/notice/notice/order');
    const expectedIds = [all[1].id, all[0].id, ...all.slice(2).map((row) => row.id)];
    expect(call.body).toEqual({ list: expectedIds.map((id, index) => ({ id, sortOrder: index + 1 })) });
    expect(await screen.findByText('순서가 저장되었습니다.')).toBeInTheDocument();
  });
});
