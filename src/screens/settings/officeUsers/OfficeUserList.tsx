import Stack from '@mui/material/Stack';
import { findScreen } from '@resources/registry';
import { useScreenRights } from '@/auth/useScreenRights';
import { GenericList } from '@/screens/generic/GenericList';
import { DepartmentsAction } from './actions/DepartmentsAction';

const screen = findScreen('officeUser');

/** /officeUser: the head-office staff, and '부서 관리' for the departments they belong to. */
export function OfficeUserList() {
  const { read } = useScreenRights('officeUser');
  if (!screen) return null;
  return (
    <>
      {read && (
        <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
          <DepartmentsAction />
        </Stack>
      )}
      <GenericList screen={screen} />
    </>
  );
}
