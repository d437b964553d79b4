import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../helpers/renderScreen';

/** The date inputs of forms and filters: typed, pasted, refused in Korean, chosen on the calendar (issue 16). */
describe('date input', () => {
  it('keeps every digit typed into an empty date of a form, takes a paste, and names an impossible date', async () => {
    const { user } = await renderScreen('/notice/create');
    const start = await screen.findByRole('textbox', { name: /게시 시작일/ }, { timeout: 60_000 });
    await user.type(start, '20261124');
    expect(start).toHaveValue('2026-11-24');

    const end = screen.getByRole('textbox', { name: /게시 종료일/ });
    await user.click(end);
    await user.paste('2026.11.30');
    expect(end).toHaveValue('2026-11-30');

    await user.clear(end);
    await user.type(end, '20261131');
    await user.tab();
    expect(end).toHaveValue('20261131');
    expect(await screen.findByText('날짜를 YYYY-MM-DD 형식으로 입력해주세요.')).toBeInTheDocument();
  });

  it('opens a Korean calendar whose days before the start are closed, and writes the chosen day', async () => {
    const { user } = await renderScreen('/notice/create');
    const start = await screen.findByRole('textbox', { name: /게시 시작일/ }, { timeout: 60_000 });
    fireEvent.change(start, { target: { value: '2026-11-10' } });
    await user.click(screen.getByRole('button', { name: '게시 종료일 달력' }));
    const calendar = await screen.findByRole('grid', {}, { timeout: 60_000 });
    expect(screen.getByText('2026년 11월')).toBeInTheDocument();
    expect(within(calendar).getByRole('gridcell', { name: '9' })).toBeDisabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /게시 종료일/ })).toHaveValue('2026-11-20'));
  });

  it('sends a filter (on 검색) only once its date is whole, and refuses an end before the start', async () => {
    const { user, requests } = await renderScreen('/notice');
    const from = await screen.findByRole('textbox', { name: /게시 시작일 시작/ }, { timeout: 60_000 });
    const search = screen.getByRole('button', { name: '검색' });
    await user.type(from, '2026030');
    await user.click(search);
    expect(requests.some((entry) => entry.query.has('dispStartDtFrom'))).toBe(false);
    await user.type(from, '1');
    await user.click(search);
    await waitFor(() => expect(requests.some((entry) => entry.query.get('dispStartDtFrom') === '2026-03-01')).toBe(true));

    const to = screen.getByRole('textbox', { name: /게시 시작일 종료/ });
    await user.type(to, '20260201');
    await user.tab();
    expect(await screen.findByText('2026-03-01 이후 날짜를 입력해주세요.')).toBeInTheDocument();
    await user.click(search);
    expect(requests.some((entry) => entry.query.get('dispStartDtTo') === '2026-02-01')).toBe(false);
  });
});
