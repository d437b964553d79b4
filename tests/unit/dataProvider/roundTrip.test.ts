import { beforeEach, describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import { clearCodeCache, createDataProvider } from '@/providers/dataProvider';
import { codeChanges } from '@/providers/dataProvider/families/code';
import { codeTable, collectionOf } from '@mocks/db';
import { startSession } from '@mocks/session';
import { findScreen, screens } from '@resources/registry';

/** Generic variants end to end: dataProvider -> http client -> MSW family handlers -> mock db. */
const dp = createDataProvider();
const page = { page: 1, perPage: 100 };

beforeEach(() => {
  startSession('hq.master');
  clearCodeCache();
});

const screen = (name: string) => {
  const found = findScreen(name);
  if (!found) throw new Error(`no screen ${name}`);
  return found;
};
/** A copy: the table's own array changes under the test. */
const rowsOf = (name: string) => [...collectionOf(screen(name)).all()];

describe('content v1 (notice)', () => {
  it('pages, sorts, filters by text and by a date range', async () => {
    const all = rowsOf('notice');
    const first = await dp.getList('notice', { pagination: { page: 2, perPage: 5 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(first.total).toBe(all.length);
    const ids = all.map((row) => Number(row.id)).sort((a, b) => b - a);
    expect(first.data.map((record) => record.id)).toEqual(ids.slice(5, 10));

    const word = String(all[0].title).slice(-2);
    const byTitle = await dp.getList('notice', { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: { title: word } });
    expect(byTitle.total).toBe(all.filter((row) => String(row.title).toLowerCase().includes(word.toLowerCase())).length);
    expect(byTitle.total).toBeGreaterThan(0);

    const days = all.map((row) => String(row.dispStartDt).slice(0, 10)).sort();
    const [from, to] = [days[3], days[days.length - 4]];
    const ranged = await dp.getList('notice', {
      pagination: page,
      sort: { field: 'dispStartDt', order: 'ASC' },
      filter: { dispStartDtFrom: from, dispStartDtTo: to },
    });
    expect(ranged.total).toBe(days.filter((day) => day >= from && day <= to).length);
    expect(ranged.data.every((record) => String(record.dispStartDt).slice(0, 10) >= from && String(record.dispStartDt).slice(0, 10) <= to)).toBe(true);
    const sorted = ranged.data.map((record) => String(record.dispStartDt));
    expect(sorted).toEqual([...sorted].sort());
  });

  it('creates, reads, updates and deletes a notice', async () => {
    const data = { title: '테스트 공지', content: '<p>본문</p>', topYn: 'N', status: 'Y', dispStartDt: '2026-12-01', dispEndDt: '2026-12-31' };
    const { data: created } = await dp.create('notice', { data });
    expect(created).toMatchObject({ ...data, regId: 'hq.master' });
    const { data: read } = await dp.getOne('notice', { id: created.id });
    expect(read).toMatchObject({ id: created.id, title: '테스트 공지' });
    const { data: updated } = await dp.update('notice', { id: created.id, data: { ...read, title: '수정한 공지' }, previousData: read });
    expect(updated).toMatchObject({ id: created.id, title: '수정한 공지' });
    expect((await dp.getOne('notice', { id: created.id })).data.title).toBe('수정한 공지');
    await dp.delete('notice', { id: created.id, previousData: updated });
    await expect(dp.getOne('notice', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('rejects a create missing a required field with the server message', async () => {
    const error = await dp.create('notice', { data: { content: '<p>x</p>', status: 'Y' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: '제목을 입력해주세요.' });
  });

  it('changes the status and the order of rows', async () => {
    const [a, b, c] = rowsOf('notice')
      .slice(0, 3)
      .map((row) => row.id as number);
    await dp.changeStatus('notice', { ids: [a, b], status: 'N' });
    expect((await dp.getOne('notice', { id: a })).data.status).toBe('N');
    expect((await dp.getOne('notice', { id: b })).data.status).toBe('N');
    await dp.changeOrder('notice', { ids: [c, a, b] });
    const orders = await Promise.all([c, a, b].map(async (id) => (await dp.getOne('notice', { id })).data.sortOrder));
    expect(orders).toEqual([1, 2, 3]);
  });

  it('exports the filtered list as a CSV with a Korean file name', async () => {
    const file = await dp.exportExcel('notice', { filter: { status: 'Y' } });
    expect(file.fileName).toMatch(/^공지사항_\d{8}\.csv$/);
    const text = await file.blob.text();
    expect(text.split('\r\n')[0]).toContain('제목');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + rowsOf('notice').filter((row) => row.status === 'Y').length);
  });
});

describe('event-id check', () => {
  const withEventId = screens.find((candidate) => candidate.actions.includes('eventIdCheck'));
  it('answers free for a new id and taken for a used one', async () => {
    if (!withEventId) throw new Error('no screen with an event-id check');
    const rows = collectionOf(withEventId).all();
    const used = String(rows[0].eventId);
    expect(await dp.checkEventId(withEventId.name, { eventId: 'FREE-EVENT-ID-0001' })).toBe(true);
    expect(await dp.checkEventId(withEventId.name, { eventId: used })).toBe(false);
    expect(await dp.checkEventId(withEventId.name, { eventId: used, id: rows[0].id as number })).toBe(true);
  });
});

describe('content v2', () => {
  const v2 = screens.find((candidate) => candidate.api.family === 'contentV2');
  it('lists, creates, updates, reorders a sub-list and bulk-deletes', async () => {
    if (!v2) throw new Error('no content v2 screen');
    const before = collectionOf(v2).all().length;
    const listed = await dp.getList(v2.name, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(listed.total).toBe(before);
    expect(listed.data).toHaveLength(Math.min(10, before));
    // a screen ordered within a category (`orderGroup`) reorders two rows of one category
    const group = v2.orderGroup;
    const first = (listed.data as RaRecord[])[0];
    const [a, b] = group ? (listed.data as RaRecord[]).filter((row) => row[group] === first[group]) : (listed.data as RaRecord[]);
    if (!a || !b) throw new Error('two rows of one category expected on the first page');
    await dp.contentChangeOrderSub(v2.name, group ? String(a[group]) : 'main', [b.id, a.id]);
    expect((await dp.getOne(v2.name, { id: b.id })).data.sortOrder).toBe(1);
    // the reorder changed `a` (its rev too): edit the current record, as a form opened now would
    const { data: current } = await dp.getOne(v2.name, { id: a.id });
    const { data: updated } = await dp.update(v2.name, { id: a.id, data: { ...current, sortOrder: 9 }, previousData: current });
    expect(updated.sortOrder).toBe(9);
    await dp.deleteMany(v2.name, { ids: [a.id, b.id] });
    expect(collectionOf(v2).all()).toHaveLength(before - 2);
  });
});

describe('rest (third variant)', () => {
  const rest = screens.find((candidate) => candidate.api.family === 'rest' && candidate.actions.includes('create') && candidate.actions.includes('delete'));
  it('lists with range, sort and filter; reads many; updates and deletes in bulk', async () => {
    if (!rest) throw new Error('no rest screen with create and delete');
    const total = collectionOf(rest).all().length;
    const key = collectionOf(rest).key;
    const listed = await dp.getList(rest.name, { pagination: { page: 2, perPage: 4 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(listed.total).toBe(total);
    expect(listed.data).toHaveLength(4);
    const wanted = listed.data.slice(0, 2).map((record) => record.id);
    const many = await dp.getMany(rest.name, { ids: wanted });
    expect(many.data.map((record) => record.id).sort()).toEqual([...wanted].sort());
    const { data: one } = await dp.getOne(rest.name, { id: listed.data[0].id });
    expect(one[key]).toEqual(listed.data[0].id);
    await dp.deleteMany(rest.name, { ids: many.data.map((record) => record.id) });
    expect(collectionOf(rest).all()).toHaveLength(total - 2);
  });

  it('creates, reads, updates and deletes a record', async () => {
    if (!rest) throw new Error('no rest screen with create and delete');
    const sample = { ...collectionOf(rest).all()[0] };
    delete sample[collectionOf(rest).key];
    const { data: created } = await dp.create(rest.name, { data: sample });
    expect(created.id).toBeDefined();
    const { data: read } = await dp.getOne(rest.name, { id: created.id });
    expect(read.id).toEqual(created.id);
    const { data: updated } = await dp.update(rest.name, { id: created.id, data: { ...read, memo: '수정' }, previousData: read });
    expect(updated).toMatchObject({ id: created.id, memo: '수정' });
    await dp.delete(rest.name, { id: created.id, previousData: updated });
    await expect(dp.getOne(rest.name, { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('changes a status through POST {type}/{url}', async () => {
    const withStatus = screens.find((candidate) => candidate.api.family === 'rest' && candidate.actions.includes('status'));
    if (!withStatus) throw new Error('no rest screen with a status action');
    const row = collectionOf(withStatus).all()[0];
    const choice = String(withStatus.statusChoices?.[1]?.id ?? withStatus.statusChoices?.[0]?.id);
    await dp.changeStatus(withStatus.name, { ids: [row.id as number], status: choice });
    expect((await dp.getOne(withStatus.name, { id: row.id as number })).data.status).toBe(choice);
  });
});

describe('code (category 900)', () => {
  it('lists only the codes under the FAQ category and creates new ones there', async () => {
    const listed = await dp.getList('faqCategory', { pagination: page, sort: { field: 'sortOrder', order: 'ASC' }, filter: {} });
    const expected = codeTable()
      .all()
      .filter((row) => row.upCodeId === '900');
    expect(listed.total).toBe(expected.length);
    expect(listed.data.every((record) => record.upCodeId === '900')).toBe(true);
    expect(listed.data[0].id).toBe(listed.data[0].codeId);

    const { data: created } = await dp.create('faqCategory', { data: { codeId: '90099', codeName: '테스트 분류', useYn: 'Y' } });
    expect(created).toMatchObject({ id: '90099', codeId: '90099', upCodeId: '900', sortOrder: expected.length + 1 });
    expect((await dp.getCodes('900')).map((code) => code.codeId)).toContain('90099');
  });

  it('reads a code group afresh, and a code write moves the code generation on (useCodes reads again)', async () => {
    await dp.getCodes('905');
    codeTable().update('90501', { codeName: '서울특별시' });
    expect((await dp.getCodes('905')).find((code) => code.codeId === '90501')?.codeName).toBe('서울특별시');
    const before = codeChanges.generation();
    clearCodeCache();
    expect(codeChanges.generation()).toBe(before + 1);
    await dp.codeUpdateSub('useYn', '90501', { useYn: 'Y' });
    expect(codeChanges.generation()).toBe(before + 2);
  });
});
