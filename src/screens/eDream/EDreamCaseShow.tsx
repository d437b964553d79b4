import { useT } from '@i18n/translate';
import { ApprovalNotice } from '@/screens/shared/ApprovalNotice';
import { WorkspaceShell } from '@/screens/shared/WorkspaceShell';
import { EDreamCaseActions } from './EDreamCaseActions';
import { EDreamCaseHeader } from './EDreamCaseHeader';
import { CouponSection } from './sections/CouponSection';
import { CustomerSection } from './sections/CustomerSection';
import { StampSection } from './sections/StampSection';
import type { EDreamCase } from './types';

/**
 * /eDream/{id}/show: a customer's eDream case (GET eDreamSet/{id}). Layout only: the ticket's
 * header and actions, its 결재 notice (a stamp change waiting for approval: `eDream:{id}`, as
 * the server keys the request), then the customer, the coupons and the stamps, each read when the case opens.
 */
export function EDreamCaseShow() {
  const t = useT();
  return (
    <WorkspaceShell<EDreamCase>
      resource="eDream"
      title={t('eDream.case.title')}
      listLabel={t('eDream.case.list')}
      loadFailed={t('eDream.case.loadFailed')}
      actions={(record) => <EDreamCaseActions record={record} />}
    >
      {(record) => (
        <>
          <ApprovalNotice targetKey={`eDream:${record.id}`} />
          <EDreamCaseHeader record={record} />
          <CustomerSection record={record} />
          <CouponSection record={record} />
          <StampSection record={record} />
        </>
      )}
    </WorkspaceShell>
  );
}
