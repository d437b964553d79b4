import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

/**
 * The server's choices of the event-standard form, each a react-query under 'eventStandard':
 * reward types (GET rewardType/empty), the payment conditions of the chosen reward type (GET
 * joinType/{rewardType}, 'empty' before one is chosen), coupon types (GET couponType/list), bonus
 * stamp sets (GET bonusStampSet/list), and the chosen type's part of the standard (GET {id}/{typeCd},
 * id 'empty' for a new one).
 */
export type Choices = { id: Identifier; name: string }[];
const choicesOf = <T>(rows: readonly T[], value: (row: T) => Identifier, text: (row: T) => string | undefined): Choices =>
  rows.map((row) => ({ id: value(row), name: String(text(row) ?? value(row)) }));

export function useRewardTypes() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['eventStandard', 'rewardTypes'],
    queryFn: async () =>
      choicesOf(
        await dataProvider.eventStandardRewardTypes(),
        (type) => type.codeId,
        (type) => type.codeName,
      ),
  });
}

export function useJoinTypes(rewardType: string) {
  const dataProvider = useAppDataProvider();
  const x = rewardType || 'empty';
  return useQuery({
    queryKey: ['eventStandard', 'joinTypes', x],
    queryFn: async () =>
      choicesOf(
        await dataProvider.eventStandardJoinTypes(x),
        (type) => type.codeId,
        (type) => type.codeName,
      ),
  });
}

export function useCouponTypes(enabled: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['eventStandard', 'couponTypes'],
    enabled,
    queryFn: async () =>
      choicesOf(
        await dataProvider.eventStandardCouponTypes(),
        (type) => type.id,
        (type) => type.couponName,
      ),
  });
}

export function useBonusStampSets(enabled: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['eventStandard', 'bonusStampSets'],
    enabled,
    queryFn: async () =>
      choicesOf(
        await dataProvider.eventStandardBonusStampSets(),
        (set) => set.id,
        (set) => set.title,
      ),
  });
}

export function useTypeDetail(id: Identifier | undefined, typeCd: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['eventStandard', 'byType', id ?? 'empty', typeCd],
    enabled: typeCd !== '',
    queryFn: () => dataProvider.eventStandardByType(id ?? 'empty', typeCd),
  });
}
