import type { Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import { formatDateTime, formatNumber } from '@/format';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { useDialog } from '@/screens/shared/useDialog';
import { useEDreamWrite } from '../useEDreamActions';

/** '지급' of a stamp gift (POST eDreamStampGift/issuedEdreamStamp/{id}): its stamps go to the customer's eDream case, once. */
export function GiftIssueAction({ gift }: { gift: Record<string, unknown> }) {
  const t = useT();
  const dialog = useDialog();
  const run = useEDreamWrite('giftIssue', gift.id as Identifier, dialog.close);
  const count = formatNumber(Number(gift.stampCnt) || 0);
  return (
    <ConfirmWriteButton
      dialog={dialog}
      write={run}
      variant="text"
      aria-label={t('eDream.case.actions.giftIssueOf', { date: formatDateTime(gift.giftDt as string), count })}
      label={t('eDream.case.actions.giftIssue')}
      message={t('eDream.case.confirm.giftIssue', { count })}
      onConfirm={() => run.mutateAsync(undefined)}
    />
  );
}
