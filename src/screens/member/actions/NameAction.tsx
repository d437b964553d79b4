import { useT } from '@i18n/translate';
import { MEMBER_LIMITS } from '@resources/members/memberRules';
import type { MemberRecord } from '../types';
import { TextAction } from './TextAction';

/** 이름 변경: PUT member/{id}/name. */
export function NameAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const check = (name: string) =>
    !name ? t('member.form.nameRequired') : [...name].length > MEMBER_LIMITS.name ? t('member.form.tooLong', { max: MEMBER_LIMITS.name }) : '';
  return (
    <TextAction
      member={member}
      write="updateName"
      title="member.actions.name"
      name="cusName"
      label="member.form.cusName"
      initial={(current) => current.cusName}
      check={check}
      personal="name"
    />
  );
}
