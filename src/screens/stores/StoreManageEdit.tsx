import { findScreen } from '@resources/registry';
import { toPayload } from '@/screens/generic/declaration';
import { GenericEdit } from '@/screens/generic/GenericEdit';
import { DeclaredFormFields } from '@/screens/generic/DeclaredFormFields';
import { AddressWithCoordinates, coordinatesOf } from './AddressWithCoordinates';

const screen = findScreen('storeManage');

/** /storeManage/{storeId}: the declared form; the address with '좌표 찾기' and the latitude/longitude it fills (saved with the store). */
export function StoreManageEdit() {
  if (!screen) return null;
  return (
    <GenericEdit screen={screen} transform={(data) => ({ ...toPayload(screen, 'edit', data), ...coordinatesOf(data) })}>
      <DeclaredFormFields mode="edit" inputs={{ address: (field, fields) => <AddressWithCoordinates field={field} fields={fields} /> }} />
    </GenericEdit>
  );
}
