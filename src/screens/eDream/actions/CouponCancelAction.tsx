import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { useDialog } from '@/screens/shared/useDialog';
import type { EDreamCoupon } from '@/types/records';
import type { EDreamCase } from '../types';
import { useEDreamWrite } from '../useEDreamActions';

/** 쿠폰 취소 (POST eDreamSet/couponCancel/{id}, `{ couponNo }`) on a coupon still usable; cancelling the ticket's coupon cancels the ticket. */
export function CouponCancelAction({ record, coupon }: { record: EDreamCase; coupon: EDreamCoupon }) {
  const t = useT();
  const dialog = useDialog();
  const run = useEDreamWrite('couponCancel', record.id, dialog.close);
  return (
    <ConfirmWriteButton
      dialog={dialog}
      write={run}
      variant="text"
      color="error"
      disabled={coupon.couponStatus !== 'ISSUED'}
      aria-label={t('eDream.case.actions.couponCancelOf', { couponNo: coupon.couponNo })}
      label={t('eDream.case.actions.couponCancel')}
      message={t('eDream.case.confirm.couponCancel', { coupon: josa(`${coupon.couponNo} (${coupon.couponName ?? ''})`, '을/를') })}
      onConfirm={() => run.mutateAsync(coupon.couponNo)}
    />
  );
}
