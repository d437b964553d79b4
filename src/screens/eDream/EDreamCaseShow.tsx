import Stack from '@mui/material/Stack';
import { ListButton, Loading, ShowBase, TopToolbar, useShowContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { Panel } from '@/layout/Panel';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { EDreamCaseActions } from './EDreamCaseActions';
import { EDreamCaseHeader } from './EDreamCaseHeader';
import { CouponSection } from './sections/CouponSection';
import { CustomerSection } from './sections/CustomerSection';
import { StampSection } from './sections/StampSection';
import type { EDreamCase } from './types';

/** Layout only: the ticket's header and actions, then the customer, the coupons and the stamps, each read when the case opens. */
function EDreamCaseWorkspace() {
  const t = useT();
  const { record, isPending, error, refetch } = useShowContext<EDreamCase>();
  if (isPending) return <Loading />;
  if (error || !record) return <LoadFailure title={t('eDream.case.loadFailed')} error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={2}>
      <TopToolbar sx={{ justifyContent: 'space-between', alignItems: 'flex-start', minHeight: 0, p: 0 }}>
        <ListButton label={t('eDream.case.list')} />
        <EDreamCaseActions record={record} />
      </TopToolbar>
      <EDreamCaseHeader record={record} />
      <CustomerSection record={record} />
      <CouponSection record={record} />
      <StampSection record={record} />
    </Stack>
  );
}

/** /eDream/{id}/show: a customer's eDream case (GET eDreamSet/{id}). */
export function EDreamCaseShow() {
  const t = useT();
  return (
    <Panel title={t('eDream.case.title')}>
      <ShowBase resource="eDream" disableAuthentication>
        <EDreamCaseWorkspace />
      </ShowBase>
    </Panel>
  );
}
