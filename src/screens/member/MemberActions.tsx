import { useT } from '@i18n/translate';
import { maskPersonal } from '@/format/mask';
import { ActionBar } from '@/screens/shared/ActionBar';
import { CombineAction } from './actions/CombineAction';
import { ConfirmAction } from './actions/ConfirmAction';
import { EmailAction } from './actions/EmailAction';
import { InfoAction } from './actions/InfoAction';
import { LevelAction } from './actions/LevelAction';
import { NameAction } from './actions/NameAction';
import { PhoneHistoryAction } from './actions/PhoneHistoryAction';
import { UnsubscribeAction } from './actions/UnsubscribeAction';
import { WithdrawAction } from './actions/WithdrawAction';
import { memberValue } from './memberFields';
import { isWithdrawn, type MemberRecord } from './types';
import { useMemberPermissions } from './useMemberActions';

/** The member's action bar: each write behind its menu flag; a withdrawn member is only read. */
export function MemberActions({ member }: { member: MemberRecord }) {
  const t = useT();
  const can = useMemberPermissions();
  const name = maskPersonal('name', member.cusName);
  const open = !isWithdrawn(member);
  return (
    <ActionBar label={t('member.actions.label')}>
      {open && can('updateName') && <NameAction member={member} />}
      {open && can('updateEmail') && <EmailAction member={member} />}
      {open && can('updateLevel') && <LevelAction member={member} />}
      {open && can('update') && <InfoAction member={member} />}
      <PhoneHistoryAction member={member} />
      {open && can('unsubscribe') && <UnsubscribeAction member={member} />}
      {open && can('setVip') && (
        <ConfirmAction
          member={member}
          write="setVip"
          input={member.vipYn === 'Y' ? 'N' : 'Y'}
          label={t(member.vipYn === 'Y' ? 'member.actions.vipOff' : 'member.actions.vipOn')}
          message={t(member.vipYn === 'Y' ? 'member.vip.confirmOff' : 'member.vip.confirmOn', { name })}
        />
      )}
      {open && can('issueLevelCoupon') && (
        <ConfirmAction
          member={member}
          write="issueLevelCoupon"
          input={undefined}
          label={t('member.actions.levelCoupon')}
          message={t('member.levelCoupon.confirm', { name, level: memberValue('level', member.level) })}
        />
      )}
      {open && can('combine') && <CombineAction member={member} />}
      {open && can('delete') && <WithdrawAction member={member} />}
    </ActionBar>
  );
}
