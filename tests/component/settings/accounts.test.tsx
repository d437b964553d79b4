import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../helpers/renderScreen';
import { adminRow, call, dialog, expectNoDialog, LONG } from './settingsHelpers';

describe('admin accounts (/user)', () => {
  it('creates an account: id checked as typed, group by name with its default menus, a temporary password', async () => {
    const { user, requests } = await renderScreen('/user/create');
    const id = await screen.findByRole('textbox', { name: /아이디/ }, { timeout: 20000 });
    await user.type(id, 'ab');
    expect(await screen.findByText(/영문, 숫자, 마침표/)).toBeInTheDocument();
    await user.clear(id);
    await user.type(id, 'hq.master');
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeInTheDocument();
    expect((await call(requests, 'GET', /^\/api\/admin\/list$/, false)).query.get('adminId')).toBe('hq.master');
    await user.clear(id);
    await user.type(id, 'cs.newbie01');
    expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /이름/ }), '한가람');
    await user.type(screen.getByRole('textbox', { name: /휴대폰/ }), '01055558888');
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'garam@beancoffee.co.kr');
    const group = screen.getByRole('combobox', { name: /권한 그룹/ });
    await user.type(group, 'CS');
    await waitFor(() => expect(requests.some((entry) => entry.path === '/api/group/list' && entry.query.get('grpName') === 'CS')).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'CS' }));
    expect(await screen.findByText('CS 그룹의 기본 권한을 불러왔습니다.')).toBeInTheDocument();
    await call(requests, 'GET', /^\/api\/group\/5$/, false);
    const password = within(screen.getByTestId('temporary-password')).getByRole('textbox');
    const temporary = (password as HTMLInputElement).value;
    expect(temporary).toMatch(/^.{12}$/);

    await user.click(screen.getByRole('button', { name: '저장' }));
    const body = (await call(requests, 'POST', /^\/api\/admin\/create$/)).body as Record<string, unknown>;
    expect(body).toMatchObject({ adminId: 'cs.newbie01', adminName: '한가람', adminHp: '01055558888', adminEmail: 'garam@beancoffee.co.kr', grpId: 5, adminPwd: temporary, pwdTempYn: 1 });
    expect(body.accessMenu).toEqual(expect.arrayContaining(['0709', '1103']));
    expect(body).not.toHaveProperty('pwdSetup');
    await waitFor(() => expect(adminRow('cs.newbie01')).toMatchObject({ grpId: 5, pwdTempYn: 1 }));
  }, LONG);
});
