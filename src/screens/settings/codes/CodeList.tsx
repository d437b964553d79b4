import Stack from '@mui/material/Stack';
import { findScreen } from '@resources/registry';
import { useScreenRights } from '@/auth/useScreenRights';
import { GenericList } from '@/screens/generic/GenericList';
import { GreenDepositAction } from './actions/GreenDepositAction';

const screen = findScreen('code');

/** /code: the common codes, and the green-cup deposit setting (with the modify flag). */
export function CodeList() {
  const { edit } = useScreenRights('code');
  if (!screen) return null;
  return (
    <>
      {edit && (
        <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
          <GreenDepositAction />
        </Stack>
      )}
      <GenericList screen={screen} />
    </>
  );
}
