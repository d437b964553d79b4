import type { Identifier } from 'react-admin';
import type { ListResponse, MenuNode, ResultResponse } from '@/types/api';
import type { App } from '@/types/records';
import { endpoints, type RouteTable } from '../routes';
import { readDone, readList, readRows, type Row } from '../records';
import { bespokeAdapter } from './bespoke';
import { reloadMenu } from '../../authProvider';

/** Basic settings: menu (/api/menu), group (/api/group), app version (/api/appVersion). */
export const menuRoutes = {
  auth: 'GET menu/auth',
  list: 'GET menu/list',
  update: 'PUT menu/{id}',
} as const satisfies RouteTable;

export const groupRoutes = {
  list: 'GET group/list',
  getOne: 'GET group/{id}',
  create: 'POST group',
  update: 'PUT group/{id}',
  delete: 'DELETE group/{id}',
} as const satisfies RouteTable;

export const appVersionRoutes = {
  list: 'GET appVersion/list',
  getOne: 'GET appVersion/{id}',
  create: 'POST appVersion',
  update: 'PUT appVersion/{id}',
  apps: 'GET appVersion/app/{id}',
  addApp: 'POST appVersion/app/{id}',
  deleteApp: 'DELETE appVersion/app/{id}',
} as const satisfies RouteTable;

/**
 * The menu has no detail call: the edit form reads its row back from the list. The list is the
 * spec's tree of menu nodes (`children`) or flat rows naming their parent (`upMenuCd`).
 */
export const menuAdapter = bespokeAdapter(menuRoutes, {
  getList: 'list',
  getOne: { route: 'list', id: 'list' },
  tree: { code: 'menuCd', parent: 'upMenuCd' },
  update: { route: 'update', id: 'path' },
  // a menu saved in /menu (issue 14): the signed-in admin's sidebar follows at once, without a reload
  afterWrite: () => void reloadMenu(),
});

export const groupAdapter = bespokeAdapter(groupRoutes, {
  getList: 'list',
  getOne: { route: 'getOne', id: 'path' },
  create: 'create',
  update: { route: 'update', id: 'path' },
  delete: { route: 'delete', id: 'path' },
});

export const appVersionAdapter = bespokeAdapter(appVersionRoutes, {
  getList: 'list',
  getOne: { route: 'getOne', id: 'path' },
  create: 'create',
  update: { route: 'update', id: 'path' },
});

const menu = endpoints(menuRoutes);
const appVersion = endpoints(appVersionRoutes);

const isMenuNode = (row: Row): row is Row & MenuNode => typeof row.menuCd === 'string';

export const settingsMethods = {
  /** GET menu/auth: the sidebar menu of the signed-in admin (`{ list }` or a bare array). */
  menuAuth: async (): Promise<MenuNode[]> => readRows(await menu.json('auth', {})).filter(isMenuNode),
  /** GET appVersion/app/{id}: the apps of a version. */
  appVersionApps: async (versionId: Identifier): Promise<ListResponse<App>> => readList<App>(await appVersion.json('apps', { id: versionId })),
  /** POST appVersion/app/{id}: adds an app to a version. */
  appVersionAddApp: async (versionId: Identifier, app: Row): Promise<ResultResponse> =>
    readDone(await appVersion.json('addApp', { id: versionId }, { body: app })),
  /** DELETE appVersion/app/{id}: removes an app (by its own id). */
  appVersionDeleteApp: async (appId: Identifier): Promise<ResultResponse> => readDone(await appVersion.json('deleteApp', { id: appId })),
};
