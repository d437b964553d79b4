import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import { eDreamCouponColumns } from '@resources/marketing/eDreamRules';
import { CouponCancelAction } from '../actions/CouponCancelAction';
import type { EDreamCase } from '../types';
import { useCanHandleCases } from '../useEDreamActions';
import { useCaseCoupons } from '../useEDreamCase';
import { CaseSection } from './CaseSection';

/** 쿠폰 조회 (GET eDreamSet/searchCoupon/{id}): the ticket and the coupons issued with it, each with 쿠폰 취소 (0409's modify flag). */
export function CouponSection({ record }: { record: EDreamCase }) {
  const t = useT();
  const canCancel = useCanHandleCases();
  const coupons = useCaseCoupons(record.id);
  const { ticketCnt, limitCnt } = coupons.data ?? {};
  return (
    <CaseSection
      name="coupons"
      title={t('eDream.case.sections.coupons')}
      columns={eDreamCouponColumns}
      rowKey="couponNo"
      query={coupons}
      rowActions={canCancel ? (coupon) => <CouponCancelAction record={record} coupon={coupon} /> : undefined}
    >
      {ticketCnt !== undefined && limitCnt !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="edream-ticket-count">
          {t('eDream.case.sections.ticketCount', { ticket: ticketCnt, limit: limitCnt })}
        </Typography>
      )}
    </CaseSection>
  );
}
