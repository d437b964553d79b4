import { screens } from '@resources/registry';
import type { Tables } from '../database';
import { collectionNameOf } from '../seedScreens';
import { type Row, UNIVERSE, universeRandom } from './model';
import type { Member } from './members';

/**
 * Every other seeded record naming a member (a field declared `linkTo: 'member'`: e-Dream stamps,
 * promotion uses, location lookups, bad-issue stamps…) is pointed at a member of the universe, with
 * that member's name and mobile where the row shows them. The universe's own tables are built
 * member-first and left alone.
 */
const OWN = new Set<string>(Object.values(UNIVERSE).map((ref) => ref.name));

export function relinkMembers(tables: Tables, members: readonly Member[]): void {
  const candidates = members.filter((member) => member.memberStatus !== 'WITHDRAWN');
  for (const screen of screens) {
    const name = collectionNameOf(screen);
    const links = screen.fields.filter((field) => field.linkTo === 'member').map((field) => field.source);
    if (OWN.has(name) || links.length === 0 || !tables[name]) continue;
    const r = universeRandom('relink', name);
    for (const row of tables[name].rows as Row[])
      for (const source of links) {
        const member = r.pick(candidates);
        row[source] = member.cusId;
        if (source !== 'cusId') continue;
        if ('cusName' in row) row.cusName = member.cusName;
        if ('cusHp' in row) row.cusHp = member.cusHp;
      }
  }
}
