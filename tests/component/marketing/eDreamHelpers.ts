import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { collectionOf, db } from '@mocks/db';
import { findScreen } from '@resources/registry';

/** Shared steps of the eDream and event-standard tests (not a test file itself). */
export type Row = Record<string, unknown>;

const tableOf = (name: string) => {
  const declared = findScreen(name);
  if (!declared) throw new Error(`no screen ${name}`);
  return collectionOf(declared);
};
export const cases = () => tableOf('eDream');
export const gifts = () => tableOf('eDreamStampGift');
export const stores = () => tableOf('storeManage');
export const standards = () => tableOf('eventStandard');
export const eDreamCoupons = () => db.collection('eDreamCoupon', 'couponNo');

/** The first row of /eDream (newest participation first). */
export const newestCase = (): Row => [...cases().all()].sort((a, b) => String(b.regDt).localeCompare(String(a.regDt)))[0];

export const header = () => screen.findByTestId('edream-header', {}, { timeout: 60000 }); // the first render loads the case's chunk
export const headerShows = (testId: string, text: string | RegExp) => waitFor(() => expect(screen.getByTestId(testId)).toHaveTextContent(text));
/** A section of the case by its heading. */
export const section = (name: string) => within(screen.getByRole('region', { name }));
