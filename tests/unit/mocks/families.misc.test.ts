import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import type { Row } from '@/providers/dataProvider/records';
import { codeTable, collectionOf } from '@mocks/db';
import { savedFiles } from '@mocks/files/attachStore';
import { startSession } from '@mocks/session';
import { findScreen, screens } from '@resources/registry';

/** Mock behaviour of the smaller families and of the generic extras, through the dataProvider. */
const dp = createDataProvider();
beforeEach(() => startSession('hq.master'));

const table = (name: string) => {
  const screen = findScreen(name);
  if (!screen) throw new Error(`no screen ${name}`);
  return collectionOf(screen);
};
const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('bad-issue stamps', () => {
  it('lists detections by period and the settings apart', async () => {
    const rows = table('badIssueStamp').all();
    const weekly = await dp.getList('badIssueStamp', { ...all, filter: { periodType: 'weekly' } });
    expect(weekly.total).toBe(rows.filter((row) => row.periodType === 'weekly').length);
    expect(weekly.total).toBeGreaterThan(0);
    expect(weekly.data.every((record) => record.periodType === 'weekly')).toBe(true);
    const daily = await dp.getList('badIssueStamp', { ...all, filter: {} });
    expect(daily.total).toBe(rows.filter((row) => row.periodType === 'daily').length);
    expect((await dp.getList('badIssueStampSetting', { ...all, filter: {} })).total).toBe(table('badIssueStampSetting').all().length);
  });

  it('cancels waiting detections once with a reason, and excepts every waiting detection of a member', async () => {
    const waiting = table('badIssueStamp')
      .all()
      .filter((row) => row.processStatus === 'WAIT');
    const [first, second] = waiting.map((row) => row.id as number);
    expect(await rejection(dp.badIssueStampCancel({ ids: [], reason: '중복' }))).toMatchObject({ status: 400, message: '취소할 항목을 선택해주세요.' });
    expect(await rejection(dp.badIssueStampCancel({ ids: [first], reason: ' ' }))).toMatchObject({ status: 400, message: '취소 사유를 입력해주세요.' });
    await dp.badIssueStampCancel({ ids: [first], reason: '중복 적립' });
    expect((await dp.getOne('badIssueStamp', { id: first })).data).toMatchObject({ processStatus: 'CANCELED', processReason: '중복 적립' });
    expect(await rejection(dp.badIssueStampCancel({ ids: [first], reason: '중복 적립' }))).toMatchObject({
      status: 400,
      message: '이미 적립 취소된 건이 있습니다.',
    });
    expect(await rejection(dp.badIssueStampExcept({ ids: [second] }))).toMatchObject({ status: 400, message: '예외 사유를 입력해주세요.' });
    const member = table('badIssueStamp').get(second)?.cusId;
    await dp.badIssueStampExcept({ ids: [second], reason: '직원 계정' });
    expect(table('badIssueStamp').get(second)?.processStatus).toBe('EXCEPTED');
    expect(
      table('badIssueStamp')
        .all()
        .filter((row) => row.cusId === member && row.processStatus === 'WAIT'),
    ).toEqual([]);
    expect(await rejection(dp.badIssueStampCancel({ ids: [second], reason: '취소' }))).toMatchObject({
      status: 400,
      message: '예외 처리된 건은 적립 취소할 수 없습니다.',
    });
  });

  it('saves a setting through create, then edits it read back from the list', async () => {
    const data = { periodType: 'daily', limitSaveCnt: 20, limitOrderCnt: 10, autoCancelYn: 'N', useYn: 'Y' };
    const { data: created } = await dp.create('badIssueStampSetting', { data });
    const { data: read } = await dp.getOne('badIssueStampSetting', { id: created.id });
    await dp.update('badIssueStampSetting', { id: created.id, data: { ...read, limitSaveCnt: 30 }, previousData: read });
    expect(table('badIssueStampSetting').get(created.id)?.limitSaveCnt).toBe(30);
  });
});

