import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@/layout/loadChunk';

/** A declaration's bespoke screen: lazily loaded, requested early by preload() (signedIn.tsx). */
function MemberShow() {
  return <p>회원 상세</p>;
}

const shown = (Screen: ReturnType<typeof lazyScreen>) =>
  render(
    <Suspense fallback={<p>불러오는 중</p>}>
      <Screen />
    </Suspense>,
  );

describe('lazyScreen', () => {
  it('loads once: a preload, then the render that uses what it fetched', async () => {
    const load = vi.fn(() => Promise.resolve(MemberShow));
    const Screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    Screen.preload();
    Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    shown(Screen);
    expect(await screen.findByText('회원 상세')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the render when the preload failed', async () => {
    const load = vi
      .fn<() => Promise<typeof MemberShow>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(MemberShow);
    const Screen = lazyScreen(load);
    Screen.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    shown(Screen);
    expect(await screen.findByText('회원 상세')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
