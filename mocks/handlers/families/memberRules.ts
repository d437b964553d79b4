import { screens } from '@resources/registry';
import { memberLevelChoices } from '@resources/fields';
import { genderChoices } from '@resources/members/accounts';
import { inflowChannelChoices, MEMBER_INFO_FIELDS, MEMBER_LIMITS, WITHDRAW_REASON_TEXT_REQUIRED, withdrawReasonChoices } from '@resources/members/memberRules';
import { josa } from '@/validation/josa';
import { validateEmail, validateMobile } from '@/validation/rules';
import { db } from '../../db';
import { collectionNameOf } from '../../db/seedScreens';
import { type Row, storesOf, type Stores } from '../../db/universe/model';
import { notFound } from '../util';
import { badRequest, textOf } from './shared';

/**
 * What the member server checks in a write (issue 12), after the gate checked its menu flag
 * (mocks/callRules.ts): the member's existence and state, and each field's rule,
 * with the Korean message an operator reads in the dialog.
 */
export const memberStores = (): Stores => storesOf((ref) => db.collection(ref.name, ref.key));

export const MEMBER_NOT_FOUND = '회원을 찾을 수 없습니다.';
export const WITHDRAWN = '탈퇴한 회원입니다.';

/** The member a write is about, or the answer: 404 unknown, 400 withdrawn (unless `allowWithdrawn`). */
export function memberFor(stores: Stores, cusId: unknown, allowWithdrawn = false): Row | Response {
  const member = textOf(cusId) ? stores.member.get(textOf(cusId)) : undefined;
  if (!member) return notFound(MEMBER_NOT_FOUND);
  if (!allowWithdrawn && member.memberStatus === 'WITHDRAWN') return badRequest(WITHDRAWN);
  return member;
}

const lengthOf = (text: string) => [...text].length;
const tooLong = (label: string, max: number) => `${josa(label, '은/는')} ${max}자 이내로 입력해주세요.`;
const has = (list: { id: unknown }[], value: string) => list.some((choice) => String(choice.id) === value);

export function nameProblem(name: string): string | undefined {
  if (!name) return '이름을 입력해주세요.';
  if (lengthOf(name) > MEMBER_LIMITS.name) return tooLong('이름', MEMBER_LIMITS.name);
  return /^[가-힣A-Za-z ]+$/.test(name) ? undefined : '이름은 한글 또는 영문으로 입력해주세요.';
}

export function emailProblem(email: string): string | undefined {
  return email ? validateEmail(email) : '이메일을 입력해주세요.';
}

export function levelProblem(level: string, current: unknown): string | undefined {
  if (!level) return '회원 등급을 선택해주세요.';
  if (!has(memberLevelChoices, level)) return '존재하지 않는 회원 등급입니다.';
  return level === current ? '현재와 같은 등급입니다.' : undefined;
}

export function memoProblem(memo: string): string | undefined {
  if (!memo) return '메모를 입력해주세요.';
  return lengthOf(memo) > MEMBER_LIMITS.memo ? tooLong('메모', MEMBER_LIMITS.memo) : undefined;
}

/** A nickname holding a word of /nicknameBan in use (contained, or equal for an exact rule). */
function bannedWord(nickname: string): string | undefined {
  const screen = screens.find((candidate) => candidate.name === 'nicknameBan');
  const rules = screen ? db.collection(collectionNameOf(screen)).all() : [];
  const found = rules.find(
    (rule) => rule.useYn === 'Y' && textOf(rule.word) && (rule.matchType === 'EXACT' ? nickname === textOf(rule.word) : nickname.includes(textOf(rule.word))),
  );
  return found ? textOf(found.word) : undefined;
}

/** 정보 수정: only the info fields, each checked (a nickname against the bans only when it changes); the patch to save, or the message. */
export function infoPatch(body: Row, member: Row): { patch: Row } | { problem: string } {
  const patch: Row = {};
  for (const field of MEMBER_INFO_FIELDS) if (field in body) patch[field] = textOf(body[field]);
  const { nickname, cusHp, gender, birthDt } = patch as Record<string, string | undefined>;
  if (nickname !== undefined && lengthOf(nickname) > MEMBER_LIMITS.nickname) return { problem: tooLong('닉네임', MEMBER_LIMITS.nickname) };
  const banned = nickname && nickname !== member.nickname ? bannedWord(nickname) : undefined;
  if (banned) return { problem: `사용할 수 없는 닉네임입니다. (금칙어: ${banned})` };
  if (cusHp !== undefined && !cusHp) return { problem: '휴대폰 번호를 입력해주세요.' };
  const mobile = cusHp ? validateMobile(cusHp) : undefined;
  if (mobile) return { problem: mobile };
  if (gender && !has(genderChoices, gender)) return { problem: '성별을 확인해주세요.' };
  if (birthDt && !/^\d{4}-\d{2}-\d{2}$/.test(birthDt)) return { problem: '생년월일은 YYYY-MM-DD 형식으로 입력해주세요.' };
  if (cusHp) patch.cusHp = cusHp.replace(/\D/g, '').replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');
  if ('rev' in body) patch.rev = body.rev;
  return { patch };
}

/** 회원 탈퇴: a known reason, its text when the reason is 기타; the reason to record, or the message. */
export function withdrawReason(body: Row): { withdrawReason: string; withdrawReasonText: string | null; label: string } | { problem: string } {
  const reason = textOf(body.withdrawReason);
  const text = textOf(body.withdrawReasonText);
  const choice = withdrawReasonChoices.find((candidate) => String(candidate.id) === reason);
  if (!reason) return { problem: '탈퇴 사유를 선택해주세요.' };
  if (!choice) return { problem: '탈퇴 사유를 확인해주세요.' };
  if (reason === WITHDRAW_REASON_TEXT_REQUIRED && !text) return { problem: '탈퇴 사유를 입력해주세요.' };
  if (lengthOf(text) > MEMBER_LIMITS.withdrawText) return { problem: tooLong('탈퇴 사유', MEMBER_LIMITS.withdrawText) };
  return { withdrawReason: reason, withdrawReasonText: text || null, label: choice.name };
}

/** Campaign info: code, name, channel and date, each checked; the record to keep, or the message. */
export function campaignOf(body: Row): { campaign: Row } | { problem: string } {
  const [campaignCd, campaignName, inflowChannel, campaignDt] = ['campaignCd', 'campaignName', 'inflowChannel', 'campaignDt'].map((field) =>
    textOf(body[field]),
  );
  if (!campaignCd) return { problem: '캠페인 코드를 입력해주세요.' };
  if (!/^[A-Za-z0-9_-]+$/.test(campaignCd)) return { problem: '캠페인 코드는 영문, 숫자, -, _ 로 입력해주세요.' };
  if (lengthOf(campaignCd) > MEMBER_LIMITS.campaignCd) return { problem: tooLong('캠페인 코드', MEMBER_LIMITS.campaignCd) };
  if (!campaignName) return { problem: '캠페인명을 입력해주세요.' };
  if (lengthOf(campaignName) > MEMBER_LIMITS.campaignName) return { problem: tooLong('캠페인명', MEMBER_LIMITS.campaignName) };
  if (!has(inflowChannelChoices, inflowChannel)) return { problem: '유입 채널을 선택해주세요.' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(campaignDt)) return { problem: '참여일을 YYYY-MM-DD 형식으로 입력해주세요.' };
  return { campaign: { campaignCd, campaignName, inflowChannel, campaignDt } };
}

export const isProblem = <T extends object>(value: T | { problem: string }): value is { problem: string } => 'problem' in value;
export const problemResponse = (problem: string) => badRequest(problem);
