import { tuned } from '@/http/tuning';

/**
 * The idle sign-out (issue 11 item 8; Korean personal-data practice): after IDLE_TIMEOUT_MS
 * without activity in any tab of this browser the admin is signed out, warned IDLE_WARNING_MS
 * before. Pure timing here (testable with a fake clock); the dialog is layout/IdleGuard.tsx.
 */
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const IDLE_WARNING_MS = 60_000;

/** Shortened by `?idleMs=` / `?idleWarnMs=` in the dev server and the demo build (http/tuning.ts). */
export const idleTimeout = (): number => tuned('idleMs', IDLE_TIMEOUT_MS);
export const idleWarning = (): number => Math.min(tuned('idleWarnMs', IDLE_WARNING_MS), idleTimeout());

export type IdlePhase = 'active' | 'warning' | 'expired';

type Timer = ReturnType<typeof setTimeout>;

export interface IdleClockOptions {
  idleMs: number;
  warnMs: number;
  onChange: (phase: IdlePhase) => void;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => Timer;
  cancel?: (timer: Timer) => void;
}

export interface IdleClock {
  /** Activity at `at` (this tab or another); ignored once expired. */
  touch: (at?: number) => void;
  start: () => void;
  stop: () => void;
  phase: () => IdlePhase;
  /** When the sign-out falls due (ms since the epoch). */
  deadline: () => number;
}

export function createIdleClock({ idleMs, warnMs, onChange, now = Date.now, schedule = setTimeout, cancel = clearTimeout }: IdleClockOptions): IdleClock {
  let last = now();
  let phase: IdlePhase = 'active';
  let timer: Timer | undefined;

  // Re-reads the time when a timer fires: a sleeping laptop wakes straight into 'expired'.
  const evaluate = () => {
    if (timer !== undefined) cancel(timer);
    timer = undefined;
    const idle = now() - last;
    const next: IdlePhase = idle >= idleMs ? 'expired' : idle >= idleMs - warnMs ? 'warning' : 'active';
    if (next !== phase) {
      phase = next;
      onChange(phase);
    }
    if (phase === 'expired') return;
    const due = phase === 'active' ? last + idleMs - warnMs : last + idleMs;
    timer = schedule(evaluate, Math.max(0, due - now()));
  };

  return {
    touch: (at = now()) => {
      if (phase === 'expired' || at <= last) return;
      last = at;
      evaluate();
    },
    start: evaluate,
    stop: () => {
      if (timer !== undefined) cancel(timer);
      timer = undefined;
    },
    phase: () => phase,
    deadline: () => last + idleMs,
  };
}

const CHANNEL = 'membership-activity';
const STORAGE_KEY = 'membership.activity';
/** A tab tells the others at most this often that the admin is active. */
export const ACTIVITY_SHARE_MS = 1000;

export interface ActivityChannel {
  publish: (at: number) => void;
  close: () => void;
}

/**
 * Activity shared by the tabs of this browser: a BroadcastChannel, or where there is none the
 * `storage` event of a localStorage key. `onRemote` hears the other tabs only.
 */
export function activityChannel(onRemote: (at: number) => void): ActivityChannel {
  let sent = 0;
  const shouldSend = (at: number) => {
    if (at - sent < ACTIVITY_SHARE_MS) return false;
    sent = at;
    return true;
  };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'number') onRemote(event.data);
    };
    return {
      publish: (at) => {
        if (shouldSend(at)) channel.postMessage(at);
      },
      close: () => channel.close(),
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue) onRemote(Number(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return {
    publish: (at) => {
      if (!shouldSend(at)) return;
      try {
        window.localStorage.setItem(STORAGE_KEY, String(at));
      } catch {
        /* storage unavailable: this tab's activity stays its own */
      }
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}
