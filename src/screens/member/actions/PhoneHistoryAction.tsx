import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { useT } from '@i18n/translate';
import { findScreen } from '@resources/registry';
import { personalKindOf } from '@/declarations/personal';
import { PagedTable } from '@/screens/generic/PagedTable';
import { PersonalValue } from '@/screens/shared/PersonalValue';
import { WORKSPACE_PAGE_SIZES } from '@/screens/shared/usePageParams';
import type { MemberRecord } from '../types';

const columns = (findScreen('phoneHistory')?.fields ?? []).filter((field) => !['cusId', 'cusName'].includes(field.source));

function PhoneHistoryTable({ member }: { member: MemberRecord }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(WORKSPACE_PAGE_SIZES[0]);
  const {
    data = [],
    total = 0,
    isPending,
    error,
    refetch,
  } = useGetList('phoneHistory', {
    filter: { cusId: member.cusId },
    pagination: { page, perPage: size },
    sort: { field: 'changeDt', order: 'DESC' },
  });
  return (
    <PagedTable
      label={t('member.phoneHistory.title')}
      columns={columns}
      rows={data}
      rowKey="id"
      total={total}
      page={page}
      size={size}
      onPage={setPage}
      onSize={(next) => {
        setSize(next);
        setPage(1);
      }}
      loading={isPending}
      error={error}
      onRetry={() => void refetch()}
      renderCell={(column, row) => {
        // the member's own numbers, old and new: '보기' of the /phoneHistory row (logged) where its permission allows
        const personal = personalKindOf(column);
        return personal ? (
          <PersonalValue resource="phoneHistory" id={String(row.id)} field={column.source} value={row[column.source]} kind={personal} label={column.label} />
        ) : undefined;
      }}
    />
  );
}

/** 휴대폰 변경 이력: the member's rows of /phoneHistory (GET member/phone_history?cusId=), the same data as that screen. */
export function PhoneHistoryAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('member.actions.phoneHistory')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="phone-history-title">
        <DialogTitle id="phone-history-title">{t('member.phoneHistory.title')}</DialogTitle>
        <DialogContent>{open && <PhoneHistoryTable member={member} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('workspace.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
