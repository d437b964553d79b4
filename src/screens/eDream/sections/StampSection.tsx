import { useT } from '@i18n/translate';
import { eDreamGiftColumns, eDreamStampColumns } from '@resources/marketing/eDreamRules';
import { GiftIssueAction } from '../actions/GiftIssueAction';
import type { EDreamCase } from '../types';
import { useCanIssueGifts } from '../useEDreamActions';
import { useCaseStamps, usePendingGifts } from '../useEDreamCase';
import { CaseSection } from './CaseSection';

/**
 * 스탬프 내역 (GET eDreamSet/stamp/{id}), and the customer's stamp gifts not yet credited to the
 * case with '지급' (POST eDreamStampGift/issuedEdreamStamp/{id}, 0317's modify flag).
 */
export function StampSection({ record }: { record: EDreamCase }) {
  const t = useT();
  const canIssue = useCanIssueGifts();
  const gifts = usePendingGifts(record.cusId, canIssue);
  const giftRows = gifts.data ? { list: gifts.data.data, totalCnt: gifts.data.total ?? gifts.data.data.length } : undefined;
  return (
    <>
      <CaseSection name="stamps" title={t('eDream.case.sections.stamps')} columns={eDreamStampColumns} rowKey="id" query={useCaseStamps(record.id)} />
      {canIssue && (
        <CaseSection
          name="gifts"
          title={t('eDream.case.sections.gifts')}
          columns={eDreamGiftColumns}
          rowKey="id"
          query={{ data: giftRows, isPending: gifts.isPending, error: gifts.error, refetch: gifts.refetch }}
          rowActions={(row) => <GiftIssueAction gift={row} />}
        />
      )}
    </>
  );
}
