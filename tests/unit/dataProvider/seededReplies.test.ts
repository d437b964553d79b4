import { bespokeViews } from '@/screens/bespokeViews';
import { describe, expect, it } from 'vitest';
import { screens } from '@resources/registry';
import { createDataProvider } from '@/providers/dataProvider';
import { viewsOf } from '@/screens/generic/declaration';
import { signIn } from '../mocks/api';

/**
 * The strict readers against the seeded mock: every screen of the registry lists, and opens its
 * first record where it has a detail, without a reply being refused (a healthy server's replies
 * all have the documented shapes).
 */
const page = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('every screen on the seeded mock', () => {
  it('lists and reads back its first record through the readers', { timeout: 60_000 }, async () => {
    await signIn('hq.master');
    const dp = createDataProvider();
    const refused: string[] = [];
    let listed = 0;
    for (const screen of screens) {
      const bespoke = bespokeViews[screen.name] ?? {};
      if (bespoke.list) continue;
      try {
        const { data } = await dp.getList(screen.name, page);
        listed += 1;
        const views = viewsOf(screen);
        if ((views.show || views.edit) && !bespoke.show && !bespoke.edit && data[0]) await dp.getOne(screen.name, { id: data[0].id });
      } catch (error) {
        refused.push(`${screen.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(refused).toEqual([]);
    expect(listed).toBeGreaterThan(100);
  });
});
