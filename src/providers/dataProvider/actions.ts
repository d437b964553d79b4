import type { Dispatch } from './dispatch';
import { getCodes } from './families/code';
import type { GenericActions } from './types';

/** The declaration-driven actions, dispatched to the family of the screen. */
export function createGenericActions({ need }: Dispatch): GenericActions {
  return {
    getCodes,
    changeStatus: async (resource, params) => {
      const [ctx, changeStatus] = need(resource, 'changeStatus');
      await changeStatus(ctx, params);
    },
    changeOrder: async (resource, { ids }) => {
      const [ctx, changeOrder] = need(resource, 'changeOrder');
      await changeOrder(ctx, ids);
    },
    checkEventId: async (resource, params) => {
      const [ctx, checkEventId] = need(resource, 'checkEventId');
      return checkEventId(ctx, params);
    },
    exportExcel: async (resource, { filter }) => {
      const [ctx, exportExcel] = need(resource, 'exportExcel');
      return exportExcel(ctx, filter);
    },
  };
}
