import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { ATTACHMENT_RULES, attachmentProblem, DEFAULT_REF_TARGET_TYPE, type AttachmentProblem } from '@resources/attachmentRules';
import type { MockRecord } from '../db/database';
import { db } from '../db';

/**
 * The attachments of the mock server (docs/api.md "Attachments"). A record's bag is addressed by
 * refTarget (the screen's `{type}`), refId (the record key) and refTargetType ('FILE', 'IMAGE').
 * An upload lands in `attachTmp` and belongs to nobody until a save names its fileId in the
 * record's attachments field: then it moves into `attach`, keeping its fileId (an image a rich
 * text points at stays valid). Bytes are kept as base64 beside the metadata.
 */
export const savedFiles = () => db.collection('attach', 'fileId');
export const tmpFiles = () => db.collection('attachTmp', 'fileId');

/** The Korean refusal of each problem (the console says the same from its own catalogue). */
export const PROBLEM_MESSAGES: Record<AttachmentProblem, string> = {
  empty: '빈 파일은 첨부할 수 없습니다.',
  type: '첨부할 수 없는 파일 형식입니다.',
  imageType: '이미지 파일(jpg, png, gif, webp)만 첨부할 수 있습니다.',
  size: `파일 크기는 ${ATTACHMENT_RULES.maxFileBytes / 1024 / 1024}MB 이하여야 합니다.`,
  count: `첨부파일은 최대 ${ATTACHMENT_RULES.maxFiles}개까지 등록할 수 있습니다.`,
};

/** What a list of a bag shows of a file: never its bytes. */
export function fileInfo(row: MockRecord): MockRecord {
  const { data: _bytes, ...info } = row;
  return info;
}

export const refTargetTypeOf = (field: FieldDeclaration): string => field.refTargetType ?? DEFAULT_REF_TARGET_TYPE;
export const attachmentFields = (screen: ScreenDeclaration | undefined): FieldDeclaration[] =>
  screen?.fields.filter((field) => field.kind === 'attachments') ?? [];

/** The files of a bag in their order; every refTargetType when none is named. */
export function bagOf(refTarget: string, refId: unknown, refTargetType?: string): MockRecord[] {
  return savedFiles()
    .all()
    .filter((row) => row.refTarget === refTarget && String(row.refId) === String(refId) && (refTargetType === undefined || row.refTargetType === refTargetType))
    .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));
}

/** The fileIds a save names for a field: `[{ fileId }]`, `['F1']`; undefined when the body leaves the bag alone. */
function namedIds(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((item: unknown) => (item && typeof item === 'object' ? String((item as MockRecord).fileId ?? '') : String(item ?? ''))).filter(Boolean);
}

/** A refusal of the attachments a save names (400 text), checked before anything is written. */
export function bagProblem(screen: ScreenDeclaration | undefined, refTarget: string, refId: unknown, body: MockRecord): string | undefined {
  for (const field of attachmentFields(screen)) {
    const ids = namedIds(body[field.source]);
    if (!ids) continue;
    if (ids.length > ATTACHMENT_RULES.maxFiles) return PROBLEM_MESSAGES.count;
    const type = refTargetTypeOf(field);
    const own = refId === undefined ? [] : bagOf(refTarget, refId, type).map((row) => String(row.fileId));
    for (const id of ids) {
      const file = tmpFiles().get(id) ?? (own.includes(id) ? savedFiles().get(id) : undefined);
      if (!file) return '첨부파일을 찾을 수 없습니다. 파일을 다시 올려주세요.';
      const problem = attachmentProblem({ name: String(file.fileName), size: Number(file.fileSize) }, 0, type);
      if (problem) return PROBLEM_MESSAGES[problem];
    }
  }
  return undefined;
}

/**
 * After a save: each attachments field the body names becomes exactly that bag, in that order
 * (temporary uploads claimed, files left out removed). The field itself is not kept on the record.
 */
export function syncBags(screen: ScreenDeclaration | undefined, refTarget: string, refId: unknown, body: MockRecord, adminId: string, now: string): void {
  for (const field of attachmentFields(screen)) {
    const ids = namedIds(body[field.source]);
    if (!ids) continue;
    const type = refTargetTypeOf(field);
    for (const row of bagOf(refTarget, refId, type)) if (!ids.includes(String(row.fileId))) savedFiles().remove(row.fileId);
    ids.forEach((id, index) => {
      const tmp = tmpFiles().get(id);
      if (tmp) {
        const { adminId: _owner, ...file } = tmp;
        savedFiles().insert({ ...file, refTarget, refId: String(refId), refTargetType: type, sortOrder: index + 1, regId: adminId, regDt: now });
        tmpFiles().remove(id);
      } else savedFiles().update(id, { sortOrder: index + 1 });
    });
  }
}

/** A deleted record takes its files with it. */
export function dropBags(screen: ScreenDeclaration | undefined, refTarget: string, refId: unknown): void {
  if (attachmentFields(screen).length === 0) return;
  for (const row of bagOf(refTarget, refId)) savedFiles().remove(row.fileId);
}

/** Takes the attachments fields out of a row about to be stored (the bag lives apart). */
export function withoutBags(screen: ScreenDeclaration | undefined, row: MockRecord): MockRecord {
  const fields = attachmentFields(screen);
  if (fields.length === 0) return row;
  const rest = { ...row };
  for (const field of fields) delete rest[field.source];
  return rest;
}
