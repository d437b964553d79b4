import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { MEMBER_LIMITS } from '@resources/members/memberRules';
import { formatDateTime } from '@/format';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import type { MemberMemo } from '@/types/records';
import type { MemberRecord } from '../types';
import { useMemberPermissions, useMemberWrite } from '../useMemberActions';
import { MemberTabTable } from './MemberTabTable';

/** 메모: a text box with its counter and 메모 등록 (POST member/memo), the memos with 삭제 (DELETE member/memo/{id}, confirmed). */
export function MemoTab({ member }: { member: MemberRecord }) {
  const t = useT();
  const can = useMemberPermissions();
  const [memo, setMemo] = useState('');
  const [problem, setProblem] = useState('');
  const [doomed, setDoomed] = useState<MemberMemo | null>(null);
  const add = useMemberWrite('addMemo', member.cusId, () => setMemo(''));
  const remove = useMemberWrite('deleteMemo', member.cusId, () => setDoomed(null));
  const submit = () => {
    setProblem(memo.trim() ? '' : t('member.memo.required'));
    if (memo.trim()) add.mutate(memo.trim());
  };
  return (
    <Stack spacing={2}>
      {can('addMemo') && (
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            name="memo"
            label={t('member.memo.label')}
            placeholder={t('member.memo.placeholder')}
            value={memo}
            onChange={(event) => {
              setMemo(event.target.value);
              setProblem('');
            }}
            error={Boolean(problem || add.error)}
            helperText={problem || add.error?.message || t('workspace.counter', { count: [...memo].length, max: MEMBER_LIMITS.memo })}
            slotProps={{ htmlInput: { maxLength: MEMBER_LIMITS.memo } }}
            multiline
            minRows={2}
            fullWidth
          />
          <Button variant="contained" onClick={submit} disabled={add.isPending} sx={{ flexShrink: 0, mt: 1 }}>
            {t('member.memo.add')}
          </Button>
        </Stack>
      )}
      <MemberTabTable
        member={member}
        tab="memo"
        rowActions={
          can('deleteMemo')
            ? (row) => (
                <Button
                  size="small"
                  color="error"
                  aria-label={t('member.memo.deleteLabel', { date: formatDateTime(row.regDt) })}
                  onClick={() => {
                    remove.reset();
                    setDoomed(row);
                  }}
                >
                  {t('member.memo.delete')}
                </Button>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={doomed !== null}
        destructive
        title={t('member.memo.delete')}
        message={t('member.memo.deleteConfirm')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={async () => doomed && remove.mutateAsync(String(doomed.memoId))}
        onClose={() => setDoomed(null)}
      />
    </Stack>
  );
}
