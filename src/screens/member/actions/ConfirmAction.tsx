import Button from '@mui/material/Button';
import { useState } from 'react';
import type { MemberWrite } from '@resources/members/memberRules';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
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
  const [open, setOpen] = useState(false);
  const run = useMemberWrite(write, member.cusId, () => setOpen(false));
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={color}
        onClick={() => {
          run.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={label}
        message={message}
        pending={run.isPending}
        error={run.error}
        onConfirm={() => run.mutateAsync(input)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
