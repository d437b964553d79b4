import type { MouseEvent } from 'react';
import { Confirm, type ConfirmProps } from 'react-admin';
import { useSingleFlight } from './useSingleFlight';

export interface GuardedConfirmProps extends Omit<ConfirmProps, 'onConfirm'> {
  /** The write; '확인' stays disabled until its promise settles. */
  onConfirm: (event: MouseEvent) => Promise<unknown>;
}

/**
 * react-admin's confirmation dialog ('확인' / '취소') whose '확인' acts once: disabled from the
 * click until the write has settled, and while the dialog fades out after it, so a double click
 * on it sends one request.
 */
export function GuardedConfirm({ onConfirm, loading, isOpen, ...rest }: GuardedConfirmProps) {
  const { run, running } = useSingleFlight(onConfirm);
  return <Confirm {...rest} isOpen={isOpen} loading={loading || running || !isOpen} onConfirm={run} />;
}
