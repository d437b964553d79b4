import type { MemberWrite } from '@resources/members/memberRules';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { useDialog } from '@/screens/shared/useDialog';
import type { MemberRecord } from '../types';
import { type MemberWriteInput, useMemberWrite } from '../useMemberActions';

interface ConfirmActionProps<K extends MemberWrite> {
  member: MemberRecord;
  write: K;
  input: MemberWriteInput<K>;
  label: string;
  message: string;
  color?: 'primary' | 'error';
}

/** A write with nothing to fill in (VIP, level coupon, campaign-info deletion): a button, a confirmation, the call. */
export function ConfirmAction<K extends MemberWrite>({ member, write, input, label, message, color = 'primary' }: ConfirmActionProps<K>) {
  const dialog = useDialog();
  const run = useMemberWrite(write, member.cusId, dialog.close);
  return <ConfirmWriteButton dialog={dialog} write={run} label={label} message={message} color={color} onConfirm={() => run.mutateAsync(input)} />;
}
