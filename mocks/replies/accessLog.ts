import type { ScreenDeclaration } from '@/declarations/types';
import { hasPersonalData, isPersonal, personalKindOf } from '@/declarations/personal';
import { maskName } from '@/format/mask';
import type { MenuAction } from '@resources/permissions';
import { findScreen, primaryKeyOf, screens } from '@resources/registry';
import { accessFrom, NAMED_SUBJECTS, MAX_MEMBER_NOS, type AccessAction } from '../accessLog';
import { requirementOf } from '../callRules';
import { collectionOf } from '../db';
import { isRecord } from '../handlers/util';
import type { Reply } from './reply';

/**
 * 개인정보 접속기록 (issue 34 item 1, docs/api.md "Access log"): the entry of a successful reply
 * that carries personal data, written by the server whatever the console does. The screen of a
 * call is the one its permission rule (mocks/callRules.ts) names and its first path segment
 * serves; it holds personal data when its declaration says so (src/declarations/personal.ts).
 * A read of a list is 조회, of one record 열람; a write is 입력/변경/삭제 by the action it needs.
 * A reveal (`POST privacy/reveal`) is 열람 of its field. Excel pages are not logged here: their
 * export was logged once by `POST privacy/download` (and an excel-detail file by its handler).
 */

type Row = Record<string, unknown>;

const GENERIC = new Set(['contentV1', 'contentV2', 'rest']);
const segmentOf = (screen: ScreenDeclaration) => (GENERIC.has(screen.api.family) ? (screen.api.type ?? screen.name) : screen.api.family);

/** Paths that are never about personal data, or that log themselves. */
const UNLOGGED = new Set(['auth', 'mock', 'attach', 'dashboard', 'accessLog']);
/** POST calls whose reply logs elsewhere: the server's Excel file (its handler logs the download). */
const SELF_LOGGED = new Set(['excelDetail']);

const ACTIONS: Readonly<Record<Exclude<MenuAction, 'read'>, AccessAction>> = { create: '입력', edit: '변경', delete: '삭제' };

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

async function requestBody(request: Request): Promise<Row> {
  try {
    const body: unknown = await request.clone().json();
    return isRecord(body) ? body : {};
  } catch {
    return {};
  }
}

/** The personal name field of a screen's rows ('cusName'). */
const nameSource = (screen: ScreenDeclaration) => screen.fields.find((field) => personalKindOf(field) === 'name')?.source;

interface Subject {
  id: string;
  name: string;
  /** A member's number (cusId), when the row is about a member. */
  memberNo?: string;
}

function subjectOf(screen: ScreenDeclaration, row: Row): Subject | undefined {
  const memberNo = text(row.cusId) || (screen.name === 'member' ? text(row[primaryKeyOf(screen)]) : '');
  const id = memberNo || text(row[primaryKeyOf(screen)]);
  if (!id) return undefined;
  const source = nameSource(screen);
  const name = text(source ? row[source] : row.cusName);
  return { id, name: name ? maskName(name) : '', ...(memberNo ? { memberNo } : {}) };
}

/** A record the path names (`member/100023/coupons`): the subject of a call whose body names none. */
function pathSubject(screen: ScreenDeclaration, segments: readonly string[]): Subject | undefined {
  const table = collectionOf(screen);
  for (const segment of segments.slice(1)) {
    const row = table.get(segment);
    if (row) return subjectOf(screen, row);
  }
  return undefined;
}

const named = (subjects: readonly Subject[]) => subjects.map((subject) => [subject.id, subject.name].filter(Boolean).join(' ')).join(', ');
const memberNosOf = (subjects: readonly Subject[]) => [...new Set(subjects.flatMap((subject) => (subject.memberNo ? [subject.memberNo] : [])))];

/** The rows of a list reply (`{ list }`, a bare array, `{ data: [] }`), or undefined for one record. */
function listRows(body: unknown): Row[] | undefined {
  const rows = Array.isArray(body)
    ? body
    : isRecord(body)
      ? Array.isArray(body.list)
        ? body.list
        : Array.isArray(body.data)
          ? body.data
          : undefined
      : undefined;
  return rows?.filter(isRecord);
}