describe('common codes', () => {
  it('checks names and contents, refuses to delete a group with codes or a code in use, saves the green deposit', async () => {
    expect(await dp.codeCheckName('nameCheck', { codeName: '회원/멤버십', upCodeId: '900' })).toMatchObject({ result: '9999' });
    expect(await dp.codeCheckName('nameCheck', { codeName: '새 분류', upCodeId: '900' })).toMatchObject({ result: '0000' });
    expect(await dp.codeCheckContent('check', '900')).toEqual({
      result: '9999',
      msg: '하위 코드가 6개 있어 삭제할 수 없습니다. 하위 코드를 먼저 삭제해주세요.',
    });
    const faqs = table('faq')
      .all()
      .filter((row) => row.faqCategory === '90001').length;
    expect(await dp.codeCheckContent('check', '90001')).toMatchObject({ result: '9999', msg: expect.stringContaining(`자주 묻는 질문 ${faqs}건`) });
    expect(await rejection(dp.delete('code', { id: '900' }))).toMatchObject({ status: 409 });
    expect(await rejection(dp.delete('code', { id: '90001' }))).toMatchObject({ status: 409 });
    await dp.codeUpdateSub('useYn', '90001', { useYn: 'N' });
    expect((await dp.getCodes('900')).map((code) => code.codeId)).not.toContain('90001');
    expect(await dp.codeGreenDeposit({ depositAmt: 300 })).toMatchObject({ result: '0000' });
    expect(await rejection(dp.create('faqCategory', { data: { codeId: '90001', codeName: 'x' } }))).toMatchObject({
      status: 409,
      message: '이미 등록된 코드입니다.',
    });
    expect(codeTable().get('90001')?.codeName).not.toBe('x');
  });
});

describe('e-Dream and event standard', () => {
  it('issues a case ticket once, spending the goal, and changes its store to one of the store list', async () => {
    const eDreamCase = table('eDream')
      .all()
      .find((row) => row.ticketStatus !== 'ISSUED' && row.ticketStatus !== 'USED' && Number(row.stampCnt) >= 10) as Row;
    const stamps = Number(eDreamCase.stampCnt);
    await dp.eDreamSetTicket(eDreamCase.id as number);
    expect(table('eDream').get(eDreamCase.id)).toMatchObject({ ticketStatus: 'ISSUED', stampCnt: stamps - 10 });
    expect(await rejection(dp.eDreamSetTicket(eDreamCase.id as number))).toMatchObject({ status: 400, message: '이미 교환권이 발급되었습니다.' });
    const short = table('eDream')
      .all()
      .find((row) => row.ticketStatus !== 'ISSUED' && Number(row.stampCnt) < 10) as Row;
    expect(await rejection(dp.eDreamSetTicket(short.id as number))).toMatchObject({
      status: 400,
      message: `스탬프가 부족합니다. (보유 ${Number(short.stampCnt)}개, 필요 10개)`,
    });
    const store = table('storeManage')
      .all()
      .find((row) => row.storeStatus !== 'CLOSED' && row.storeId !== eDreamCase.storeId) as Row;
    await dp.eDreamSetTicketChangeStore(eDreamCase.id as number, { storeId: store.storeId });
    expect((await dp.getOne('eDream', { id: eDreamCase.id as number })).data.storeName).toBe(store.storeName);
    expect(await rejection(dp.eDreamSetTicketChangeStore(eDreamCase.id as number, { storeId: 'ST9999' }))).toMatchObject({
      status: 400,
      message: '존재하지 않는 매장입니다.',
    });
  });

  it('saves, reads and deletes a standard; lists the choices its form needs', async () => {
    const sample = {
      ...(table('eventStandard')
        .all()
        .find((row) => !(row.rewardType === '90702' && row.joinType === '90803')) as Row),
    };
    delete sample.id;
    const { data: created } = await dp.create('eventStandard', { data: sample });
    expect((await dp.getOne('eventStandard', { id: created.id })).data).toMatchObject({ id: created.id });
    await dp.delete('eventStandard', { id: created.id });
    expect(table('eventStandard').get(created.id)).toBeUndefined();
    expect((await dp.eventStandardRewardTypes()).map((row) => row.codeId)).toEqual(['90701', '90702']);
    expect((await dp.eventStandardJoinTypes('90702')).map((row) => row.codeId)).toEqual(['90801', '90802', '90804']);
    expect(await dp.eventStandardCouponTypes()).toHaveLength(table('couponType').all().length);
  });
});

