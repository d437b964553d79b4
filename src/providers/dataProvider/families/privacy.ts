import type { Identifier } from 'react-admin';
import type { ResultResponse } from '@/types/api';
import { endpoints, type RouteTable } from '../routes';
import { readResult } from '../records';

/**
 * Personal-data calls of the console (issue 11, not in spec §7; docs/api.md "Personal data"):
 * '보기' on a masked value is logged by the server before the full value is shown.
 */
export const privacyRoutes = {
  reveal: 'POST privacy/reveal',
} as const satisfies RouteTable;

const api = endpoints(privacyRoutes);

export interface RevealRequest {
  /** The screen (resource) name, e.g. 'giftCard'. */
  resource: string;
  /** The record's key. */
  id: Identifier;
  /** The field's source, e.g. 'buyerHp'. */
  field: string;
}

export const privacyMethods = {
  /** POST privacy/reveal `{ resource, id, field }`: 0000 when the reveal is allowed and logged (403 without the modify flag). */
  revealPersonal: async (request: RevealRequest): Promise<ResultResponse> => readResult(await api.json('reveal', {}, { body: request })),
};
