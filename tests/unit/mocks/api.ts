import { QA_PASSWORD } from '@mocks/accounts';
import type { LoginResponse } from '@/types/api';

/** Test helpers for the mock backend: calls through fetch, as the console makes them. */
export async function signIn(adminId: string, adminPwd = QA_PASSWORD, authNum = ''): Promise<LoginResponse> {
  const form = new FormData();
  form.append('adminId', adminId);
  form.append('adminPwd', adminPwd);
  form.append('authNum', authNum);
  const response = await fetch('/api/auth/signin', { method: 'POST', body: form });
  return (await response.json()) as LoginResponse;
}

export async function call<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const { json, ...rest } = init;
  const response = await fetch(path, json === undefined ? rest : { ...rest, body: JSON.stringify(json), headers: { 'content-type': 'application/json' } });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The tab's session token, to play two tabs (or two browsers) in one test. */
export const SESSION_KEY = 'mock-session';
export const saveTab = () => window.sessionStorage.getItem(SESSION_KEY);
export function restoreTab(saved: string | null): void {
  if (saved === null) window.sessionStorage.removeItem(SESSION_KEY);
  else window.sessionStorage.setItem(SESSION_KEY, saved);
}
