import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import type { PrepayRefund } from '@/providers/dataProvider/families/prepayCard';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { PrepayCardRecord } from './types';

/**
 * The prepaid-card writes as react-query mutations over the typed dataProvider methods. Spec §8:
 * those methods resolve an outcome instead of rejecting; a refused outcome becomes the mutation's
 * error, which the dialog shows (it stays open, its input kept). Success: a Korean notice, and
 * every prepaid-card and member query refreshed (header, balance, history, other cards, lists).
 * A refusal refreshes the card itself, so the screen shows what changed meanwhile.
 */
export type RefundInput = Omit<PrepayRefund, 'cardNo' | 'cusId'>;

const calls = {
  lost: (dp: AppDataProvider, card: PrepayCardRecord) => dp.prepayCardLost({ cusId: card.cusId, cardNo: card.cardNo, lostYn: 'Y' }),
  release: (dp: AppDataProvider, card: PrepayCardRecord) => dp.prepayCardLost({ cusId: card.cusId, cardNo: card.cardNo, lostYn: 'N' }),
  refund: (dp: AppDataProvider, card: PrepayCardRecord, input: RefundInput) => dp.prepayCardRefund({ cusId: card.cusId, cardNo: card.cardNo, ...input }),
  main: (dp: AppDataProvider, card: PrepayCardRecord) => dp.prepayCardSetMain({ cusId: card.cusId, cardNo: card.cardNo }),
  combine: (dp: AppDataProvider, card: PrepayCardRecord, fromCardNos: string[]) =>
    dp.prepayCardCombine({ cusId: card.cusId, toCardNo: card.cardNo, fromCardNos }),
};

export type CardWrite = keyof typeof calls;
type Input<K extends CardWrite> = Parameters<(typeof calls)[K]>[2];

/** The card's own reads (record, balance, loss and refund information), not the lists a dialog is choosing from. */
const refreshCard = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'prepayCard' && ['getOne', 'balance', 'info'].includes(String(queryKey[1])) });

export function usePrepayCardWrite<K extends CardWrite>(write: K, card: PrepayCardRecord, onDone?: () => void) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  return useMutation({
    mutationFn: async (input: Input<K>) => {
      const call = calls[write] as (dp: AppDataProvider, target: PrepayCardRecord, value: Input<K>) => ReturnType<(typeof calls)[K]>;
      const outcome = await call(dataProvider, card, input);
      if (!outcome.ok) throw outcome.error;
      return outcome.data;
    },
    onSuccess: () => {
      notify(t(`money.prepay.done.${write}`), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['prepayCard'] });
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      onDone?.();
    },
    onError: () => void refreshCard(queryClient),
  });
}

/** Whether the signed-in admin may change prepaid cards (0310's modify flag; the server checks the same). */
export const useCanChangeCards = (): boolean => useCanAccess({ resource: 'prepayCard', action: 'edit' }).canAccess === true;
