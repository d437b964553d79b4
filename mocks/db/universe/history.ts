import { SYSTEM_ACTOR } from '@resources/fields';
import { eventNames } from '../vocabulary';
import { generators } from '../generators';
import { between, DAY, LAST_DAY, msOf, type Row, timeOf, universeRandom } from './model';
import type { Member } from './members';
import { memoTexts } from '../vocabulary';

/**
 * What the member pages beside the detail show about the members: phone number changes
 * (/phoneHistory, the detail's 휴대폰 변경 이력), marketing opt-outs (/unsolicitedMarketing),
 * status changes (/memberStatus), campaign info and CS memos (the detail only).
 */
export const CHANNEL_FLAGS = { SMS: 'smsYn', PUSH: 'pushYn', EMAIL: 'emailYn' } as const;
export type Channel = keyof typeof CHANNEL_FLAGS;
export const CHANNELS = Object.keys(CHANNEL_FLAGS) as Channel[];

const STATUS_REASONS: Record<string, string> = {
  DORMANT: '1년 이상 미이용으로 휴면 전환',
  SUSPENDED: '스탬프 부정 적립 의심으로 이용 정지',
  WITHDRAWN: '회원 요청으로 탈퇴',
};

/** A chain of changes ending on the member's current number: each change's old number is the previous one's new. */
export function seedPhoneHistory(members: readonly Member[]): Row[] {
  const r = universeRandom('phoneHistory');
  const taken = new Set(members.map((member) => member.cusHp));
  const rows: Row[] = [];
  for (const member of members) {
    if (!r.chance(0.15)) continue;
    const count = r.chance(0.8) ? 1 : 2;
    const numbers = [member.cusHp];
    while (numbers.length <= count) {
      const phone = String(generators.phone(r));
      if (!taken.has(phone)) numbers.unshift(phone);
      taken.add(phone);
    }
    const times = Array.from({ length: count }, () => between(r, msOf(member.joinDt) + DAY, LAST_DAY)).sort((a, b) => a - b);
    times.forEach((at, index) =>
      rows.push({
        cusId: member.cusId,
        cusName: member.cusName,
        beforeHp: numbers[index],
        afterHp: numbers[index + 1],
        changeType: r.chance(0.8) ? 'SELF' : 'ADMIN',
        changeDt: timeOf(at),
      }),
    );
  }
  return rows.sort((a, b) => String(a.changeDt).localeCompare(String(b.changeDt))).map((row, index) => ({ id: index + 1, ...row }));
}

/** Opt-outs recorded for some of the channels a member does not receive (never for a channel still on). */
export function seedUnsubscribes(members: readonly Member[]): Row[] {
  const r = universeRandom('unsubscribes');
  const rows: Row[] = [];
  for (const member of members)
    for (const channel of CHANNELS)
      if (member[CHANNEL_FLAGS[channel]] === 'N' && r.chance(0.3))
        rows.push({
          recvHp: member.cusHp,
          cusId: member.cusId,
          cusName: member.cusName,
          channel,
          reqPath: r.pick(['FREE_CALL', 'APP', 'APP', 'CS']),
          reqDt: timeOf(between(r, msOf(member.joinDt), LAST_DAY)),
        });
  return rows.sort((a, b) => String(a.reqDt).localeCompare(String(b.reqDt))).map((row, index) => ({ id: index + 1, ...row }));
}

export function statusRow(member: Member, reason: string, changeDt: string, regId: string): Row {
  return { cusId: member.cusId, cusName: member.cusName, cusHp: member.cusHp, memberStatus: member.memberStatus, reason, changeDt, regId };
}

export function seedStatusChanges(members: readonly Member[]): Row[] {
  const r = universeRandom('statusChanges');
  return members
    .filter((member) => member.statusDt)
    .map((member) =>
      statusRow(
        member,
        STATUS_REASONS[member.memberStatus],
        String(member.statusDt),
        member.memberStatus === 'SUSPENDED' ? String(generators.adminId(r)) : SYSTEM_ACTOR,
      ),
    )
    .sort((a, b) => String(a.changeDt).localeCompare(String(b.changeDt)))
    .map((row, index) => ({ id: index + 1, ...row }));
}

export function seedCampaigns(members: readonly Member[]): Row[] {
  const r = universeRandom('campaigns');
  return members
    .filter(() => r.chance(0.25))
    .map((member) => ({
      cusId: member.cusId,
      campaignCd: String(generators.eventCode(r)),
      campaignName: `${Number(member.joinDt.slice(5, 7))}월 ${r.pick(eventNames)}`,
      inflowChannel: r.pick(['PUSH', 'SMS', 'SNS', 'PARTNER', 'STORE']),
      campaignDt: member.joinDt.slice(0, 10),
      modDt: member.joinDt,
    }));
}

export function seedMemos(members: readonly Member[]): Row[] {
  const r = universeRandom('memos');
  const rows: Row[] = [];
  for (const member of members)
    if (r.chance(0.12))
      for (let index = r.int(1, 3); index > 0; index -= 1)
        rows.push({
          cusId: member.cusId,
          memo: r.pick(memoTexts),
          regId: String(generators.adminId(r)),
          regDt: timeOf(between(r, msOf(member.joinDt), LAST_DAY)),
        });
  return rows.sort((a, b) => String(a.regDt).localeCompare(String(b.regDt))).map((row, index) => ({ memoId: index + 1, ...row }));
}
