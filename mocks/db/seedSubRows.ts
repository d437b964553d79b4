import { SYSTEM_ACTOR } from '@resources/fields';
import { screens } from '@resources/registry';
import type { MockRecord, Tables } from './database';
import { BASE_SEED, createRandom, seedFrom } from './random';
import { collectionKeyOf, collectionNameOf } from './seedScreens';
import { surveyQuestions } from './vocabulary';

/**
 * Seeded sub-rows of the content screens declaring a `subList` (survey questions): 0–4 for each
 * record, in the collection `{type}_{sub}` the handlers read, and the record's count set to match.
 */
export function seedSubRows(tables: Tables): void {
  for (const screen of screens) {
    const subList = screen.subList;
    if (!subList || screen.api.family === 'rest') continue;
    const parents = tables[collectionNameOf(screen)]?.rows ?? [];
    const key = collectionKeyOf(screen);
    const r = createRandom(seedFrom(BASE_SEED, 'subRows', screen.name));
    const rows: MockRecord[] = [];
    for (const parent of parents) {
      const count = r.int(0, 4);
      for (let index = 0; index < count; index += 1) {
        const row: MockRecord = { id: rows.length + 1, parentId: String(parent[key]), sortOrder: index + 1, regId: SYSTEM_ACTOR, regDt: parent.regDt };
        for (const field of subList.fields) {
          row[field.source] = field.choices
            ? String(r.pick(field.choices).id)
            : field.kind === 'number'
              ? r.int(1, 10)
              : surveyQuestions[(index + Number(parent[key]) || 0) % surveyQuestions.length];
        }
        rows.push(row);
      }
      if (subList.countField) parent[subList.countField] = count;
    }
    tables[`${screen.api.type ?? screen.name}_${subList.sub}`] = { key: 'id', rows };
  }
}
