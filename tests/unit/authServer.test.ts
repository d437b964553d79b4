import { describe, expect, it } from 'vitest';
import { credentialOf, passwordDigest, passwordMatches, QA_PASSWORD } from '@mocks/accounts';
import { adminTable, credentialTable } from '@mocks/db';
import type { ResultResponse } from '@/types/api';
import { call, signIn } from './mocks/api';

/**
 * The mock server's side of sign-in and permissions: passwords kept only as digests (the mock
 * database lives in the browser's localStorage), and 403 for reads of screens outside the menu.
 */
const everythingStored = () => JSON.stringify([credentialTable().all(), adminTable().all()]);

describe('mock credentials', () => {
  it('keeps no password in clear, for the seed or after a change', async () => {
    expect(everythingStored()).not.toContain(QA_PASSWORD);
    expect(credentialTable().get('hq.master')).toEqual({ adminId: 'hq.master', pwdHash: passwordDigest('hq.master', QA_PASSWORD) });
    await signIn('hq.master');
    const put = await call<ResultResponse>('/api/auth/profile', {
      method: 'PUT',
      json: { adminHp: '010-2301-1001', adminEmail: 'hq_master@beancoffee.co.kr', adminPwd: 'Latte2026@@', adminPwdConfirm: 'Latte2026@@' },
    });
    expect(put.body.result).toBe('0000');
    expect(everythingStored()).not.toContain('Latte2026@@');
    await call('/api/auth/signout');
    expect((await signIn('hq.master')).result).toBe('9997');
    expect((await signIn('hq.master', 'Latte2026@@')).result).toBe('0000');
  });

  it('salts the digest with the id and tells passwords apart', () => {
    expect(passwordDigest('hq.master', QA_PASSWORD)).not.toBe(passwordDigest('hq.viewer1', QA_PASSWORD));
    expect(passwordDigest('hq.master', QA_PASSWORD)).toMatch(/^[0-9a-f]{16}$/);
    const stored = credentialOf('hq.master', QA_PASSWORD);
    expect(passwordMatches(stored, 'hq.master', QA_PASSWORD)).toBe(true);
    for (const other of ['', ' ', 'Bean2026!', 'Bean2026!!!', 'bean2026!!', `${QA_PASSWORD}\u0000`])
      expect(passwordMatches(stored, 'hq.master', other)).toBe(false);
    expect(passwordMatches(undefined, 'hq.master', QA_PASSWORD)).toBe(false);
  });

  it('hashes a database saved with clear passwords on the first sign-in', async () => {
    credentialTable().replaceAll([{ adminId: 'hq.master', adminPwd: QA_PASSWORD } as never, ...credentialTable().all().slice(1)]);
    expect((await signIn('hq.master')).result).toBe('0000');
    expect(everythingStored()).not.toContain(QA_PASSWORD);
  });

  it('stores an account created on /user as a digest too', async () => {
    await signIn('hq.master');
    const created = await call<ResultResponse>('/api/admin/create', {
      method: 'POST',
      json: { adminId: 'new.admin01', adminName: '신규관리자', grpId: 1, adminHp: '010-1111-2222', adminEmail: 'new@bean.kr', adminPwd: 'Mocha2026##' },
    });
    expect(created.body.result).toBe('0000');
    expect(everythingStored()).not.toContain('Mocha2026##');
  });
});

describe('403 for reads of screens outside the menu', () => {
  const status = async (path: string, init?: RequestInit & { json?: unknown }) => (await call(path, init)).status;

  it('refuses hq.viewer1 the list and detail of /guide (1102), not of /notice (1101)', async () => {
    await signIn('hq.viewer1');
    expect(await call('/api/guide/list')).toEqual({ status: 403, body: { result: '9999', msg: '권한이 없습니다.' } });
    expect(await status('/api/guide/guide/1')).toBe(403);
    expect(await status('/api/notice/list')).toBe(200);
    expect(await status('/api/admin/detail', { method: 'POST', json: { adminId: 'hq.master' } })).toBe(403);
  });

  it('lets through the reads every screen needs: the sidebar, common codes, the auth calls', async () => {
    await signIn('hq.viewer1');
    expect(await status('/api/menu/auth')).toBe(200);
    expect(await status('/api/code/sub/900')).toBe(200);
    expect(await status('/api/auth/refresh')).toBe(200);
  });

  it('lets a screen look up the records its reference fields point to', async () => {
    adminTable().update('hq.viewer1', { accessMenu: ['0804'] }); // /user, whose 권한 그룹 field reads /group (0805)
    await signIn('hq.viewer1');
    expect(await status('/api/group/list')).toBe(200);
    expect(await status('/api/guide/list')).toBe(403);
  });

  it('refuses nothing to an admin with every menu or an empty accessMenu', async () => {
    await signIn('hq.master');
    expect(await status('/api/guide/list')).toBe(200);
    await call('/api/auth/signout');
    await signIn('hq.old01'); // accessMenu [] = every menu
    expect(await status('/api/guide/list')).toBe(200);
  });

  it('still answers 401 before 403 when signed out', async () => {
    expect((await call('/api/guide/list')).status).toBe(401);
  });
});
