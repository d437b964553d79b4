import { describe, expect, it } from 'vitest';
import { buildSeed } from '@mocks/db/seed';
import { collectionNameOf } from '@mocks/db/seedScreens';
import { formatProblem } from '@mocks/handlers/families/shared';
import { screens } from '@resources/registry';

/**
 * The seeded universe keeps the server's own rules: an edit form sends the whole record back, so a
 * seeded phone, business number or date the mock would refuse would make every edit of that row fail.
 */
describe('seeded rows and the server format rules', () => {
  const tables = buildSeed();

  it('refuses what it should (the check can fail)', () => {
    const store = screens.find((screen) => screen.name === 'storeManage');
    expect(formatProblem(store, { bizNo: '12345' })).toBe('사업자등록번호: 사업자등록번호는 숫자 10자리로 입력해주세요.');
    expect(formatProblem(store, { storeTel: '0101' })).toBe('매장 전화번호: 전화번호 형식이 올바르지 않습니다.');
    expect(formatProblem(store, { openDt: '2026-11-2420261124' })).toBe('오픈일: 날짜를 YYYY-MM-DD 형식으로 입력해주세요.');
    expect(formatProblem(store, { storeTel: '02-123-4567', bizNo: '123-45-67890', openDt: '2026-11-24' })).toBeUndefined();
  });

  it('holds no value its screen would refuse', () => {
    const refused = screens.flatMap((screen) =>
      ((tables[collectionNameOf(screen)]?.rows ?? []) as Record<string, unknown>[])
        .map((row) => formatProblem(screen, row))
        .filter((problem): problem is string => problem !== undefined)
        .map((problem) => `${screen.name}: ${problem}`),
    );
    expect(refused.slice(0, 10)).toEqual([]);
  });
});
