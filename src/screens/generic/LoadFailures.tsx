import { useMemo } from 'react';
import { useEditContext, useNotify, useRedirect, useShowContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { failureKind } from '@/http/failures';
import { LoadFailure } from '@/screens/shared/LoadFailure';

/**
 * What a generic detail or form shows when its read fails (react-admin's `error` slot): it says it
 * could not be loaded, with a retry (a list's: list/ListFailures.tsx, apart so that a detail opened
 * by a link does not load the list's pager). Only a 404 says '존재하지 않는 항목입니다.'
 * and goes back to the list (react-admin's own handling, kept for that case alone).
 */
export function ShowFailure() {
  const t = useT();
  const { error, refetch } = useShowContext();
  return <LoadFailure title={t('trust.detail.failed')} error={error} onRetry={() => void refetch()} />;
}

export function EditFailure() {
  const t = useT();
  const { error, refetch } = useEditContext();
  return <LoadFailure title={t('trust.detail.failed')} error={error} onRetry={() => void refetch()} />;
}

/** `queryOptions` of a Show/Edit: a 404 is "no such item" (back to the list); any other failure stays on the page. */
export function useDetailQueryOptions(resource: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return useMemo(
    () => ({
      onError: (error: unknown) => {
        if (failureKind(error) !== 'notFound') return;
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        redirect('list', resource);
      },
    }),
    [notify, redirect, resource],
  );
}
