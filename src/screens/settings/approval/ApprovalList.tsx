import Alert from '@mui/material/Alert';
import { APPROVAL_TASKS, approvalThresholdText } from '@resources/approvalRules';
import { findScreen } from '@resources/registry';
import { useT } from '@i18n/translate';
import { GenericList } from '@/screens/generic/GenericList';

const screen = findScreen('approval');

/**
 * /approval (결재함, 0822, issue 37 item 2): the requests for actions over a threshold, newest
 * first, filtered by state and period; the thresholds above it (resources/approvalRules.ts).
 * A row opens the request, where an approver decides.
 */
export function ApprovalList() {
  const t = useT();
  if (!screen) return null;
  return (
    <>
      <Alert severity="info" sx={{ mb: 1 }} data-testid="approval-thresholds">
        {t('approval.thresholds')}: {APPROVAL_TASKS.map(approvalThresholdText).join(' · ')}
      </Alert>
      <GenericList screen={screen} />
    </>
  );
}
