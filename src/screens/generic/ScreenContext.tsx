import { createContext, useContext, type ReactNode } from 'react';
import type { ScreenDeclaration } from '@/declarations/types';

const ScreenContext = createContext<ScreenDeclaration | undefined>(undefined);

/** Gives the declaration of the current screen to the fields, inputs and buttons inside it. */
export function ScreenProvider({ screen, children }: { screen: ScreenDeclaration; children: ReactNode }) {
  return <ScreenContext.Provider value={screen}>{children}</ScreenContext.Provider>;
}

export function useScreen(): ScreenDeclaration {
  const screen = useContext(ScreenContext);
  if (!screen) throw new Error('useScreen must be used inside a generic screen (ScreenProvider).');
  return screen;
}
