/**
 * Common code groups (GET /api/code/sub/{codeId}) referenced by 'code' fields of the registry
 * and by the category screens (900 FAQ 분류, 904 상품 카테고리). Seed data of the mock backend.
 */
export interface CodeGroup {
  codeId: string;
  codeName: string;
  codes: { codeId: string; codeName: string }[];
}

const group = (codeId: string, codeName: string, names: string[]): CodeGroup => ({
  codeId,
  codeName,
  codes: names.map((name, index) => ({ codeId: `${codeId}${String(index + 1).padStart(2, '0')}`, codeName: name })),
});

export const codeGroups: CodeGroup[] = [
  group('900', 'FAQ 분류', ['회원/멤버십', '주문/결제', '쿠폰/스탬프', '선물하기', '매장', '기타']),
  group('901', '배너 노출 위치', ['메인 상단', '메인 중단', '주문 완료', '선물하기 메인', '마이페이지']),
  group('903', '약관 구분', ['서비스 이용약관', '개인정보 처리방침', '위치기반 서비스 이용약관', '마케팅 정보 수신 동의', '선불카드 이용약관']),
  group('904', '상품 카테고리', ['커피', '라떼', '티', '블렌디드', '에이드/주스', '디저트', '베이커리', 'MD상품']),
  group('905', '매장 지역', ['서울', '경기', '인천', '강원', '충청', '전라', '경상', '부산', '제주']),
  group('906', '옵션 그룹', ['사이즈', '샷 추가', '시럽', '우유 변경', '휘핑크림', '얼음 양']),
  // the event standard's choices (GET eventStandard/rewardType/empty and joinType/{rewardType})
  group('907', '이벤트 지급 혜택', ['쿠폰', '스탬프']),
  group('908', '이벤트 지급 조건', ['신규 가입', '첫 주문', '생일', '등급 달성']),
];

export function findCodeGroup(codeId: string): CodeGroup | undefined {
  return codeGroups.find((entry) => entry.codeId === codeId);
}
