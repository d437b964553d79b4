import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ScreenDeclaration } from '@/declarations/types';
import { saveFile } from '@/http/download';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { excelFileName } from '../list/excel';
import { exportList, type ExportProgress, type ExportQuery } from './listExport';

/**
 * A list's export as a mutation: `mutate(reason)` reads and writes the file, then saves it as
 * `{label}_{YYYYMMDD}.xlsx`; `progress` while it runs; `cancel()` stops it and saves nothing
 * (the mutation then ends without an error).
 */
export function useListExport(screen: ScreenDeclaration, query: ExportQuery, { unmasked, expected }: { unmasked: boolean; expected: number | undefined }) {
  const dataProvider = useAppDataProvider();
  const [progress, setProgress] = useState<ExportProgress>();
  const running = useRef<AbortController>(undefined);
  const mutation = useMutation({
    mutationFn: async (reason: string | undefined) => {
      const abort = new AbortController();
      running.current = abort;
      setProgress({ written: 0, total: expected ?? 0 });
      try {
        const blob = await exportList({ dataProvider, screen, query, reason, rows: expected, unmasked, signal: abort.signal, onProgress: setProgress });
        if (!abort.signal.aborted) saveFile({ blob, fileName: excelFileName(screen.label) });
      } catch (error) {
        if (!abort.signal.aborted) throw error;
      } finally {
        running.current = undefined;
        setProgress(undefined);
      }
    },
  });
  return { ...mutation, progress, cancel: () => running.current?.abort() };
}
