import { describe, expect, it } from 'vitest';
import { clip, columnState, editableBy, fromGrant, setColumn, toGrant } from '@/screens/settings/menuPermissions/grantTree';
import type { MenuGrant } from '@resources/menuGrants';
import type { Flag, MenuNode } from '@/types/api';

/** A granter's menu: board (11) with notice and FAQ, settings (08) with a group holding two screens. */
const leaf = (menuCd: string, add: Flag = 1, mod: Flag = 1, del: Flag = 1): MenuNode => ({
  menuId: Number(menuCd),
  menuCd,
  menuTitle: menuCd,
  menuUrl: `/${menuCd}`,
  authAddYn: add,
  authModYn: mod,
  authDelYn: del,
});
const parent = (menuCd: string, children: MenuNode[]): MenuNode => ({ menuId: Number(menuCd), menuCd, menuTitle: menuCd, menuUrl: null, children });
const board = parent('11', [leaf('1101'), leaf('1104', 1, 0, 0)]);
const settings = parent('08', [parent('0800', [leaf('080001'), leaf('080002')]), leaf('0804')]);
const MENU = [board, settings];
const entry = (menuCd: string, add: 0 | 1, mod: 0 | 1, del: 0 | 1) => ({ menuCd, authAddYn: add, authModYn: mod, authDelYn: del });

describe('the menu-permission tree', () => {
  it('reads a grant: accessMenu opens screens, menuAuth sets their flags; empty accessMenu opens every screen', () => {
    const state = fromGrant({ accessMenu: ['1101', '0804'], menuAuth: [entry('1101', 1, 0, 1)] }, MENU);
    expect(state['1101']).toEqual({ access: true, add: true, mod: false, del: true });
    expect(state['0804']).toEqual({ access: true, add: false, mod: false, del: false });
    expect(state['1104']).toEqual({ access: false, add: false, mod: false, del: false });
    expect(Object.values(fromGrant({ accessMenu: [], menuAuth: [entry('1101', 0, 0, 0)] }, MENU)).every((one) => one.access)).toBe(true);
    // Stored grants list every code they open: empty both ways is a new form with nothing ticked.
    expect(Object.values(fromGrant({ accessMenu: [], menuAuth: [] }, MENU)).some((one) => one.access)).toBe(false);
    expect(Object.values(fromGrant(undefined, MENU)).some((one) => one.access)).toBe(false);
  });

  it('parents are tri-state over the screens under them, through three levels', () => {
    const state = fromGrant({ accessMenu: ['080001', '0804'], menuAuth: [entry('080001', 1, 0, 0)] }, MENU);
    expect(columnState(state, settings, 'access')).toBe('mixed');
    expect(columnState(state, settings.children?.[0] as MenuNode, 'access')).toBe('mixed');
    expect(columnState(state, settings.children?.[0] as MenuNode, 'add')).toBe('mixed');
    expect(columnState(state, board, 'access')).toBe('unchecked');
    const all = setColumn(state, settings, 'access', true, editableBy(MENU));
    expect(columnState(all, settings, 'access')).toBe('checked');
  });

  it('select all per area ticks the area’s screens only, within what the granter holds', () => {
    const editable = editableBy(MENU);
    const state = setColumn(fromGrant(undefined, MENU), board, 'mod', true, editable);
    // 1104: the granter has no 수정 there, so it stays off; ticking a flag opens the screen.
    expect(state['1101']).toEqual({ access: true, add: false, mod: true, del: false });
    expect(state['1104']).toEqual({ access: false, add: false, mod: false, del: false });
    expect(columnState(state, settings, 'access')).toBe('unchecked');
    expect(editable('1104', 'mod')).toBe(false);
    expect(editable('1104', 'access')).toBe(true);
    expect(editable('0701', 'access')).toBe(false); // not in the granter's menu
  });

  it('taking access away takes the flags; a flag the target already had stays editable for the granter who lacks it', () => {
    const original: MenuGrant = { accessMenu: ['1104'], menuAuth: [entry('1104', 0, 1, 0)] };
    const editable = editableBy(MENU, original);
    expect(editable('1104', 'mod')).toBe(true);
    expect(editable('1104', 'del')).toBe(false);
    const off = setColumn(fromGrant(original, MENU), board, 'access', false, editable);
    expect(off['1104']).toEqual({ access: false, add: false, mod: false, del: false });
  });

  it('flags to accessMenu/menuAuth and back; codes the tree does not show are kept', () => {
    const original: MenuGrant = { accessMenu: ['1101', '0701'], menuAuth: [entry('1101', 1, 1, 0), entry('0701', 0, 1, 0)] };
    const state = setColumn(fromGrant(original, MENU), leaf('0804'), 'del', true, editableBy(MENU, original));
    const grant = toGrant(state, MENU, original);
    expect(grant).toEqual({ accessMenu: ['1101', '0804', '0701'], menuAuth: [entry('1101', 1, 1, 0), entry('0804', 0, 0, 1), entry('0701', 0, 1, 0)] });
    expect(fromGrant(grant, MENU)).toEqual(state);
  });

  it('an account with every menu keeps it while every screen stays ticked, and is narrowed explicitly otherwise', () => {
    const every: MenuGrant = { accessMenu: [], menuAuth: ['1101', '1104', '080001', '080002', '0804', '0701'].map((code) => entry(code, 1, 1, 1)) };
    expect(toGrant(fromGrant(every, MENU), MENU, every).accessMenu).toEqual([]);
    const narrowed = toGrant(setColumn(fromGrant(every, MENU), leaf('0804'), 'access', false, editableBy(MENU, every)), MENU, every);
    expect(narrowed.accessMenu).toEqual(['1101', '1104', '080001', '080002', '0701']);
    expect(narrowed.menuAuth.find((one) => one.menuCd === '0701')).toEqual(entry('0701', 1, 1, 1));
  });

  it('a group’s default grant is clipped to what the granter may give before it fills a new account', () => {
    const group: MenuGrant = { accessMenu: ['1104', '0701'], menuAuth: [entry('1104', 1, 1, 1), entry('0701', 1, 1, 1)] };
    expect(clip(group, MENU)).toEqual({ accessMenu: ['1104'], menuAuth: [entry('1104', 1, 0, 0)] });
  });
});
