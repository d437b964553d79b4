import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../helpers/renderScreen';
import { dataRows, waitForCall } from './boardHelpers';

/** hq.viewer1: FAQ (1104) with add/modify/delete off; notices (1101) with add and modify but no delete. */
describe('board access from the menu flags', () => {
  it('shows no create button, no selection and no reorder without the flags', async () => {
    await renderScreen('/faq', { adminId: 'hq.viewer1' });
    await dataRows();
    expect(screen.getByText('엑셀 다운로드')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '등록' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '순서 변경' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows no form on a direct visit to a forbidden create page', async () => {
    const { requests } = await renderScreen('/faq/create', { adminId: 'hq.viewer1' });
    expect(await screen.findByText('접근 권한이 없습니다.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /질문/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
    expect(requests.filter((entry) => entry.method === 'POST' && entry.path === '/api/faq/create')).toHaveLength(0);
  });

  it('keeps the create button where the add flag is on, and hides delete without the delete flag', async () => {
    const { requests } = await renderScreen('/notice', { adminId: 'hq.viewer1' });
    await waitForCall(requests, 'GET', '/api/notice/list');
    await dataRows();
    expect(await screen.findByRole('link', { name: '등록' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '순서 변경' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
  });
});
