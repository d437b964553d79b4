import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify, type RaRecord } from 'react-admin';
import { APPROVAL_PENDING } from '@resources/approvalRules';
import { useT } from '@i18n/translate';
import type { ApprovalRequest } from '@/types/records';
import { session } from '@/providers/session';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { DetailItem } from '@/screens/shared/DetailItem';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { ReasonField, useReason } from '@/screens/shared/ReasonField';
import { useDialog } from '@/screens/shared/useDialog';
import { WorkspaceShell } from '@/screens/shared/WorkspaceShell';

type ApprovalRecord = ApprovalRequest & RaRecord;

/**
 * /approval/{id}/show (결재함, 0822, issue 37 item 2): one request, its steps, and the approver's
 * 승인 (runs the requester's call on the server; its result is the notice) or 반려 (a reason
 * required). Shown with the modify flag of 0822 to anyone but the requester, while 대기; the
 * server checks the same (and the target menu's modify flag).
 */
export function ApprovalShow() {
  const t = useT();
  return (
    <WorkspaceShell<ApprovalRecord>
      resource="approval"
      title={t('approval.show.title')}
      listLabel={t('approval.show.list')}
      loadFailed={t('approval.show.loadFailed')}
      actions={(record) => <ApprovalActions record={record} />}
    >
      {(record) => <ApprovalDetail record={record} />}
    </WorkspaceShell>
  );
}

function useDecision<T>(decide: (input: T) => Promise<{ msg: string }>, onDone: () => void) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: decide,
    onSuccess: ({ msg }) => {
      notify(msg, { type: 'success' });
      // the request, the 결재함 and whatever the run changed
      void queryClient.invalidateQueries();
      onDone();
    },
  });
}

function ApprovalActions({ record }: { record: ApprovalRecord }) {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const canDecide = useCanAccess({ resource: 'approval', action: 'edit' }).canAccess === true;
  const approveDialog = useDialog();
  const rejectDialog = useDialog();
  const reason = useReason('approval.rejectRequired');
  const approve = useDecision(() => dataProvider.approveRequest(record.approvalId), approveDialog.close);
  const reject = useDecision((text: string) => dataProvider.rejectRequest(record.approvalId, text), rejectDialog.close);
  if (!canDecide || record.state !== APPROVAL_PENDING) return null;
  if (session.get().auth?.adminId === record.reqAdminId) return <Alert severity="info">{t('approval.own')}</Alert>;
  const task = { task: record.taskName, amount: record.amountText };
  return (
    <Stack direction="row" spacing={1}>
      <ConfirmWriteButton
        dialog={approveDialog}
        write={approve}
        label={t('approval.approve')}
        variant="contained"
        message={t('approval.approveConfirm', task)}
        onConfirm={() => approve.mutateAsync(undefined)}
      />
      <OpenDialogButton dialog={rejectDialog} write={reject} onOpen={reason.reset} color="error" variant="outlined">
        {t('approval.reject')}
      </OpenDialogButton>
      <ActionDialog
        open={rejectDialog.open}
        title={t('approval.rejectTitle')}
        onClose={rejectDialog.close}
        onSubmit={() => {
          const text = reason.check();
          if (text) void reject.mutateAsync(text).catch(() => undefined);
        }}
        pending={reject.isPending}
        error={reject.error}
        submitLabel={t('approval.reject')}
      >
        <ReasonField reason={reason} label={t('approval.rejectReason')} />
      </ActionDialog>
    </Stack>
  );
}

function ApprovalDetail({ record }: { record: ApprovalRecord }) {
  const t = useT();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap data-testid="approval-detail">
        <DetailItem label={t('approval.show.state')} testId="approval-state">
          {record.state}
        </DetailItem>
        <DetailItem label={t('approval.show.reqDt')}>{record.reqDt}</DetailItem>
        <DetailItem label={t('approval.show.requester')}>{record.reqAdminText}</DetailItem>
        <DetailItem label={t('approval.show.task')}>{record.taskName}</DetailItem>
        <DetailItem label={t('approval.show.target')}>{record.targetName}</DetailItem>
        <DetailItem label={t('approval.show.amount')}>{record.amountText}</DetailItem>
        <DetailItem label={t('approval.show.reason')}>{record.reason}</DetailItem>
        {record.decAdminText && <DetailItem label={t('approval.show.decider')}>{record.decAdminText}</DetailItem>}
        {record.decDt && <DetailItem label={t('approval.show.decDt')}>{record.decDt}</DetailItem>}
        {record.decReason && <DetailItem label={t('approval.show.decReason')}>{record.decReason}</DetailItem>}
        {record.resultMsg && <DetailItem label={t('approval.show.result')}>{record.resultMsg}</DetailItem>}
      </Stack>
      <Typography variant="subtitle2" component="h2">
        {t('approval.show.steps')}
      </Typography>
      <Table size="small" aria-label={t('approval.show.steps')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('approval.show.stepColumns.stepDt')}</TableCell>
            <TableCell>{t('approval.show.stepColumns.admin')}</TableCell>
            <TableCell>{t('approval.show.stepColumns.step')}</TableCell>
            <TableCell>{t('approval.show.stepColumns.text')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(record.steps ?? []).map((step, index) => (
            <TableRow key={`${step.stepDt}-${index}`}>
              <TableCell>{step.stepDt}</TableCell>
              <TableCell>{step.adminText}</TableCell>
              <TableCell>{step.step}</TableCell>
              <TableCell>{step.text}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
