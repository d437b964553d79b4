import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@/layout/loadChunk';
import { preloadable } from '@/layout/preloadable';
import { WithI18n } from '../helpers/withI18n';

/** A declaration's bespoke screen: lazily loaded, requested early by preload() (signedIn.tsx), shown as a preloadable view (resourceProps.tsx). */
function MemberShow() {
  return <p>회원 상세</p>;
}

const shown = (bespoke: ReturnType<typeof lazyScreen>) => {
  const Screen = preloadable(bespoke).View;
  return render(<Screen />, { wrapper: WithI18n });
};

describe('lazyScreen', () => {
  it('loads once: a preload, then the render that uses what it fetched', async () => {
    const load = vi.fn(() => Promise.resolve(MemberShow));
    const bespoke = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    bespoke.preload();
    bespoke.preload();
    expect(load).toHaveBeenCalledTimes(1);
    shown(bespoke);
    expect(await screen.findByText('회원 상세')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the render when the preload failed', async () => {
    const load = vi
      .fn<() => Promise<typeof MemberShow>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(MemberShow);
    const bespoke = lazyScreen(load);
    bespoke.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    shown(bespoke);
    expect(await screen.findByText('회원 상세')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
