import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/providers/session';

/** The store-owner host (VITE_STORE_HOSTS, spec §1): its own title and accent colour. */
vi.mock('@/config', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/config')>()), siteVariant: 'store' }));

describe('LoginPage on a store-owner host', () => {
  beforeEach(() => session.reset());

  it("reads '점주용 멤버십 관리 시스템' in the store accent", async () => {
    // The whole CSS, not TestStyles' visibility-only rules (openAt): this test reads a colour.
    window.history.pushState({}, '', '/login');
    render(<App />);
    const title = await screen.findByRole('heading', { name: '점주용 멤버십 관리 시스템' });
    expect(screen.queryByText('본사용 멤버십 관리 시스템')).toBeNull();
    const card = title.closest('[data-site-variant]');
    expect(card).toHaveAttribute('data-site-variant', 'store');
    // siteTheme's brown (#6d4c41 = brown[600]) instead of head office's teal, on the card's top edge
    expect(getComputedStyle(card as Element).borderTopColor).toBe('rgb(109, 76, 65)');
  });
});
