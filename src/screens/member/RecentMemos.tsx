import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@i18n/translate';
import { formatDateTime } from '@/format';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { formatValue } from '@/screens/generic/kinds';
import { memberTabs } from '@resources/members/memberTabs';

/** How many of the newest memos the top of the detail shows. */
const RECENT = 2;
// the list is 0 wide and grows into the row: a long memo is cut (…) instead of widening the page
const regIdField = memberTabs.memo.columns.find((column) => column.source === 'regId');

/**
 * The newest memos at the top of the detail (issue 32): what the last agent noted is read before
 * anything else. GET member/{id}/memo, first page of two; '메모 전체 보기' opens the memo tab.
 */
export function RecentMemos({ cusId }: { cusId: string }) {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const [, setParams] = useSearchParams();
  const { data } = useQuery({
    queryKey: ['member', 'tab', cusId, 'memo', 'recent'],
    queryFn: () => dataProvider.memberTab(cusId, 'memo', { page: 1, size: RECENT }),
  });
  const memos = data?.list ?? [];
  const openTab = () => setParams({ tab: 'memo', page: '1' }, { replace: true });
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }} data-testid="member-memos">
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <Typography variant="subtitle2" component="h3" sx={{ flexShrink: 0, pt: 0.25 }}>
          {t('member.recentMemos.title')}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', flexGrow: 1, width: 0 }}>
          {data && memos.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              {t('member.recentMemos.none')}
            </Typography>
          )}
          {memos.map((memo) => (
            <Typography key={String(memo.memoId)} component="li" variant="body2" noWrap title={String(memo.memo)}>
              <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                {formatDateTime(memo.regDt)} · {regIdField ? formatValue(regIdField, memo.regId) : String(memo.regId)}
              </Box>
              {String(memo.memo)}
            </Typography>
          ))}
        </Box>
        <Button size="small" onClick={openTab} sx={{ flexShrink: 0 }}>
          {t('member.recentMemos.more')}
        </Button>
      </Stack>
    </Paper>
  );
}
