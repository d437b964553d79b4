import { db } from '@mocks/db';
import { UNIVERSE } from '@mocks/db/universe';
import type { Row } from '../../helpers/workspace';

/** Shared steps of the money workspace tests (not a test file itself). */
export type { Row };

const table = (name: keyof typeof UNIVERSE) => db.collection(UNIVERSE[name].name, UNIVERSE[name].key);
/** The mock's rows of a universe table, as the server holds them now. */
export const rowsOf = (name: keyof typeof UNIVERSE): Row[] => table(name).all();
export const cardRow = (cardNo: unknown): Row => table('prepayCard').get(cardNo) ?? {};
/** What another operator or a store did meanwhile: the card changed on the server only. */
export const changeCard = (cardNo: unknown, patch: Row) => table('prepayCard').update(cardNo, patch);

/** 100004's three normal cards (pinned by tests/unit/mocks/money.test.ts): main 11,000원, then 25,000원 and 40,000원. */
export const memberCards = () => rowsOf('prepayCard').filter((row) => row.cusId === '100004');

/** Tests that walk a whole workspace (the first also loads its chunk). */
export const LONG = 60_000;

export { call, calls, dialogUnderConfirmation, expectNoDialog, inDialog } from '../../helpers/workspace';
