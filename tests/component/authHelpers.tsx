import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { App } from '@/app/App';
import { authProvider } from '@/providers/authProvider';
import { session } from '@/providers/session';
import { TestStyles } from '../helpers/testStyles';

/**
 * Shared steps of the sign-in, profile and password-change component tests: the whole console
 * (<App />, history mode) on the msw/node mock backend, driven as a user drives it.
 */
export const PASSWORD = 'Bean2026!!';

/** Renders the console at `path` (signed out unless `signInAs` ran first). */
export function openAt(path: string): UserEvent {
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  render(<App />, { wrapper: TestStyles });
  return user;
}

/** Signs in on the mock server and in the client session, as a finished login would. */
export async function signInAs(adminId: string, adminPwd = PASSWORD): Promise<void> {
  session.reset();
  await authProvider.login({ adminId, adminPwd });
}

export const pathname = () => window.location.pathname;

export function input(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`input ${name} not found`);
  return element;
}

export const submitButton = () => screen.getByRole('button', { name: '로그인' });

/** Types id and password on the login form and presses 로그인. */
export async function submitLogin(user: UserEvent, adminId: string, adminPwd = PASSWORD): Promise<void> {
  await screen.findByRole('button', { name: '로그인' });
  await user.type(input('adminId'), adminId);
  await user.type(input('adminPwd'), adminPwd);
  await user.click(submitButton());
}

/** Fills an input as a user does: clears it, then types `value` (nothing when empty). */
export async function retype(user: UserEvent, name: string, value: string): Promise<void> {
  await user.clear(input(name));
  if (value) await user.type(input(name), value);
}

export interface SentForm {
  path: string;
  fields: Record<string, string>;
}

/** The form-data and JSON bodies of the POST/PUT calls the console sends from now on. */
export function recordBodies(): SentForm[] {
  const sent: SentForm[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    const entry: SentForm = { path: new URL(request.url).pathname, fields: {} };
    sent.push(entry);
    const copy = request.clone();
    const type = copy.headers.get('content-type') ?? '';
    const read = type.includes('multipart/form-data')
      ? copy.formData().then((form) => form.forEach((value, key) => (entry.fields[key] = String(value))))
      : copy.text().then((text) => Object.assign(entry.fields, text ? (JSON.parse(text) as Record<string, string>) : {}));
    void read.catch(() => undefined);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return sent;
}

/** Paths of the GET calls from now on. */
export function recordReads(): string[] {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return paths;
}
