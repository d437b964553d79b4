import Alert from '@mui/material/Alert';
import { APPROVAL_PENDING, APPROVAL_REJECTED } from '@resources/approvalRules';
import { useT } from '@i18n/translate';
import { useRecordApprovals } from './useApproval';

/**
 * What the requester sees on the record (issue 37 item 2): its pending request ('결재 대기: …'),
 * else its latest decision when that was a rejection (with the reason). Nothing without requests.
 */
export function ApprovalNotice({ targetKey }: { targetKey: string }) {
  const t = useT();
  const rows = useRecordApprovals(targetKey).data?.list ?? [];
  const pending = rows.find((row) => row.state === APPROVAL_PENDING);
  const latest = pending ?? rows[0];
  if (!latest) return null;
  const base = { task: latest.taskName, amount: latest.amountText };
  if (latest.state === APPROVAL_PENDING)
    return (
      <Alert severity="warning" data-testid="approval-notice">
        {t('approval.notice.pending', { ...base, who: latest.reqAdminText, time: latest.reqDt })}
      </Alert>
    );
  if (latest.state === APPROVAL_REJECTED)
    return (
      <Alert severity="error" data-testid="approval-notice">
        {t('approval.notice.rejected', { ...base, reason: latest.decReason })}
      </Alert>
    );
  return (
    <Alert severity="success" data-testid="approval-notice">
      {t('approval.notice.approved', { ...base, who: latest.decAdminText, time: latest.decDt })}
    </Alert>
  );
}
