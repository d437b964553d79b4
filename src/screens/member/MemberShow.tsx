export function MemberShow() {
  return null;
}
