import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuardedConfirm } from '@/screens/shared/GuardedConfirm';
import { WithI18n } from '../helpers/withI18n';

/** A write's confirmation that closes once the write has succeeded, as the workspace actions do. */
function Harness({ write, destructive }: { write: () => Promise<unknown>; destructive?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <WithI18n>
      <GuardedConfirm
        isOpen={open}
        destructive={destructive}
        title="VIP 지정"
        content="지정하시겠습니까?"
        onConfirm={() => write().then(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </WithI18n>
  );
}

describe('GuardedConfirm', () => {
  it('sends one request for a double click, also when the second lands while the dialog fades out after success', async () => {
    let settle: () => void = () => undefined;
    const write = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<Harness write={write} />);
    const confirm = await screen.findByRole('button', { name: '확인' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(write).toHaveBeenCalledTimes(1);
    await act(async () => settle());
    // The dialog is closing but still on the page (its exit transition): 확인 must not act again.
    expect(screen.getByRole('button', { name: '확인', hidden: true })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '확인', hidden: true }));
    expect(write).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: '확인', hidden: true })).toBeNull());
  });

  it('opens on 확인, but a write that cannot be taken back opens on 취소 and Enter there sends nothing', async () => {
    const write = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Harness write={write} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '확인' })).toHaveFocus());
    unmount();
    render(<Harness write={write} destructive />);
    const cancel = await screen.findByRole('button', { name: '취소' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: '취소', hidden: true })).toBeNull());
    expect(write).not.toHaveBeenCalled();
  });
});
