import { lazy } from 'react';
import { loadChunk } from '@/layout/loadChunk';

/**
 * The settings workspace's views (issue 14), named by the declarations' `components`
 * (resources/settings.ts). Each loads with its own chunk on first use.
 */
export const AccountCreate = lazy(() => loadChunk(() => import('./accounts/AccountCreate')).then((module) => ({ default: module.AccountCreate })));
export const AccountEdit = lazy(() => loadChunk(() => import('./accounts/AccountEdit')).then((module) => ({ default: module.AccountEdit })));
export const GroupCreate = lazy(() => loadChunk(() => import('./groups/GroupCreate')).then((module) => ({ default: module.GroupCreate })));
export const GroupEdit = lazy(() => loadChunk(() => import('./groups/GroupEdit')).then((module) => ({ default: module.GroupEdit })));
export const AppVersionEdit = lazy(() => loadChunk(() => import('./appVersions/AppVersionEdit')).then((module) => ({ default: module.AppVersionEdit })));
export const CodeList = lazy(() => loadChunk(() => import('./codes/CodeList')).then((module) => ({ default: module.CodeList })));
export const CodeCreate = lazy(() => loadChunk(() => import('./codes/CodeCreate')).then((module) => ({ default: module.CodeCreate })));
export const CodeEdit = lazy(() => loadChunk(() => import('./codes/CodeEdit')).then((module) => ({ default: module.CodeEdit })));
export const MenuList = lazy(() => loadChunk(() => import('./menus/MenuList')).then((module) => ({ default: module.MenuList })));
export const OfficeUserList = lazy(() => loadChunk(() => import('./officeUsers/OfficeUserList')).then((module) => ({ default: module.OfficeUserList })));
export const OfficeUserCreate = lazy(() => loadChunk(() => import('./officeUsers/OfficeUserCreate')).then((module) => ({ default: module.OfficeUserCreate })));
export const OfficeUserEdit = lazy(() => loadChunk(() => import('./officeUsers/OfficeUserEdit')).then((module) => ({ default: module.OfficeUserEdit })));
