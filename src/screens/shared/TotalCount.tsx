import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useT } from '@i18n/translate';
import { formatNumber } from '@/format';

/**
 * '총 N건' of a server read. Until the first reply the count is unknown, so the line stays blank
 * (same height) instead of claiming '총 0건'.
 */
export function TotalCount({ total, sx }: { total: number | undefined; sx?: SxProps<Theme> }) {
  const t = useT();
  if (total === undefined)
    return (
      <Typography variant="body2" sx={sx} aria-hidden>
        {'\u00a0'}
      </Typography>
    );
  return (
    <Typography variant="body2" sx={sx} data-testid="paged-total">
      {t('workspace.total', { count: formatNumber(total) })}
    </Typography>
  );
}
