import { describe, expect, it } from 'vitest';
import { memberRoutes } from '@/providers/dataProvider/families/member';
import { memberWriteAction } from '@resources/members/memberRules';

describe('member write rules', () => {
  it('name only calls of the member family (resources/ cannot import the route table)', () => {
    const unknown = Object.keys(memberWriteAction).filter((write) => !(write in memberRoutes));
    expect(unknown).toEqual([]);
  });
});
