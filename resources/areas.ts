import type { AreaKey } from '@/declarations/types';

/**
 * The menu areas (first level of the menu tree) and the intermediate menu groups (second
 * level nodes whose children are six-digit codes). Route codes of spec §2 nest by prefix:
 * area '01' > group '0101' > screen '010101'; a four-digit screen code sits directly under its area.
 */
export interface AreaInfo {
  key: AreaKey;
  code: string; // two digits
  label: string; // Korean
  icon: string; // menuIcon sent by the server, mapped to an MUI icon by the sidebar
}

export const areas: AreaInfo[] = [
  { key: 'items', code: '01', label: '상품 관리', icon: 'coffee' },
  { key: 'display', code: '02', label: '전시 관리', icon: 'view_quilt' },
  { key: 'orders', code: '03', label: '주문/조회', icon: 'receipt_long' },
  { key: 'marketing', code: '04', label: '마케팅', icon: 'campaign' },
  { key: 'stores', code: '05', label: '매장 관리', icon: 'store' },
  { key: 'settlement', code: '06', label: '정산 관리', icon: 'calculate' },
  { key: 'members', code: '07', label: '회원 관리', icon: 'people' },
  { key: 'settings', code: '08', label: '기본 설정', icon: 'settings' },
  { key: 'push', code: '09', label: '푸시/SMS', icon: 'notifications' },
  { key: 'statistics', code: '10', label: '통계', icon: 'bar_chart' },
  { key: 'board', code: '11', label: '게시판', icon: 'forum' },
];

/** Second-level groups (no route of their own), keyed by four-digit code. */
export const menuGroups: Record<string, string> = {
  '0101': '상품 기본 정보',
  '0106': '선물하기 상품',
  '0204': '선물하기 전시',
  '0208': '매장별 판매 제한',
  '0217': '결제 화면 전시',
  '0402': '쿠폰 관리',
  '0404': '프로모션 설정',
  '0405': '프로모션 발급',
  '0406': '이벤트 프로모션',
  '0407': '난수 쿠폰',
  '0901': '푸시 알림',
};