describe('rest extras and the other resources', () => {
  const rest = screens.find((screen) => screen.api.family === 'rest' && screen.actions.includes('delete'));

  it('moves one record with order/{id}, likes it, answers a statistic', async () => {
    if (!rest) throw new Error('no rest screen');
    const ids = table(rest.name)
      .all()
      .slice(0, 3)
      .map((row) => row.id as number);
    await dp.restChangeOrderOne(rest.name, ids[2], 1);
    expect(table(rest.name).get(ids[2])?.sortOrder).toBe(1);
    expect(await dp.restStatusLike(rest.name, ids[0])).toMatchObject({ result: '0000' });
    expect(table(rest.name).get(ids[0])?.likeYn).toBe('Y');
    const stats = await dp.restStatistic(rest.name, 'summary');
    expect(stats.list.reduce((sum, row) => sum + Number(row.cnt), 0)).toBe(table(rest.name).all().length);
  });

  it('answers POS items, a stable geocode and 프로모션 복제', async () => {
    expect((await dp.itemPosItems()).totalCnt).toBe(table('item').all().length);
    const point = await dp.storeManageGeocode('서울 중구 세종대로 110');
    expect(point).toEqual(await dp.storeManageGeocode('서울 중구 세종대로 110'));
    expect(point).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
    const [source] = table('paymentRandomNumber').all();
    const copy = await dp.paymentRandomNumberDuplicatePromotion(String(source.id));
    expect(copy).toMatchObject({
      promotionName: `${String(source.promotionName).slice(0, 45)} (복제)`,
      useCnt: 0,
      progress: 'READY',
      payMethod: source.payMethod,
    });
    expect(copy.id).not.toBe(source.id);
    expect(table('paymentRandomNumber').get(copy.id)).toBeDefined();
    expect(await rejection(dp.paymentRandomNumberDuplicatePromotion('99999'))).toMatchObject({ status: 404, message: '복제할 프로모션을 찾을 수 없습니다.' });
  });

  it('lists attachments, deletes a temporary upload and downloads a zip', async () => {
    const seeded = savedFiles()
      .all()
      .find((row) => row.refTarget === 'notice');
    if (!seeded) throw new Error('no seeded notice attachment');
    const bag = await dp.attachList('notice', String(seeded.refId));
    expect(bag.map((row) => row.fileId)).toContain(seeded.fileId);
    expect(bag.every((row) => !('data' in row))).toBe(true);
    const tmp = await dp.attachUploadTmp(new File(['안녕'], '메모.txt', { type: 'text/plain' }));
    expect(tmp).toMatchObject({ fileName: '메모.txt', fileSize: 6 });
    expect(await dp.attachDeleteTmp({ fileId: String(tmp.fileId) })).toMatchObject({ result: '0000' });
    expect(await rejection(dp.attachDeleteTmp({ fileId: String(tmp.fileId) }))).toMatchObject({ status: 404 });
    expect(await rejection(dp.attachDeleteTmp({}))).toMatchObject({ status: 400 });
    expect(await rejection(dp.attachUploadTmp(new File(['x'], 'run.exe')))).toMatchObject({ status: 400, message: '첨부할 수 없는 파일 형식입니다.' });
    const zip = await dp.attachDownload('notice', 'FILE', { refId: String(seeded.refId) });
    expect(zip.fileName).toBe(`공지사항_${String(seeded.refId)}_첨부파일.zip`);
  });
});
