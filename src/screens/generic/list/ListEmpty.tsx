import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import { useScreen } from '../ScreenContext';
import { useSearchDefaults } from './useSearchDefaults';

/**
 * An empty generic list: nothing matches. Away from the screen's defaults it offers 초기화, the
 * search block's own (the declared period again, not every record ever: react-admin's
 * '필터 초기화' would drop the period and ask for all history).
 */
export function ListEmpty() {
  const t = useT();
  const { label } = useScreen();
  const { atDefaults, restore } = useSearchDefaults();
  return (
    <CardContent>
      <Typography variant="body2">
        {atDefaults ? t('ux.search.noResults', { label }) : t('ux.search.noMatches', { label })}{' '}
        {!atDefaults && (
          <Button size="small" onClick={restore}>
            {t('ux.search.reset')}
          </Button>
        )}
      </Typography>
    </CardContent>
  );
}
