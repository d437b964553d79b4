import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import { useScreenRights } from '@/auth/useScreenRights';
import { formatDateTime } from '@/format/date';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { AddAppAction } from './actions/AddAppAction';
import type { App } from '@/types/records';
import { useVersionApps } from './useVersionApps';

/** The apps released with a version, on its detail; added and removed with the modify flag. */
export function VersionApps({ versionId }: { versionId: Identifier }) {
  const t = useT();
  const { edit } = useScreenRights('appVersion');
  const { apps, add, remove } = useVersionApps(versionId);
  const [removing, setRemoving] = useState<App>();
  const rows = apps.data?.list ?? [];
  return (
    <Stack spacing={1} sx={{ mt: 3 }} data-testid="version-apps">
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="subtitle1">{t('settings.apps.title')}</Typography>
        {edit && <AddAppAction add={add} />}
      </Stack>
      {apps.error ? (
        <LoadFailure title={t('settings.apps.title')} error={apps.error} onRetry={() => void apps.refetch()} />
      ) : (
        <Table size="small" aria-label={t('settings.apps.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('settings.apps.appName')}</TableCell>
              <TableCell>{t('settings.apps.bundleId')}</TableCell>
              <TableCell>{t('settings.apps.regDt')}</TableCell>
              {edit && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !apps.isPending && (
              <TableRow>
                <TableCell colSpan={4}>{t('settings.apps.empty')}</TableCell>
              </TableRow>
            )}
            {rows.map((app) => (
              <TableRow key={String(app.appId)}>
                <TableCell>{app.appName}</TableCell>
                <TableCell>{app.bundleId}</TableCell>
                <TableCell>{app.regDt ? formatDateTime(app.regDt) : ''}</TableCell>
                {edit && (
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('settings.apps.removeOf', { app: String(app.appName ?? '') })}
                      onClick={() => {
                        remove.reset();
                        setRemoving(app);
                      }}
                    >
                      {t('settings.apps.remove')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={!!removing}
        destructive
        title={t('settings.apps.remove')}
        message={t('settings.apps.removeGuide', { app: josa(String(removing?.appName ?? ''), '을/를') })}
        onConfirm={() => remove.mutateAsync(removing?.appId ?? '').then(() => setRemoving(undefined))}
        onClose={() => setRemoving(undefined)}
        pending={remove.isPending}
        error={remove.error}
      />
    </Stack>
  );
}
