import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenPrefetch } from '@/layout/loadChunk';
import { PrefetchOnOpen } from '@/layout/PrefetchOnOpen';
import { RecordOpeningProvider, useStartOpening } from '@/layout/RecordOpening';
import { preloadRecord } from '@/app/resourceProps';
import { prefetchCardBalance } from '@/screens/prepayCard/balanceQuery';

/** A bespoke screen's first reads leave when its route opens, beside its script (lazyScreen's `prefetch`). */

const openAt = (path: string, prefetch: ScreenPrefetch, dataProvider = testDataProvider()) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <CoreAdminContext dataProvider={dataProvider}>
        <Routes>
          <Route
            path="/prepayCard/:id/show"
            element={
              <PrefetchOnOpen prefetch={prefetch}>
                <p>선불카드 상세</p>
              </PrefetchOnOpen>
            }
          />
        </Routes>
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('PrefetchOnOpen', () => {
  it("runs the screen's prefetch once for the record of its route, with the query cache and the dataProvider", async () => {
    const prefetch = vi.fn<ScreenPrefetch>();
    openAt('/prepayCard/Kb0e1c2d3a4f59687/show', prefetch);
    expect(await screen.findByText('선불카드 상세')).toBeInTheDocument();
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [route, data] = prefetch.mock.calls[0];
    expect(route).toEqual({ id: 'Kb0e1c2d3a4f59687' });
    expect(typeof data.queryClient.prefetchQuery).toBe('function');
    expect(typeof data.dataProvider.getList).toBe('function');
  });

  it("asks for the card's balance under the key the card's header reads", async () => {
    const prepayCardBalance = vi.fn(() => Promise.resolve({ balance: 11000, chargeAmt: 20000, useAmt: 9000, refundAmt: 0 }));
    let cache: Parameters<ScreenPrefetch>[1]['queryClient'] | undefined;
    const prefetch: ScreenPrefetch = (route, data) => {
      cache = data.queryClient;
      prefetchCardBalance(route, data);
    };
    openAt('/prepayCard/Kb0e1c2d3a4f59687/show', prefetch, testDataProvider({ prepayCardBalance } as Partial<DataProvider>));
    await waitFor(() => expect(prepayCardBalance).toHaveBeenCalledWith({ cardKey: 'Kb0e1c2d3a4f59687' }));
    await waitFor(() =>
      expect(cache?.getQueryData(['prepayCard', 'balance', 'Kb0e1c2d3a4f59687'])).toEqual({ balance: 11000, chargeAmt: 20000, useAmt: 9000, refundAmt: 0 }),
    );
  });
});

describe('RecordOpening', () => {
  const CARD = 'Kb0e1c2d3a4f59687';
  const balance = { balance: 11000, chargeAmt: 20000, useAmt: 9000, refundAmt: 0 };

  /** A card number on a list: its click starts the card's reads, then the router opens the card. */
  function CardLink() {
    const startOpening = useStartOpening();
    const navigate = useNavigate();
    const open = () => {
      startOpening('prepayCard', 'show', CARD);
      navigate(`/prepayCard/${CARD}/show`);
    };
    return <button onClick={open}>카드 열기</button>;
  }

  it("starts a card's balance read at the click that opens it, and the route's prefetch finds it under way", async () => {
    let answer: (value: typeof balance) => void = () => undefined;
    const prepayCardBalance = vi.fn(() => new Promise<typeof balance>((resolve) => (answer = resolve)));
    const rendered = vi.fn();
    const CardDetail = () => {
      rendered();
      return <p>선불카드 상세</p>;
    };
    render(
      <MemoryRouter initialEntries={['/prepayCard']}>
        <CoreAdminContext dataProvider={testDataProvider({ prepayCardBalance } as Partial<DataProvider>)}>
          <RecordOpeningProvider preload={preloadRecord}>
            <Routes>
              <Route path="/prepayCard" element={<CardLink />} />
              <Route
                path="/prepayCard/:id/show"
                element={
                  <PrefetchOnOpen prefetch={prefetchCardBalance}>
                    <CardDetail />
                  </PrefetchOnOpen>
                }
              />
            </Routes>
          </RecordOpeningProvider>
        </CoreAdminContext>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '카드 열기' }));
    expect(await screen.findByText('선불카드 상세')).toBeInTheDocument();
    expect(prepayCardBalance).toHaveBeenCalledWith({ cardKey: CARD });
    // asked before the card's route first rendered, not by its PrefetchOnOpen
    expect(prepayCardBalance.mock.invocationCallOrder[0]).toBeLessThan(rendered.mock.invocationCallOrder[0]);
    answer(balance);
    await waitFor(() => expect(prepayCardBalance).toHaveBeenCalledTimes(1));
  });
});
