import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MEMBER_ORDER_LISTS } from '@resources/members/memberOrders';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { usePagedQuery } from '@/screens/shared/usePagedQuery';
import { memberOrdersPage, type OrderKindChoice, type OrderPeriod } from './memberOrdersPage';

const KINDS: readonly OrderKindChoice[] = ['all', ...MEMBER_ORDER_LISTS];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | null) => (value && DATE.test(value) ? value : '');

/**
 * The 주문 tab's choices in the URL (`orderKind`, `orderFrom`, `orderTo`; none: 전체, any period),
 * so Back from an order returns to the same list. A choice replaces the entry and goes to page 1.
 */
export function useOrderChoices() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('orderKind');
  const kind = KINDS.find((choice) => choice === asked) ?? 'all';
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
    kinds: KINDS,
  };
}

/** The member's orders for the page in the URL and the tab's choices (memberOrdersPage). */
export function useMemberOrders(cusId: Identifier, kind: OrderKindChoice, period: OrderPeriod) {
  const dataProvider = useAppDataProvider();
  return usePagedQuery(['member', 'orders', cusId, kind, period.from, period.to], (paging) => memberOrdersPage(dataProvider, cusId, kind, period, paging));
}
