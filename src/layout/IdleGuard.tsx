import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { translate, useT } from '@i18n/translate';
import { activityChannel, createIdleClock, idleTimeout, idleWarning, type IdleClock, type IdlePhase } from '@/auth/idle';
import { useSignOut } from '@/auth/useSignOut';
import { leaveLoginNotice } from '@/http/unauthorized';

/** What counts as the admin being there (pointer moves are few enough once throttled). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;
const LOCAL_TOUCH_MS = 1000;

function Countdown({ deadline }: { deadline: number }) {
  const t = useT();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return <DialogContentText>{t('trust.idle.warning', { seconds })}</DialogContentText>;
}

/**
 * The idle sign-out of the signed-in frame: activity in any tab of this browser keeps the admin
 * signed in; a warning comes a minute before the end with '연장' and '로그아웃'; no answer signs
 * out, keeping what was being typed (the form's draft) and telling the login page why. Once the
 * warning shows, only '연장' (here or in another tab's activity) keeps the session.
 */
export function IdleGuard() {
  const t = useT();
  const logout = useSignOut();
  const [{ phase, deadline }, setState] = useState<{ phase: IdlePhase; deadline: number }>({ phase: 'active', deadline: 0 });
  const clock = useRef<IdleClock | null>(null);
  const channel = useRef<ReturnType<typeof activityChannel> | null>(null);
  const logoutRef = useRef(logout);

  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);

  useEffect(() => {
    const idle = createIdleClock({
      idleMs: idleTimeout(),
      warnMs: idleWarning(),
      onChange: (next) => {
        setState({ phase: next, deadline: idle.deadline() });
        if (next !== 'expired') return;
        leaveLoginNotice(translate('trust.idle.signedOut'));
        void logoutRef.current();
      },
    });
    const shared = activityChannel((at) => idle.touch(at));
    let lastLocal = 0;
    const onActivity = () => {
      const at = Date.now();
      if (idle.phase() !== 'active' || at - lastLocal < LOCAL_TOUCH_MS) return;
      lastLocal = at;
      idle.touch(at);
      shared.publish(at);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    clock.current = idle;
    channel.current = shared;
    idle.start();
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      idle.stop();
      shared.close();
    };
  }, []);

  const extend = () => {
    const at = Date.now();
    clock.current?.touch(at);
    channel.current?.publish(at);
  };

  return (
    <Dialog open={phase === 'warning'} aria-labelledby="idle-title" data-testid="idle-warning">
      <DialogTitle id="idle-title">{t('trust.idle.title')}</DialogTitle>
      <DialogContent>
        <Countdown deadline={deadline} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout({ discardDrafts: true })}>{t('trust.idle.logout')}</Button>
        <Button variant="contained" autoFocus onClick={extend}>
          {t('trust.idle.extend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
