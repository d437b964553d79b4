import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import { adminTable, collectionOf, db } from '@mocks/db';
import { startSession } from '@mocks/session';
import { findScreen } from '@resources/registry';
import { signIn } from './api';

/** The bespoke families' mock behaviour, driven through the dataProvider's typed methods. */
const dp = createDataProvider();
beforeEach(() => startSession('hq.master'));

const table = (name: string) => {
  const screen = findScreen(name);
  if (!screen) throw new Error(`no screen ${name}`);
  return collectionOf(screen);
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('member', () => {
  const normal = () =>
    table('member')
      .all()
      .filter((row) => row.memberStatus === 'NORMAL');
  const cusId = () => String(normal()[0].cusId);

  it('changes the level, name and e-mail, and refuses what spec §5 and the level list refuse', async () => {
    const id = cusId();
    const level = table('member').get(id)?.level === 'BLUE' ? 'WHITE' : 'BLUE';
    expect(await rejection(dp.memberUpdateLevel(id, level, ' '))).toMatchObject({ status: 400, message: '등급 변경 사유를 입력해주세요.' });
    expect(await dp.memberUpdateLevel(id, level, '우수 고객')).toMatchObject({ result: '0000' });
    await dp.memberUpdateName(id, '김하늘');
    await dp.memberUpdateEmail(id, 'sky@example.com');
    expect(table('member').get(id)).toMatchObject({ level, cusName: '김하늘', email: 'sky@example.com' });
    expect(
      table('customerStamp')
        .all()
        .filter((row) => row.cusId === id)
        .every((row) => row.cusName === '김하늘'),
    ).toBe(true);
    expect(await rejection(dp.memberUpdateName(id, ' '))).toMatchObject({ status: 400, message: '이름을 입력해주세요.' });
    expect(await rejection(dp.memberUpdateEmail(id, 'sky@example.comm'))).toMatchObject({ status: 400, message: '이메일 형식이 올바르지 않습니다.' });
    expect(await rejection(dp.memberUpdateLevel(id, 'GOLD', '우수 고객'))).toMatchObject({ status: 400, message: '존재하지 않는 회원 등급입니다.' });
    expect(await rejection(dp.memberUpdateLevel('999999', 'BLUE', '우수 고객'))).toMatchObject({ status: 404, message: '회원을 찾을 수 없습니다.' });
  });

  it('adds a memo that the memo tab lists, and deletes it', async () => {
    const id = cusId();
    await dp.memberAddMemo(id, '전화 상담 완료');
    const tab = await dp.memberTab(id, 'memo');
    expect(tab.list[0]).toMatchObject({ memo: '전화 상담 완료', regId: 'hq.master' });
    await dp.memberDeleteMemo(tab.list[0].memoId as number);
    expect((await dp.memberTab(id, 'memo')).totalCnt).toBe(tab.totalCnt - 1);
    expect(await rejection(dp.memberAddMemo(id, ''))).toMatchObject({ status: 400, message: '메모를 입력해주세요.' });
    expect(await rejection(dp.memberDeleteMemo(tab.list[0].memoId as number))).toMatchObject({ status: 404 });
  });

  it('pages a tab, answers the statistic (not shadowed by {id}/{tab}) and reads the detail', async () => {
    const id = String(table('stampSearch').all()[0].cusId);
    const all = await dp.memberTab(id, 'stamp');
    const second = await dp.memberTab(id, 'stamp', { page: 2, size: 2 });
    expect(second.totalCnt).toBe(all.totalCnt);
    expect(second.list).toEqual(all.list.slice(2, 4));
    const held = all.list.reduce((sum, row) => sum + Number(row.stampCnt), 0);
    expect(await dp.memberStatistic(id)).toMatchObject({ cusId: id, stampCnt: held });
    expect(table('stampSearch').get(id)?.stampCnt).toBe(held);
    expect((await dp.getOne('member', { id })).data).toMatchObject({ id, cusId: id });
  });

  it('combines two members and logs it; refuses the same or a withdrawn member; marks VIP and unsubscribes', async () => {
    const [from, to] = normal()
      .slice(1, 3)
      .map((row) => String(row.cusId));
    const stamps = (id: string) => Number(table('stampSearch').get(id)?.stampCnt ?? 0);
    const expected = stamps(from) + stamps(to);
    await dp.memberCombine({ fromCusId: from, toCusId: to });
    expect(table('member').get(from)).toMatchObject({ memberStatus: 'WITHDRAWN', combinedTo: to });
    expect(stamps(to)).toBe(expected);
    expect(table('combine').all().at(-1)).toMatchObject({ fromCusId: from, toCusId: to, regId: 'hq.master' });
    expect(await rejection(dp.memberCombine({ fromCusId: to, toCusId: to }))).toMatchObject({ status: 400, message: '같은 회원은 통합할 수 없습니다.' });
    expect(await rejection(dp.memberCombine({ fromCusId: from, toCusId: to }))).toMatchObject({ status: 400 });
    const vip = table('member').get(to)?.vipYn === 'Y' ? 'N' : 'Y';
    await dp.memberSetVip({ cusId: to, vipYn: vip });
    const channelsOn = (['SMS', 'PUSH', 'EMAIL'] as const).filter((channel) => table('member').get(to)?.[`${channel.toLowerCase()}Yn`] === 'Y');
    if (channelsOn.length > 0) await dp.memberUnsubscribe([to]);
    expect(table('member').get(to)).toMatchObject({ vipYn: vip, smsYn: 'N', pushYn: 'N', emailYn: 'N' });
  });

  it('refuses hq.viewer1 (0701 with modify only) the adds and deletes with 403 and changes nothing; lets it edit', async () => {
    const id = cusId();
    const memos = db.collection('memberMemo', 'memoId').all().length;
    startSession('hq.viewer1');
    expect(await rejection(dp.memberAddMemo(id, '상담 메모'))).toMatchObject({ status: 403, message: '권한이 없습니다.' });
    expect(await rejection(dp.memberWithdraw(id, { withdrawReason: 'LOW_USE' }))).toMatchObject({ status: 403 });
    expect(await rejection(dp.memberIssueLevelCoupon(id))).toMatchObject({ status: 403 });
    expect(db.collection('memberMemo', 'memoId').all().length).toBe(memos);
    expect(table('member').get(id)?.memberStatus).toBe('NORMAL');
    const vipYn = table('member').get(id)?.vipYn === 'Y' ? 'N' : 'Y';
    expect(await dp.memberSetVip({ cusId: id, vipYn })).toMatchObject({ result: '0000' });
  });

  it('refuses a withdrawal without its reason, or of a member already withdrawn', async () => {
    const id = cusId();
    expect(await rejection(dp.memberWithdraw(id, { withdrawReason: '' }))).toMatchObject({ status: 400, message: '탈퇴 사유를 선택해주세요.' });
    expect(await rejection(dp.memberWithdraw(id, { withdrawReason: 'OTHER' }))).toMatchObject({ status: 400, message: '탈퇴 사유를 입력해주세요.' });
    const gone = String(
      table('member')
        .all()
        .find((row) => row.memberStatus === 'WITHDRAWN')?.cusId,
    );
    expect(await rejection(dp.memberWithdraw(gone, { withdrawReason: 'LOW_USE' }))).toMatchObject({ status: 400, message: '이미 탈퇴한 회원입니다.' });
    expect(await rejection(dp.memberUpdateName(gone, '김하늘'))).toMatchObject({ status: 400, message: '탈퇴한 회원입니다.' });
  });

  it('lists lbs and phone history through the member family', async () => {
    expect((await dp.getList('lbs', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total).toBe(
      table('lbs').all().length,
    );
    expect((await dp.getList('phoneHistory', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total).toBe(
      table('phoneHistory').all().length,
    );
  });
});

describe('admin', () => {
  const person = { adminName: '신규관리자', adminHp: '010-1234-5678', adminEmail: 'new@beancoffee.co.kr' };

  it('creates an account with a temporary password that signs in, and deletes it', async () => {
    const data = { adminId: 'new.admin01', ...person, grpId: 2, useYn: 'Y', adminPwd: 'Mocha2026##', pwdTempYn: 1 };
    const { data: created } = await dp.create('user', { data });
    expect(created).toMatchObject({ id: 'new.admin01', adminName: '신규관리자', grpName: '조회 전용' });
    expect(adminTable().get('new.admin01')).toMatchObject({ pwdTempYn: 1, pwdChangeYn: 0 });
    expect((await dp.getOne('user', { id: 'new.admin01' })).data).not.toHaveProperty('adminPwd');
    expect((await signIn('new.admin01', 'Mocha2026##')).result).toBe('0000');
    startSession('hq.master');
    await dp.delete('user', { id: 'new.admin01' });
    expect(adminTable().get('new.admin01')).toBeUndefined();
  });

  it('duplicates an account: the source’s group, menus and flags, a new person and password', async () => {
    const copy = await dp.adminDuplicate({ srcAdminId: 'hq.viewer1', adminId: 'copy.viewer01', ...person, adminPwd: 'Mocha2026##', pwdTempYn: 0 });
    expect(copy).toMatchObject({ adminId: 'copy.viewer01', grpId: 2 });
    const source = adminTable().get('hq.viewer1');
    expect(adminTable().get('copy.viewer01')).toMatchObject({ accessMenu: source?.accessMenu, pwdTempYn: 0, pwdChangeYn: 1 });
    expect(
      await rejection(dp.adminDuplicate({ srcAdminId: 'hq.viewer1', adminId: 'hq.master', ...person, adminPwd: 'Mocha2026##', pwdTempYn: 1 })),
    ).toMatchObject({
      status: 409,
      message: '이미 사용 중인 아이디입니다.',
      body: { errors: { adminId: '이미 사용 중인 아이디입니다.' } },
    });
  });

  it('refuses a missing field, the deletion of the signed-in account and of the last account manager', async () => {
    expect(await rejection(dp.create('user', { data: { adminId: 'new.admin02' } }))).toMatchObject({ status: 400, message: '비밀번호를 입력해주세요.' });
    expect(await rejection(dp.delete('user', { id: 'hq.master' }))).toMatchObject({ status: 400, message: '로그인한 계정은 삭제할 수 없습니다.' });
    // Only hq.master may still modify accounts; an admin allowed to delete (not modify) tries to remove it.
    const viewer = adminTable().get('hq.viewer1');
    for (const adminId of adminTable()
      .all()
      .map((row) => row.adminId))
      if (adminId !== 'hq.master') adminTable().remove(adminId);
    adminTable().insert({ ...viewer, adminId: 'hq.remover1', accessMenu: ['0804'], menuAuth: { '0804': { add: 0, mod: 0, del: 1 } } } as never);
    startSession('hq.remover1');
    expect(await rejection(dp.delete('user', { id: 'hq.master' }))).toMatchObject({ status: 409, message: expect.stringContaining('마지막 계정') });
  });
});

describe('app version', () => {
  it('adds, lists and removes the apps of a version', async () => {
    const versionId = table('appVersion').all()[0].id as number;
    const before = await dp.appVersionApps(versionId);
    await dp.appVersionAddApp(versionId, { appName: '멤버십 앱', bundleId: 'kr.co.beancoffee.test' });
    const apps = await dp.appVersionApps(versionId);
    expect(apps.list.at(-1)).toEqual(expect.objectContaining({ appName: '멤버십 앱', versionId: String(versionId) }));
    await dp.appVersionDeleteApp(apps.list.at(-1)?.appId as number);
    expect((await dp.appVersionApps(versionId)).totalCnt).toBe(before.totalCnt);
    expect(
      db
        .collection('appVersionApp')
        .all()
        .some((row) => row.bundleId === 'kr.co.beancoffee.test'),
    ).toBe(false);
  });

  it('takes only a version above the latest of its OS, in major.minor.patch', async () => {
    const create = (appVersion: string) => dp.create('appVersion', { data: { osType: 'IOS', appVersion, forceYn: 'N' } });
    expect(await rejection(create('abc'))).toMatchObject({ status: 400, message: '버전은 주.부.수 형식의 숫자로 입력해주세요. (예: 5.3.1)' });
    expect(await rejection(create('5.2.9'))).toMatchObject({ status: 409, message: '아이폰 앱의 현재 버전(5.3.1)보다 높은 버전만 등록할 수 있습니다.' });
    expect((await create('5.10.0')).data).toMatchObject({ osType: 'IOS', appVersion: '5.10.0', forceYn: 'N' });
  });
});
