import { SYSTEM_ACTOR } from '@resources/fields';
import { DEFAULT_REF_TARGET_TYPE } from '@resources/attachmentRules';
import { screens } from '@resources/registry';
import { toBase64, utf8 } from '../files/bytes';
import type { MockRecord, Tables } from './database';
import { formatDateTime } from './generators';
import { BASE_SEED, createRandom, seedFrom } from './random';
import { collectionKeyOf, collectionNameOf } from './seedScreens';

/**
 * The seeded attachment bags (collection `attach`, docs/api.md "Attachments"): 0–2 small but real
 * files (a text, a PDF, a PNG) for each record of a screen with an attachments field, so a
 * download of a seeded record gives files that open.
 */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const pdf = (title: string) =>
  utf8(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%${title}\n%%EOF\n`,
  );

interface SeededFile {
  fileName: string;
  fileType: string;
  data: string;
  fileSize: number;
}

function fileFor(kind: number, index: number, title: string, image: boolean): SeededFile {
  if (image || kind === 2) {
    const bytes = Uint8Array.from(atob(PNG_1PX), (char) => char.charCodeAt(0));
    return { fileName: `이미지_${index}.png`, fileType: 'image/png', data: PNG_1PX, fileSize: bytes.length };
  }
  const bytes = kind === 0 ? utf8(`${title}\n위 내용에 대한 안내 자료입니다.\n`) : pdf(`seed-${index}`);
  return kind === 0
    ? { fileName: `안내문_${index}.txt`, fileType: 'text/plain; charset=utf-8', data: toBase64(bytes), fileSize: bytes.length }
    : { fileName: `참고자료_${index}.pdf`, fileType: 'application/pdf', data: toBase64(bytes), fileSize: bytes.length };
}

export function seedAttachments(tables: Tables): MockRecord[] {
  const rows: MockRecord[] = [];
  for (const screen of screens) {
    const fields = screen.fields.filter((field) => field.kind === 'attachments');
    const table = tables[collectionNameOf(screen)];
    if (fields.length === 0 || !table) continue;
    const refTarget = screen.api.type ?? screen.name;
    const key = collectionKeyOf(screen);
    const r = createRandom(seedFrom(BASE_SEED, 'attach', refTarget));
    for (const record of table.rows) {
      for (const field of fields) {
        const refTargetType = field.refTargetType ?? DEFAULT_REF_TARGET_TYPE;
        const count = r.int(0, 2);
        for (let index = 1; index <= count; index += 1) {
          const title = String(record.title ?? record.itemName ?? screen.label);
          rows.push({
            fileId: `S${refTarget}-${String(record[key])}-${field.source}-${index}`,
            refTarget,
            refId: String(record[key]),
            refTargetType,
            ...fileFor(r.int(0, 2), index, title, refTargetType === 'IMAGE'),
            sortOrder: index,
            regId: SYSTEM_ACTOR,
            regDt: formatDateTime(Date.UTC(2026, 0, 5, 9) + rows.length * 60_000),
          });
        }
      }
    }
  }
  return rows;
}
