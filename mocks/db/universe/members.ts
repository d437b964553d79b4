import { generators, memberIdAt, person } from '../generators';
import type { Random } from '../random';
import { mailDomains } from '../vocabulary';
import { between, DAY, LAST_DAY, type Row, timeOf, dateOf, universeRandom, YEAR_START } from './model';

/**
 * The members: a few hundred, numbered in the order they joined (100001 first), with the
 * levels, join paths and statuses the member screens declare. Every other record of the
 * universe points at one of them.
 */
export const MEMBER_COUNT = 300;

export const LEVELS = ['WELCOME', 'WHITE', 'BLUE'] as const;
export type Level = (typeof LEVELS)[number];
export const levelRank = (level: unknown) => LEVELS.indexOf(level as Level);

export interface Member extends Row {
  cusId: string;
  cusName: string;
  nickname: string;
  cusHp: string;
  email: string;
  level: Level;
  joinPath: string;
  gender: 'M' | 'F';
  birthDt: string;
  memberStatus: 'NORMAL' | 'DORMANT' | 'SUSPENDED' | 'WITHDRAWN';
  joinDt: string;
  vipYn: 'Y' | 'N';
  smsYn: 'Y' | 'N';
  pushYn: 'Y' | 'N';
  emailYn: 'Y' | 'N';
  /** The level before the last change and when it changed (the level statistics read them). */
  prevLevel: Level;
  levelDt: string;
  /** When the status left NORMAL (dormancy, suspension, withdrawal); null while NORMAL. */
  statusDt: string | null;
  withdrawReason: string | null;
  withdrawReasonText: string | null;
  /** Combine: the member this one was merged into, and the members merged into this one. */
  combinedTo: string | null;
  combinedFrom: string[];
}

const FIRST_JOIN = Date.UTC(2019, 0, 1);

const joinMoment = (r: Random) => (r.chance(0.4) ? between(r, YEAR_START, LAST_DAY) : between(r, FIRST_JOIN, YEAR_START - DAY));

function levelOf(r: Random, joinMs: number): Level {
  if (LAST_DAY - joinMs < 60 * DAY) return r.chance(0.9) ? 'WELCOME' : 'WHITE';
  const roll = r.next();
  return roll < 0.45 ? 'WELCOME' : roll < 0.8 ? 'WHITE' : 'BLUE';
}

/** The last level change: most recent upgrades, a few downgrades, otherwise the level since joining. */
function levelHistory(r: Random, level: Level, joinMs: number): Pick<Member, 'prevLevel' | 'levelDt'> {
  const rank = levelRank(level);
  const from = Math.max(joinMs + 30 * DAY, YEAR_START);
  if (from < LAST_DAY && rank > 0 && r.chance(0.45)) return { prevLevel: LEVELS[rank - 1], levelDt: timeOf(between(r, from, LAST_DAY)) };
  if (from < LAST_DAY && rank < 2 && r.chance(0.08)) return { prevLevel: LEVELS[rank + 1], levelDt: timeOf(between(r, from, LAST_DAY)) };
  return { prevLevel: level, levelDt: timeOf(joinMs) };
}

function statusOf(r: Random, joinMs: number): Pick<Member, 'memberStatus' | 'statusDt' | 'withdrawReason' | 'withdrawReasonText'> {
  const roll = r.next();
  const after = (days: number) => timeOf(between(r, Math.max(joinMs + days * DAY, YEAR_START), LAST_DAY));
  const none = { statusDt: null, withdrawReason: null, withdrawReasonText: null };
  if (roll < 0.06 && joinMs < YEAR_START - 365 * DAY) return { ...none, memberStatus: 'DORMANT', statusDt: after(365) };
  if (roll < 0.08 && joinMs < LAST_DAY - 30 * DAY) return { ...none, memberStatus: 'SUSPENDED', statusDt: after(30) };
  if (roll < 0.12 && joinMs < LAST_DAY - 30 * DAY)
    return {
      memberStatus: 'WITHDRAWN',
      statusDt: after(30),
      withdrawReason: r.pick(['LOW_USE', 'OTHER_SERVICE', 'PRIVACY', 'APP_ISSUE']),
      withdrawReasonText: null,
    };
  return { ...none, memberStatus: 'NORMAL' };
}

/** Members sorted by join date, so member numbers grow with time as a real sequence does. */
export function seedMembers(count = MEMBER_COUNT): Member[] {
  const r = universeRandom('members');
  const phones = new Set<string>();
  const uniquePhone = () => {
    let phone = String(generators.phone(r));
    while (phones.has(phone)) phone = String(generators.phone(r));
    phones.add(phone);
    return phone;
  };
  const joins = Array.from({ length: count }, () => joinMoment(r)).sort((a, b) => a - b);
  return joins.map((joinMs, index): Member => {
    const { name, roman } = person(r);
    const level = levelOf(r, joinMs);
    const status = statusOf(r, joinMs);
    return {
      cusId: memberIdAt(index),
      cusName: name,
      nickname: String(generators.nickname(r)),
      cusHp: uniquePhone(),
      email: `${roman}${r.digits(3)}@${r.pick(mailDomains)}`,
      level,
      joinPath: r.pick(['M', 'M', 'M', 'M', 'K', 'K', 'S', 'P', 'B']),
      gender: r.chance(0.55) ? 'F' : 'M',
      birthDt: dateOf(Date.UTC(r.int(1965, 2006), r.int(0, 11), r.int(1, 28))),
      joinDt: timeOf(joinMs),
      vipYn: level !== 'WELCOME' && r.chance(0.06) ? 'Y' : 'N',
      smsYn: r.chance(0.7) ? 'Y' : 'N',
      pushYn: r.chance(0.75) ? 'Y' : 'N',
      emailYn: r.chance(0.5) ? 'Y' : 'N',
      ...levelHistory(r, level, joinMs),
      ...status,
      combinedTo: null,
      combinedFrom: [],
    };
  });
}

/** The span a member could order in 2026: from joining (or New Year) to a status change (or the last day). */
export function activeSpan(member: Member): [number, number] | undefined {
  if (member.memberStatus === 'DORMANT') return undefined;
  const start = Math.max(Date.parse(`${member.joinDt.replace(' ', 'T')}Z`), YEAR_START);
  const end = member.statusDt ? Date.parse(`${member.statusDt.replace(' ', 'T')}Z`) - DAY : LAST_DAY;
  return end > start + DAY ? [start, end] : undefined;
}
