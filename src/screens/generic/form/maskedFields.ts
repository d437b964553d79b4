import { createContext, useContext, useEffect } from 'react';

/**
 * The personal fields of an edit form still masked (never revealed): GenericEdit leaves them out
 * of the save whatever the form holds (issue 34 item 5), so a value nobody revealed is never sent
 * back. PersonalInput registers its field while it is masked.
 */
export const MaskedFieldsContext = createContext<Set<string> | null>(null);

export function useMaskedField(source: string, masked: boolean): void {
  const fields = useContext(MaskedFieldsContext);
  useEffect(() => {
    if (!fields || !masked) return undefined;
    fields.add(source);
    return () => {
      fields.delete(source);
    };
  }, [fields, source, masked]);
}

/** `data` without the fields still masked. */
export function withoutMasked(data: Record<string, unknown>, masked: ReadonlySet<string>): Record<string, unknown> {
  if (masked.size === 0) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !masked.has(key)));
}
