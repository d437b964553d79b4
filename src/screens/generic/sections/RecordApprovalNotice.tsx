import { useRecordContext } from 'react-admin';
import { ApprovalNotice } from '@/screens/shared/ApprovalNotice';
import { useScreen } from '../ScreenContext';

/**
 * 결재 (issue 37 item 2) on a declared record's detail and edit: its requests ('결재 대기', else the
 * latest decision), keyed `{approvalKey}:{id}` as the server keys them (a coupon type: the coupon
 * issue to more than 1,000 members). Nothing for a declaration without `approvalKey`.
 */
export function RecordApprovalNotice() {
  const screen = useScreen();
  const record = useRecordContext();
  if (!screen.approvalKey || !record) return null;
  return <ApprovalNotice targetKey={`${screen.approvalKey}:${String(record.id)}`} />;
}
