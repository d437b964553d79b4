import { useCallback, useEffect, useRef } from 'react';

type Find = () => HTMLElement | null | undefined;

/**
 * Moves focus after the component's next render: where a button that had it goes away (a
 * revealed value's '보기', a removed file's 삭제), so keyboard and screen-reader users are not
 * dropped at the top of the page. Call it beside the state change that removes the button.
 */
export function useFocusLater(): (find: Find) => void {
  const pending = useRef<Find | undefined>(undefined);
  useEffect(() => {
    const find = pending.current;
    pending.current = undefined;
    find?.()?.focus();
  });
  return useCallback((find: Find) => {
    pending.current = find;
  }, []);
}
