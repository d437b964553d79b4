import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '@/layout/preloadable';
import { WithI18n } from '../helpers/withI18n';

/** Lazy views that can be requested before they are shown (the signed-in frame, the generic screens, the pickers). */

function Greeting({ name }: { name: string }) {
  return <p>{name}님, 안녕하세요</p>;
}

/** A load that resolves only when the test says so. */
function deferredLoad() {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
  return { load, resolve: (component: typeof Greeting) => resolve(component) };
}

describe('preloadable view', () => {
  it('shows its fallback until the script arrives, then the view with its props', async () => {
    const { load, resolve } = deferredLoad();
    const { View } = preloadable(load, ({ name }) => <p>{name} 준비 중</p>);
    render(<View name="김민준" />, { wrapper: WithI18n });
    expect(screen.getByText('김민준 준비 중')).toBeInTheDocument();
    resolve(Greeting);
    expect(await screen.findByText('김민준님, 안녕하세요')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the view as soon as its script arrives, with no timer in between', async () => {
    // React.lazy in a Suspense boundary would hold it back on a timer until 300 ms after its
    // fallback showed. Timers are stopped here, and React is left to render on its own (not in
    // act(), which would flush it): the view must come within a few turns of the event loop.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const { load, resolve } = deferredLoad();
      const { View } = preloadable(load, ({ name }) => <p>{name} 준비 중</p>);
      render(<View name="김민준" />, { wrapper: WithI18n });
      expect(screen.getByText('김민준 준비 중')).toBeInTheDocument();
      resolve(Greeting);
      for (let turn = 0; turn < 50 && !screen.queryByText('김민준님, 안녕하세요'); turn += 1) await new Promise((next) => setImmediate(next));
      expect(screen.getByText('김민준님, 안녕하세요')).toBeInTheDocument();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment; // the test files of a worker share it
      vi.useRealTimers();
    }
  });

  it('keeps what was typed in a view when it renders again after its script arrived', async () => {
    function Form({ name }: { name: string }) {
      return <input aria-label={`${name} 제목`} />;
    }
    let resolve: (component: typeof Form) => void = () => undefined;
    const view = preloadable(() => new Promise<typeof Form>((done) => (resolve = done)));
    const { rerender } = render(<view.View name="공지" />, { wrapper: WithI18n });
    resolve(Form);
    await userEvent.type(await screen.findByLabelText('공지 제목'), '점검 공지');
    rerender(<view.View name="공지" />);
    expect(screen.getByLabelText('공지 제목')).toHaveValue('점검 공지');
  });

  it('renders a preloaded view in the first render, without a fallback', async () => {
    const { load, resolve } = deferredLoad();
    const view = preloadable(load, () => <p>준비 중</p>);
    view.preload();
    view.preload();
    resolve(Greeting);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const { container } = render(<view.View name="이서연" />, { wrapper: WithI18n });
    expect(container).toHaveTextContent('이서연님, 안녕하세요');
    expect(screen.queryByText('준비 중')).not.toBeInTheDocument();
  });

  it('shows the Korean reload message when the script does not load, and tries again on a later render', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const view = preloadable(load);
    view.preload();
    const first = render(<view.View name="박지호" />, { wrapper: WithI18n });
    expect(await screen.findByText('화면을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 불러오기' })).toBeInTheDocument();
    first.unmount();

    render(<view.View name="박지호" />, { wrapper: WithI18n });
    expect(await screen.findByText('박지호님, 안녕하세요')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
