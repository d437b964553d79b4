import { Component, lazy, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary, LazyFallback } from '@/layout/ChunkBoundary';
import { ChunkLoadError, isChunkLoadError, loadChunk } from '@/layout/loadChunk';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/layout/constants';
import { WithI18n } from '../helpers/withI18n';

/** The lazy-screen failure (spec §8, §9): a Korean message with a reload button instead of a blank page. */

function Screen() {
  return <p>화면 내용</p>;
}

/** Stands in for react-admin's layout boundary, to see what ChunkBoundary lets through. */
class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>다른 오류</p> : this.props.children;
  }
}

function renderLazy(load: () => Promise<{ default: () => ReactNode }>) {
  const Lazy = lazy(load);
  render(
    <Outer>
      <ChunkBoundary>
        <Suspense fallback={<LazyFallback />}>
          <Lazy />
        </Suspense>
      </ChunkBoundary>
    </Outer>,
    { wrapper: WithI18n },
  );
}

beforeEach(() => {
  // React reports the errors its boundaries catch on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazy screen loading', () => {
  it('shows the top progress bar while the screen loads, then the screen', async () => {
    renderLazy(() => loadChunk(() => Promise.resolve({ default: Screen })));
    expect(screen.getByTestId('progress-bar')).toBeInTheDocument();
    expect(await screen.findByText('화면 내용')).toBeInTheDocument();
    expect(screen.queryByTestId('progress-bar')).not.toBeInTheDocument();
  });

  it('shows a Korean message with a reload button when the script fails to load', async () => {
    renderLazy(() => loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/GenericList.js'))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('화면을 불러오지 못했습니다.');
    expect(alert).toHaveTextContent('네트워크 상태를 확인한 뒤 다시 불러와 주세요.');
    expect(screen.getByRole('button', { name: '다시 불러오기' })).toBeEnabled();
    expect(screen.queryByTestId('progress-bar')).not.toBeInTheDocument();
  });

  it('gives up after 120 s without an answer', async () => {
    vi.useFakeTimers();
    renderLazy(() => loadChunk(() => new Promise<never>(() => undefined)));
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('progress-bar')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('화면을 불러오지 못했습니다.');
  });

  it('recognises a failed import without loadChunk too (a bespoke lazy screen)', async () => {
    renderLazy(() => Promise.reject(new TypeError('error loading dynamically imported module')));
    expect(await screen.findByRole('alert')).toHaveTextContent('화면을 불러오지 못했습니다.');
  });

  it('lets any other error go on to the layout’s own error page', async () => {
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    renderLazy(() => Promise.resolve({ default: Broken }));
    expect(await screen.findByText('다른 오류')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names chunk failures', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('net')))).rejects.toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk failed')).toBe(false);
  });
});
