import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import type { EDreamCase, EDreamCoupon } from '../types';
import { useEDreamWrite } from '../useEDreamActions';

/** 쿠폰 취소 (POST eDreamSet/couponCancel/{id}, `{ couponNo }`) on a coupon still usable; cancelling the ticket's coupon cancels the ticket. */
export function CouponCancelAction({ record, coupon }: { record: EDreamCase; coupon: EDreamCoupon }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const run = useEDreamWrite('couponCancel', record.id, () => setOpen(false));
  return (
    <>
      <Button
        size="small"
        color="warning"
        disabled={coupon.couponStatus !== 'ISSUED'}
        aria-label={t('eDream.case.actions.couponCancelOf', { couponNo: coupon.couponNo })}
        onClick={() => {
          run.reset();
          setOpen(true);
        }}
      >
        {t('eDream.case.actions.couponCancel')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('eDream.case.actions.couponCancel')}
        message={t('eDream.case.confirm.couponCancel', { couponNo: coupon.couponNo, couponName: coupon.couponName ?? '' })}
        pending={run.isPending}
        error={run.error}
        onConfirm={() => run.mutateAsync(coupon.couponNo)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
