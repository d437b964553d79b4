import Stack from '@mui/material/Stack';
import { Title } from 'react-admin';
import { findScreen } from '@resources/registry';
import { useScreenRights } from '@/auth/useScreenRights';
import { Panel } from '@/layout/Panel';
import { ScreenProvider } from '@/screens/generic/ScreenContext';
import { GreenDepositAction } from './actions/GreenDepositAction';
import { CodeGroupList } from './tree/CodeGroupList';
import { SubCodeTable } from './tree/SubCodeTable';
import { useCodeGroups } from './tree/useCodeTree';

const screen = findScreen('code');

/** /code: the code groups, the chosen group's codes (reordered, switched on/off), and the green-cup deposit (수정). */
export function CodeList() {
  const { edit } = useScreenRights('code');
  const tree = useCodeGroups();
  if (!screen) return null;
  return (
    <ScreenProvider screen={screen}>
      <Title title={screen.label} />
      <Panel title={screen.label}>
        {edit && (
          <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
            <GreenDepositAction />
          </Stack>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
          <CodeGroupList {...tree} />
          {tree.selected && <SubCodeTable group={tree.selected} />}
        </Stack>
      </Panel>
    </ScreenProvider>
  );
}
