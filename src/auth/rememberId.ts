/** The remembered admin id (spec §3): localStorage, only when "아이디 저장" is ticked, never the password. */
const KEY = 'membership.rememberAdminId';

export function rememberedAdminId(): string {
  return window.localStorage.getItem(KEY) ?? '';
}

export function saveRememberedAdminId(adminId: string, remember: boolean): void {
  if (remember && adminId.trim()) window.localStorage.setItem(KEY, adminId.trim());
  else window.localStorage.removeItem(KEY);
}
