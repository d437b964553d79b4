import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { required, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import type { FormMode } from '@/screens/generic/declaration';
import { DeclaredInput } from '@/screens/generic/form/DeclaredInput';
import { LoadingBar } from '@/layout/LoadingBar';
import { ServerChoiceInput } from './ServerChoiceInput';
import { useBonusStampSets, useCouponTypes, useTypeDetail } from './useEventStandardChoices';

interface Props {
  coupon: FieldDeclaration;
  bonus: FieldDeclaration;
  count: FieldDeclaration;
  fields: readonly FieldDeclaration[];
  mode: FormMode;
}

/**
 * The chosen reward type's part of the standard, as the server gives it (GET {id}/{typeCd}): a
 * coupon type for a coupon, a bonus stamp set for stamps, and how many. Choosing another type
 * puts the server's values for it in the form (a new standard's defaults, or what this one holds).
 */
export function RewardDetailInputs({ coupon, bonus, count, fields, mode }: Props) {
  const t = useT();
  const record = useRecordContext();
  const rewardType = String(useWatch({ name: 'rewardType' }) ?? '');
  const detail = useTypeDetail(mode === 'edit' ? record?.id : undefined, rewardType);
  const { setValue } = useFormContext();
  // the type whose values the form holds: the record's own when editing
  const applied = useRef(mode === 'edit' ? String(record?.rewardType ?? '') : '');
  useEffect(() => {
    const data = detail.data;
    if (!data || String(data.typeCd) === applied.current) return;
    applied.current = String(data.typeCd);
    setValue('couponTypeId', data.couponTypeId ?? '', { shouldDirty: true });
    setValue('bonusStampId', data.bonusStampId ?? '', { shouldDirty: true });
    setValue('rewardQty', data.rewardQty ?? 1, { shouldDirty: true });
  }, [detail.data, setValue]);
  const kind = detail.data ? ('couponTypeId' in detail.data ? 'coupon' : 'bonusStampId' in detail.data ? 'stamp' : undefined) : undefined;
  const couponTypes = useCouponTypes(kind === 'coupon');
  const bonusSets = useBonusStampSets(kind === 'stamp');
  if (!rewardType) return null;
  if (detail.error) return <Alert severity="error">{`${t('eDream.standard.detailFailed')} ${detail.error.message}`}</Alert>;
  if (!kind) return <LoadingBar label="eDream.standard.detailLoading" />;
  return (
    <>
      {kind === 'coupon' ? (
        <ServerChoiceInput source="couponTypeId" label={coupon.label} query={couponTypes} validate={required('app.eDream.standard.couponRequired')} />
      ) : (
        <ServerChoiceInput source="bonusStampId" label={bonus.label} query={bonusSets} emptyText={t('eDream.standard.noBonus')} />
      )}
      <DeclaredInput
        field={{ ...count, label: t(kind === 'coupon' ? 'eDream.standard.rewardQtyCoupon' : 'eDream.standard.rewardQtyStamp') }}
        fields={fields}
        mode={mode}
      />
    </>
  );
}
