import { dialogActionsClasses } from '@mui/material/DialogActions';
import type { MouseEvent } from 'react';
import { Confirm, type ConfirmProps } from 'react-admin';
import { useFocusReturn } from './useFocusReturn';
import { useSingleFlight } from './useSingleFlight';

export interface GuardedConfirmProps extends Omit<ConfirmProps, 'onConfirm'> {
  /** The write; '확인' stays disabled until its promise settles. */
  onConfirm: (event: MouseEvent) => Promise<unknown>;
  /**
   * It deletes, cancels or merges for good: '확인' in the error colour, and the dialog opens with
   * focus on '취소' (the least destructive choice, as WAI-ARIA's alert dialog pattern advises),
   * so an Enter pressed out of habit does not do it.
   */
  destructive?: boolean;
}

/** react-admin's Confirm gives '확인' autoFocus; the transition's onEnter runs after it, on the same commit. */
const focusCancel = (node: HTMLElement) => node.querySelector<HTMLButtonElement>(`.${dialogActionsClasses.root} button`)?.focus();

/**
 * react-admin's confirmation dialog ('확인' / '취소') whose '확인' acts once: disabled from the
 * click until the write has settled, and while the dialog fades out after it, so a double click
 * on it sends one request. Focus returns to the opener, or near it when the write removed or
 * disabled it (useFocusReturn).
 */
export function GuardedConfirm({ onConfirm, loading, isOpen, destructive = false, ...rest }: GuardedConfirmProps) {
  const { run, running } = useSingleFlight(onConfirm);
  const { onFocus, onExited } = useFocusReturn();
  const transition = { onExited, ...(destructive && { onEnter: focusCancel }) };
  return (
    <Confirm
      {...rest}
      {...(destructive && { confirmColor: 'warning' as const })}
      slotProps={{ transition }}
      onFocus={onFocus}
      isOpen={isOpen}
      loading={loading || running || !isOpen}
      onConfirm={run}
    />
  );
}
