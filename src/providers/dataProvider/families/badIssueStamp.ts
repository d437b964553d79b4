import type { Identifier } from 'react-admin';
import type { ResultResponse } from '@/types/api';
import { endpoints, type RouteTable } from '../routes';
import { readDone, type Row } from '../records';
import { bespokeAdapter } from './bespoke';

/**
 * Bad-issue stamp (/api/badIssueStamp). The spec's one `GET {daily|weekly|empty}` is two rows:
 * the detections by `{periodType}` ('daily' | 'weekly', the screen's filter) and the settings
 * (empty), whose own `periodType` stays a plain filter.
 */
export const badIssueStampRoutes = {
  list: 'GET badIssueStamp/{periodType}',
  settingList: 'GET badIssueStamp',
  detail: 'POST badIssueStamp/detail',
  create: 'POST badIssueStamp/create',
  cancel: 'DELETE badIssueStamp',
  except: 'POST badIssueStamp/except',
} as const satisfies RouteTable;

const api = endpoints(badIssueStampRoutes);

/**
 * Detections (type badIssueStamp): list by `periodType` (default daily), detail, cancel (DELETE
 * with the id as query). Settings (type badIssueStampSetting): the empty-period list, read back
 * from it for the edit form, saved with POST create (the id in the body on update).
 */
export const badIssueStampAdapter = bespokeAdapter(badIssueStampRoutes, {
  getList: 'list',
  listVars: { periodType: 'daily' },
  getOne: { route: 'detail', id: 'body' },
  delete: { route: 'cancel', id: 'query' },
  byType: {
    badIssueStampSetting: {
      getList: 'settingList',
      getOne: { route: 'settingList', id: 'list' },
      create: 'create',
      update: { route: 'create', id: 'body' },
    },
  },
});

/** What a cancel or an except names: the chosen detections and the operator's reason. */
export interface BadIssueProcess {
  ids: Identifier[];
  reason: string;
}

export const badIssueStampMethods = {
  /** DELETE badIssueStamp?ids=…&reason=…: cancels the stamps of the chosen detections. */
  badIssueStampCancel: async ({ ids, reason }: BadIssueProcess): Promise<ResultResponse> =>
    readDone(await api.json('cancel', {}, { query: { ids: ids.map(String), reason } })),
  /** POST badIssueStamp/except: takes the chosen detections' members out of the bad-issue detection (`{ ids, reason }`). */
  badIssueStampExcept: async (body: Row | BadIssueProcess): Promise<ResultResponse> => readDone(await api.json('except', {}, { body })),
};
