import { findScreen } from '@resources/registry';
import { GenericEdit } from '@/screens/generic/GenericEdit';
import { DeclaredFormFields } from '@/screens/generic/DeclaredFormFields';
import { DuplicatePromotionAction } from './DuplicatePromotionAction';

/** /paymentRandomNumber/{id}: the declared form, with 프로모션 복제 above it. */
export function PaymentRandomNumberEdit() {
  const screen = findScreen('paymentRandomNumber');
  if (!screen) return null;
  return (
    <GenericEdit screen={screen}>
      <DuplicatePromotionAction />
      <DeclaredFormFields mode="edit" />
    </GenericEdit>
  );
}
