import { describe, expect, it } from 'vitest';
import { findScreen } from '@resources/registry';
import { bespokeViews } from '@/screens/bespokeViews';
import { viewsOf } from '@/screens/generic/declaration';

describe('the map of bespoke views', () => {
  it('names registered screens, and replaces only views their declarations have', () => {
    const strays = Object.entries(bespokeViews).flatMap(([name, views]) => {
      const screen = findScreen(name);
      if (!screen) return [`${name}: no such screen`];
      const declared = viewsOf(screen);
      return Object.keys(views)
        .filter((kind) => !declared[kind as keyof typeof declared])
        .map((kind) => `${name}.${kind}: not declared`);
    });
    expect(strays).toEqual([]);
  });
});
