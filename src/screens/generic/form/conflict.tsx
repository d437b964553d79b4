import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { failureKind, failureMessage } from '@/http/failures';

/**
 * The lost-update check of an edit form (docs/api.md): a save answered 409 means someone else
 * saved the record since it was read. The form keeps the operator's input and shows the conflict
 * (ConflictNotice) until they reload the record.
 */
interface Conflict {
  error: unknown;
}

interface ConflictState {
  conflict: Conflict | null;
  clear: () => void;
}

const ConflictContext = createContext<ConflictState>({ conflict: null, clear: () => undefined });

/** Wraps the edit view: `<ConflictProvider value={conflicts.state}>`. */
export const ConflictProvider = ConflictContext.Provider;

export const useConflict = (): ConflictState => useContext(ConflictContext);

/** The edit's `mutationOptions` (a failed save: its message, and a 409 kept as the conflict) and the state for ConflictProvider. */
export function useConflictHandling(): { mutationOptions: { onError: (error: unknown) => void }; state: ConflictState } {
  const notify = useNotify();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const clear = useCallback(() => setConflict(null), []);
  const state = useMemo(() => ({ conflict, clear }), [conflict, clear]);
  const mutationOptions = useMemo(
    () => ({
      onError: (error: unknown) => {
        const isConflict = failureKind(error) === 'conflict';
        if (isConflict) setConflict({ error });
        notify(failureMessage(error), { type: isConflict ? 'warning' : 'error' });
      },
    }),
    [notify],
  );
  return { mutationOptions, state };
}
