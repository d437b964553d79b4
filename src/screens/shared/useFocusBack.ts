import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * A button disabled while its write is pending loses the focus (the browser moves it to the page,
 * then the dialog's focus trap to the dialog), so a keyboard user would no longer be on the
 * control they pressed. Call the returned function with the press: once the write is over, the
 * focus goes back to that button, unless the operator has put it on another control meanwhile.
 * Beside useFocusLater (the button goes away) and useFocusReturn (a dialog's opener can't take it).
 */
export function useFocusBack(pending: boolean): (event: MouseEvent<HTMLElement>) => void {
  const pressed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const button = pressed.current;
    if (pending || !button) return;
    pressed.current = null;
    const active = document.activeElement;
    const elsewhere = active && active !== document.body && active.getAttribute('tabindex') !== '-1';
    if (button.isConnected && !elsewhere) button.focus();
  }, [pending]);
  return (event) => {
    pressed.current = event.currentTarget;
  };
}
