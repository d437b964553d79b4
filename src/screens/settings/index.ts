import { lazyScreen } from '@/layout/loadChunk';

/**
 * The settings workspace's views (issue 14), named by the declarations' `components`
 * (resources/settings.ts). Each loads with its own chunk on first use.
 */
export const AccountCreate = lazyScreen(() => import('./accounts/AccountCreate').then((module) => module.AccountCreate));
export const AccountEdit = lazyScreen(() => import('./accounts/AccountEdit').then((module) => module.AccountEdit));
export const GroupCreate = lazyScreen(() => import('./groups/GroupCreate').then((module) => module.GroupCreate));
export const GroupEdit = lazyScreen(() => import('./groups/GroupEdit').then((module) => module.GroupEdit));
export const AppVersionEdit = lazyScreen(() => import('./appVersions/AppVersionEdit').then((module) => module.AppVersionEdit));
export const CodeList = lazyScreen(() => import('./codes/CodeList').then((module) => module.CodeList));
export const CodeCreate = lazyScreen(() => import('./codes/CodeCreate').then((module) => module.CodeCreate));
export const CodeEdit = lazyScreen(() => import('./codes/CodeEdit').then((module) => module.CodeEdit));
export const MenuList = lazyScreen(() => import('./menus/MenuList').then((module) => module.MenuList));
export const OfficeUserList = lazyScreen(() => import('./officeUsers/OfficeUserList').then((module) => module.OfficeUserList));
export const OfficeUserCreate = lazyScreen(() => import('./officeUsers/OfficeUserCreate').then((module) => module.OfficeUserCreate));
export const OfficeUserEdit = lazyScreen(() => import('./officeUsers/OfficeUserEdit').then((module) => module.OfficeUserEdit));
