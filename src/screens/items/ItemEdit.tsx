import { findScreen } from '@resources/registry';
import { toPayload } from '@/screens/generic/declaration';
import { GenericEdit } from '@/screens/generic/GenericEdit';
import { DeclaredFormFields } from '@/screens/generic/DeclaredFormFields';
import { PosItemInput } from './PosItemInput';

const screen = findScreen('item');

/** /item/{itemCd}: the declared form and the POS item the console item is linked to (`posItemCd`, saved with the item). */
export function ItemEdit() {
  if (!screen) return null;
  return (
    <GenericEdit screen={screen} transform={(data) => ({ ...toPayload(screen, 'edit', data), posItemCd: data.posItemCd || null })}>
      <DeclaredFormFields mode="edit" />
      <PosItemInput />
    </GenericEdit>
  );
}
