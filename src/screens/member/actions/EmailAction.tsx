import { useT } from '@i18n/translate';
import { validateEmail } from '@/validation/rules';
import type { MemberRecord } from '../types';
import { TextAction } from './TextAction';

/** 이메일 변경: PUT member/{id}/email, checked by the spec §5 rule before it leaves. */
export function EmailAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const check = (email: string) => (email ? (validateEmail(email) ?? '') : t('member.form.emailRequired'));
  return (
    <TextAction
      member={member}
      write="updateEmail"
      title="member.actions.email"
      name="email"
      type="email"
      label="member.form.email"
      initial={(current) => current.email ?? ''}
      check={check}
      personal="email"
    />
  );
}
