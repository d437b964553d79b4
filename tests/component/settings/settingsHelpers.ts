import { adminTable, db } from '@mocks/db';
import type { Row } from '../../helpers/workspace';

/** Shared steps of the settings workspace tests (not a test file itself); the workspace-wide ones come from tests/helpers/workspace. */
export { call, expectNoDialog, inDialog as dialog, type Row } from '../../helpers/workspace';

export const adminRow = (adminId: string): Row | undefined => adminTable().get(adminId) as Row | undefined;
export const rowsOf = (collection: string, key = 'id'): Row[] => db.collection(collection, key).all();

/** Tests that walk a whole screen (the first also loads its chunk). */
export const LONG = 45_000;
