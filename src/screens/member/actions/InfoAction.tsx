import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { genderChoices } from '@resources/members/accounts';
import { MEMBER_LIMITS } from '@resources/members/memberRules';
import { formatMobileInput } from '@/auth/mobileInput';
import { validateMobile } from '@/validation/rules';
import type { PersonalKind } from '@/declarations/types';
import { isMasked, maskPersonal } from '@/format/mask';
import { MaskedInput } from '@/screens/shared/MaskedInput';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import type { Member } from '@/types/records';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';

/** What 정보 수정 edits of the member, each as its input holds it (text, '' when empty). */
type Info = Required<Pick<Member, 'nickname' | 'cusHp' | 'gender' | 'birthDt'>>;
type Problems = Partial<Record<keyof Info, string>>;

/** 정보 수정: PUT member/{id} with the fields that have no call of their own (닉네임, 휴대폰 번호, 성별, 생년월일). */
export function InfoAction({ member }: { member: MemberRecord }) {
  const t = useT();
  // the mobile and the birth date start masked (issue 34 item 5): '보기' (logged) fills them in full
  const initial = (): Info => ({
    nickname: member.nickname ?? '',
    cusHp: maskPersonal('phone', member.cusHp),
    gender: member.gender ?? '',
    birthDt: maskPersonal('birth', member.birthDt ?? ''),
  });
  const dialog = useDialog(initial);
  const [problems, setProblems] = useState<Problems>({});
  const save = useMemberWrite('update', member.cusId, dialog.close);
  const set = (field: keyof Info, value: string) => dialog.setValue({ ...dialog.value, [field]: value });

  const submit = () => {
    const { nickname, cusHp, gender, birthDt } = dialog.value;
    const found: Problems = {
      nickname: [...nickname].length > MEMBER_LIMITS.nickname ? t('member.form.tooLong', { max: MEMBER_LIMITS.nickname }) : undefined,
      cusHp: isMasked(cusHp) ? undefined : cusHp.trim() ? validateMobile(cusHp) : t('member.form.mobileRequired'),
      birthDt: birthDt && !isMasked(birthDt) && !/^\d{4}-\d{2}-\d{2}$/.test(birthDt) ? t('member.form.birthDtHelp') : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    // the version the record was read at, when the server keeps one (a stale save answers 409)
    const version = 'rev' in member ? { rev: member.rev } : {};
    // a value left masked is not sent: the server keeps what it has
    const personal = { ...(isMasked(cusHp) ? {} : { cusHp }), ...(isMasked(birthDt) ? {} : { birthDt: birthDt || null }) };
    save.mutate({ data: { cusId: member.cusId, nickname: nickname.trim(), gender, ...personal, ...version }, previousData: member });
  };
  const field = (name: keyof Info) => ({
    name,
    value: dialog.value[name],
    error: Boolean(problems[name]),
    fullWidth: true,
  });
  /** A personal input: masked with '보기' until revealed. */
  const masked = (name: 'cusHp' | 'birthDt', kind: PersonalKind, label: string) =>
    isMasked(dialog.value[name]) ? (
      <MaskedInput
        resource="member"
        id={member.id}
        field={name}
        kind={kind}
        name={name}
        label={label}
        value={dialog.value[name]}
        onRevealed={(full) => set(name, name === 'cusHp' ? formatMobileInput(full) : full)}
      />
    ) : undefined;
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save} onOpen={() => setProblems({})}>
        {t('member.actions.info')}
      </OpenDialogButton>
      <ActionDialog open={dialog.open} title={t('member.actions.info')} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        <TextField
          {...field('nickname')}
          label={t('member.form.nickname')}
          helperText={problems.nickname || ' '}
          onChange={(event) => set('nickname', event.target.value)}
        />
        {masked('cusHp', 'phone', t('member.form.cusHp')) ?? (
          <TextField
            {...field('cusHp')}
            label={t('member.form.cusHp')}
            helperText={problems.cusHp || t('member.form.cusHpHelp')}
            onChange={(event) => set('cusHp', formatMobileInput(event.target.value))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
        <TextField {...field('gender')} select label={t('member.form.gender')} helperText=" " onChange={(event) => set('gender', event.target.value)}>
          {genderChoices.map((choice) => (
            <MenuItem key={choice.id} value={String(choice.id)}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        {masked('birthDt', 'birth', t('member.form.birthDt')) ?? (
          <TextField
            {...field('birthDt')}
            label={t('member.form.birthDt')}
            helperText={problems.birthDt || t('member.form.birthDtHelp')}
            onChange={(event) => set('birthDt', event.target.value)}
          />
        )}
      </ActionDialog>
    </>
  );
}
