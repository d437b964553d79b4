import { describe, expect, it } from 'vitest';
import type { ScreenDeclaration } from '@/declarations/types';
import { formRows, representationSource, toPayload, viewsOf } from '@/screens/generic/declaration';
import { resourceProps } from '@/app/resourceProps';
import { boardScreen } from './boardHelpers';

const listOnly: ScreenDeclaration = {
  name: 'salesFixture',
  menuCode: '1001',
  area: 'statistics',
  label: '매출 통계',
  api: { family: 'rest' },
  fields: [
    { source: 'saleDt', label: '매출일', kind: 'date', column: true },
    { source: 'amount', label: '매출액', kind: 'won', column: true },
  ],
  actions: ['excel'],
};

describe('resourceProps', () => {
  it('gives the board screens list, show, edit and create, the menu label and a record name', () => {
    const props = resourceProps(boardScreen('notice'));
    expect(props.name).toBe('notice');
    expect(props.options).toEqual({ label: '공지사항' });
    expect([props.list, props.show, props.edit, props.create].every(Boolean)).toBe(true);
    const represent = props.recordRepresentation as (record: { id: number; title: string }) => string;
    expect(represent({ id: 3, title: '봄 시즌 안내' })).toBe('봄 시즌 안내');
    expect(representationSource(boardScreen('faqCategory'))).toBe('codeName');
  });

  it('gives only the declared views', () => {
    const props = resourceProps(listOnly);
    expect(props.list).toBeTruthy();
    expect([props.show, props.edit, props.create]).toEqual([undefined, undefined, undefined]);
    expect(viewsOf(listOnly)).toEqual({ list: true, show: false, edit: false, create: false });
  });
});

describe('form payload and layout', () => {
  it('sends the key and the editable fields only, numbers as numbers', () => {
    const screen = boardScreen('notice');
    const values = {
      id: 7,
      title: '제목',
      content: '<p>본문</p>',
      topYn: 'N',
      status: 'Y',
      dispStartDt: '2026-01-01',
      dispEndDt: '',
      viewCnt: 10,
      regDt: '2026-01-01 10:00',
      extra: 'x',
    };
    expect(toPayload(screen, 'edit', values)).toEqual({
      id: 7,
      title: '제목',
      content: '<p>본문</p>',
      topYn: 'N',
      status: 'Y',
      dispStartDt: '2026-01-01',
      dispEndDt: null,
    });
    expect(toPayload(screen, 'create', values)).not.toHaveProperty('id');
    expect(toPayload(listOnly, 'create', { amount: '1234.5', saleDt: '2026-01-01' })).toEqual({ amount: 1234.5, saleDt: '2026-01-01' });
    expect(toPayload(boardScreen('faqCategory'), 'edit', { id: 'F1', codeId: 'F1', codeName: '매장', useYn: 'Y' })).toEqual({
      id: 'F1',
      codeId: 'F1',
      codeName: '매장',
      useYn: 'Y',
    });
  });

  it('puts the two ends of an editable date range on one row', () => {
    const rows = formRows(boardScreen('notice').fields, 'create').map((row) => row.map((field) => field.source));
    expect(rows).toContainEqual(['dispStartDt', 'dispEndDt']);
    expect(rows.flat().filter((source) => source === 'dispEndDt')).toHaveLength(1);
  });
});
