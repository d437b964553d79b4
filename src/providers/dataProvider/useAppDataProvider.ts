import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './types';

/** `useDataProvider()` typed with the console's custom methods. */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
