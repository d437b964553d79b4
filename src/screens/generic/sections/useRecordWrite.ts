import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { useScreen } from '../ScreenContext';

/**
 * A write on the record a generic screen shows (추천, 순서 이동): on success the notice `done`
 * gives, then `onDone`, then the screen read again; a refusal rejects and stays in the dialog.
 */
export function useRecordWrite<I, R>(
  call: (dataProvider: AppDataProvider, resource: string, id: Identifier, input: I) => Promise<R>,
  done: (reply: R) => string,
  onDone: () => void,
) {
  const screen = useScreen();
  const record = useRecordContext();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const write = useMutation({
    mutationFn: (input: I) => call(dataProvider, screen.name, record?.id ?? '', input),
    onSuccess: (reply) => {
      notify(done(reply), { type: 'success' });
      onDone();
      refresh();
    },
  });
  return { record, write };
}
