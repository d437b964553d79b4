import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codesOf } from '@mocks/db';
import { renderScreen } from '../helpers/renderScreen';
import { dataRows, mockRows, waitForCall } from './boardHelpers';

describe('the other board screens, from the same generic screens', () => {
  it('lists the guides (content v1) with their own title', async () => {
    const { requests } = await renderScreen('/guide');
    await waitForCall(requests, 'GET', '/api/guide/list');
    const rows = await dataRows();
    expect(rows).toHaveLength(Math.min(20, mockRows('guide').length));
    expect(screen.getAllByText('이용안내').length).toBeGreaterThan(0);
  });

  it('lists the FAQ categories of code group 900 through the code family', async () => {
    const { requests } = await renderScreen('/faqCategory');
    const call = await waitForCall(requests, 'GET', '/api/code/list');
    expect(call.query.get('upCodeId')).toBe('900');
    const rows = await dataRows();
    expect(rows).toHaveLength(codesOf('900').length);
    expect(within(rows[0]).getByText(String(codesOf('900')[0].codeName))).toBeInTheDocument();
    expect(within(rows[0]).getByText(/^(사용|미사용)$/)).toBeInTheDocument();
  });

  it('creates a FAQ category with its code (createOnly) and 사용 by default', async () => {
    const { user, requests } = await renderScreen('/faqCategory/create');
    await user.type(await screen.findByRole('textbox', { name: /분류 코드/ }, { timeout: 20_000 }), 'F99');
    await user.type(screen.getByRole('textbox', { name: /분류명/ }), '기프트카드');
    expect(screen.getByRole('radio', { name: '사용' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '저장' }));
    const call = await waitForCall(requests, 'POST', '/api/code/create');
    expect(call.body).toMatchObject({ codeId: 'F99', codeName: '기프트카드', useYn: 'Y', upCodeId: '900' });
    await waitFor(() => expect(codesOf('900').some((code) => code.codeId === 'F99')).toBe(true));
  });

  it('shows the category code read-only when editing', async () => {
    const code = codesOf('900')[0];
    const { requests } = await renderScreen(`/faqCategory/${String(code.codeId)}`);
    await waitForCall(requests, 'GET', `/api/code/${String(code.codeId)}`);
    const name = await screen.findByRole('textbox', { name: /분류명/ }, { timeout: 20_000 });
    await waitFor(() => expect(name).toHaveValue(String(code.codeName)));
    expect(screen.queryByRole('textbox', { name: /분류 코드/ })).not.toBeInTheDocument();
    expect(screen.getByText(String(code.codeId))).toBeInTheDocument();
  });
});
