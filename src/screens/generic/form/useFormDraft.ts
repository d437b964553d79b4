import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import { drafts, type Draft } from '@/providers/drafts';
import { session } from '@/providers/session';

export interface FormDraft {
  /** The draft put back in the form when it opened, until discarded or saved. */
  restored: Draft | undefined;
  /** '버리기': the form goes back to the record as read, and the draft is removed. */
  discard: () => void;
  /** Hides the notice and keeps the restored input. */
  dismiss: () => void;
}

/**
 * Keeps the unsaved input of the react-admin form it is called in (issue 11 item 7), for the
 * signed-in admin and the current route: written while the form has unsaved changes, put back
 * when the form opens again (after a 401 reload, a session expiry or an idle sign-out and the
 * next sign-in), removed once the form is saved (it leaves or is clean again), discarded, or left
 * while still signed in. Any react-admin form opts in by calling it (or rendering DraftNotice).
 * The inputs `omit` names are never written (personal data stays out of the browser's storage).
 */
export function useFormDraft(omit?: ReadonlySet<string>): FormDraft {
  const { reset, getValues, watch, formState } = useFormContext();
  // Read in render: react-hook-form only tracks the form state a component reads. Unsaved
  // changes are the dirty fields, as react-admin's own unsaved-changes guard counts them
  // (`isDirty` also counts keys no input edits).
  const { dirtyFields, isReady } = formState;
  const isDirty = Object.keys(dirtyFields).length > 0;
  const { pathname } = useLocation();
  const adminId = session.get().auth?.adminId;
  // The draft of this admin and route, looked up once when the form opens.
  const [restored, setRestored] = useState<Draft | undefined>(() => (adminId ? drafts.read(adminId, pathname) : undefined));
  const applied = useRef(false);
  const dirty = useRef(false);

  // Declared before the restore below: in the render where the form becomes ready it runs first,
  // skips, and starts with the form state that follows the restore.
  useEffect(() => {
    dirty.current = isDirty;
    if (!applied.current || !adminId) return;
    if (isDirty) drafts.write(adminId, pathname, getValues(), omit);
    else drafts.remove(adminId, pathname);
  }, [isDirty, adminId, pathname, getValues, omit]);

  // Once the form has its record (react-admin resets it on mount), put the draft back over it.
  useEffect(() => {
    if (!isReady || applied.current) return;
    applied.current = true;
    if (restored) reset(restored.values, { keepDefaultValues: true });
  }, [isReady, restored, reset]);

  // Each later edit while the form has unsaved changes (an input normalising its value in a clean
  // form is no edit; the effect above writes the first one and removes a clean form's draft).
  useEffect(() => {
    if (!adminId) return undefined;
    const subscription = watch((values) => {
      if (applied.current && dirty.current) drafts.write(adminId, pathname, values, omit);
    });
    return () => subscription.unsubscribe();
  }, [watch, adminId, pathname, omit]);

  // Left while signed in (saved and redirected, or the operator chose to leave): no draft. Left
  // because the session ended: the draft stays for the next sign-in.
  useEffect(
    () => () => {
      if (applied.current && adminId && session.get().status === 'signedIn') drafts.remove(adminId, pathname);
    },
    [adminId, pathname],
  );

  const discard = useCallback(() => {
    reset();
    if (adminId) drafts.remove(adminId, pathname);
    setRestored(undefined);
  }, [reset, adminId, pathname]);
  const dismiss = useCallback(() => setRestored(undefined), []);

  return { restored, discard, dismiss };
}
