import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import { levelHistoryColumns } from '@resources/members/memberTabs';
import { DeclaredTable } from '@/screens/generic/DeclaredTable';
import { memberValue } from '../memberFields';
import type { MemberRecord } from '../types';

/** The member's level changes kept by the server with their reasons (`levelHistory`, newest first). */
export function LevelHistory({ member }: { member: MemberRecord }) {
  const t = useT();
  const rows = (member.levelHistory ?? []).map((change, index) => ({
    ...change,
    key: index,
    change: t('member.level.change', { from: memberValue('level', change.fromLevel), to: memberValue('level', change.toLevel) }),
  }));
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('member.level.history')}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('member.level.historyEmpty')}
        </Typography>
      ) : (
        <DeclaredTable label={t('member.level.history')} columns={levelHistoryColumns} rows={rows} rowKey="key" />
      )}
    </>
  );
}
