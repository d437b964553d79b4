import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MEMBER_ORDER_LISTS } from '@resources/members/memberOrders';
import type { OrderListName } from '@resources/orders/purchases';
import { canAccess } from '@resources/permissions';
import { permissionsOf, useSession } from '@/providers/session';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { usePagedQuery } from '@/screens/generic/usePagedQuery';
import { memberOrdersPage, type OrderKindChoice, type OrderPeriod } from './memberOrdersPage';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | null) => (value && DATE.test(value) ? value : '');

/**
 * The 주문 tab's choices in the URL (`orderKind`, `orderFrom`, `orderTo`; none: 전체, any period),
 * so Back from an order returns to the same list. A choice replaces the entry and goes to page 1.
 */
export function useOrderChoices() {
  const kinds: readonly OrderKindChoice[] = ['all', ...useReadableOrderLists()];
  const [params, setParams] = useSearchParams();
  const asked = params.get('orderKind');
  const kind = kinds.find((choice) => choice === asked) ?? 'all';
  const period: OrderPeriod = { from: dateOf(params.get('orderFrom')), to: dateOf(params.get('orderTo')) };
  const choose = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.set('page', '1');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    kind,
    period,
    setKind: (next: OrderKindChoice) => choose({ orderKind: next === 'all' ? '' : next }),
    setPeriod: (next: OrderPeriod) => choose({ orderFrom: next.from, orderTo: next.to }),
    reset: () => choose({ orderKind: '', orderFrom: '', orderTo: '' }),
    kinds,
  };
}

/** The order lists the signed-in admin may read (their menu codes, from the session in memory). */
export function useReadableOrderLists(): OrderListName[] {
  const permissions = permissionsOf(useSession());
  return MEMBER_ORDER_LISTS.filter((list) => permissions !== null && canAccess(permissions, { resource: list, action: 'list' }));
}

/** The member's orders for the page in the URL and the tab's choices (memberOrdersPage), of the lists the admin may read. */
export function useMemberOrders(cusId: Identifier, kind: OrderKindChoice, period: OrderPeriod) {
  const dataProvider = useAppDataProvider();
  const lists = useReadableOrderLists();
  return usePagedQuery(['member', 'orders', cusId, kind, period.from, period.to, ...lists], (paging) =>
    memberOrdersPage(dataProvider, cusId, kind, period, paging, lists),
  );
}