const succeeded = (reply: Reply) =>
  reply.status >= 200 && reply.status < 300 && !(isRecord(reply.body) && 'result' in reply.body && reply.body.result !== '0000');

/** The screen a call belongs to: among the codes its rule names, the one serving its first segment. */
function screenOfCall(codes: readonly string[], segments: readonly string[]): ScreenDeclaration | undefined {
  const candidates = screens.filter((screen) => codes.includes(screen.menuCode));
  return candidates.find((screen) => segmentOf(screen) === segments[0]) ?? (candidates.length === 1 ? candidates[0] : undefined);
}

/** 열람 of a personal value in full: `POST privacy/reveal { resource, id, field }`. */
async function revealEntry(reply: Reply) {
  const body = await requestBody(reply.request);
  const screen = findScreen(text(body.resource));
  const field = screen?.fields.find((candidate) => candidate.source === text(body.field));
  if (!screen || !field || !isPersonal(field)) return undefined;
  const row = collectionOf(screen).get(text(body.id));
  const subject = (row && subjectOf(screen, row)) ?? { id: text(body.id), name: '' };
  return { screen, action: '열람' as const, subjects: [subject], detail: `(${field.label})` };
}

async function callEntry(reply: Reply, segments: string[]) {
  if (UNLOGGED.has(segments[0]) || segments[0] === 'privacy' || reply.url.searchParams.get('excelYn')?.toUpperCase() === 'Y') return undefined;
  if (reply.method === 'POST' && SELF_LOGGED.has(segments.at(-1) ?? '')) return undefined;
  const requirement = await requirementOf({ method: reply.method, segments, url: reply.url, body: () => requestBody(reply.request) });
  if (!requirement || requirement === 'open') return undefined;
  const screen = screenOfCall(requirement.codes, segments);
  if (!screen || !hasPersonalData(screen)) return undefined;
  const rows = listRows(reply.body);
  if (requirement.action === 'read' && rows) {
    // one subject per record: a member's coupons name the member once
    const subjects = [
      ...new Map(
        rows
          .map((row) => subjectOf(screen, row))
          .filter((subject): subject is Subject => subject !== undefined)
          .map((subject) => [subject.id, subject]),
      ).values(),
    ];
    const found = subjects.length ? subjects : [pathSubject(screen, segments)].filter((subject): subject is Subject => subject !== undefined);
    return { screen, action: '조회' as const, subjects: found, count: rows.length };
  }
  const sent = await requestBody(reply.request);
  const records = [isRecord(reply.body) && isRecord(reply.body.data) ? reply.body.data : reply.body, sent, sent.data].filter(isRecord);
  const subject = records.map((row) => subjectOf(screen, row)).find((found) => found !== undefined) ?? pathSubject(screen, segments);
  const action: AccessAction = requirement.action === 'read' ? '열람' : ACTIONS[requirement.action];
  return { screen, action, subjects: subject ? [subject] : [] };
}

/** Writes the entry of a reply that showed or changed personal data; the body passes unchanged. */
export async function recordAccess(reply: Reply): Promise<unknown> {
  if (!reply.admin || !succeeded(reply)) return reply.body;
  const segments = reply.url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const reveal = reply.method === 'POST' && segments.join('/') === 'privacy/reveal';
  const entry = reveal ? await revealEntry(reply) : await callEntry(reply, segments);
  if (!entry) return reply.body;
  const { screen, action, subjects } = entry;
  const count = 'count' in entry ? entry.count : undefined;
  const listed = count !== undefined && (subjects.length === 0 || subjects.length > NAMED_SUBJECTS) ? `${count}건` : named(subjects);
  const subject = 'detail' in entry ? `${listed} ${entry.detail}` : listed;
  accessFrom(reply.admin, reply.request, {
    action,
    subject,
    memberNos: memberNosOf(subjects).slice(0, MAX_MEMBER_NOS),
    menuName: screen.label,
    menuCode: screen.menuCode,
  });
  return reply.body;
}
