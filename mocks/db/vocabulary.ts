/** Word lists of the Korean sample data (data only; generators.ts combines them). */

export const surnames = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍'] as const;

/** Given names with a romanization (used for admin ids and e-mail addresses). */
export const givenNames: readonly (readonly [string, string])[] = [
  ['민준', 'minjun'],
  ['서연', 'seoyeon'],
  ['도윤', 'doyun'],
  ['서윤', 'seoyun'],
  ['시우', 'siwoo'],
  ['지우', 'jiwoo'],
  ['하준', 'hajun'],
  ['하윤', 'hayun'],
  ['주원', 'juwon'],
  ['지호', 'jiho'],
  ['지유', 'jiyu'],
  ['예준', 'yejun'],
  ['수아', 'sua'],
  ['건우', 'gunwoo'],
  ['채원', 'chaewon'],
  ['현우', 'hyunwoo'],
  ['지민', 'jimin'],
  ['우진', 'woojin'],
  ['다은', 'daeun'],
  ['선우', 'sunwoo'],
  ['은서', 'eunseo'],
  ['연우', 'yeonwoo'],
  ['예린', 'yerin'],
  ['유준', 'yujun'],
  ['소율', 'soyul'],
];

export const storeAreas = [
  '강남역',
  '판교테크노밸리',
  '역삼',
  '선릉',
  '삼성동코엑스',
  '여의도IFC',
  '광화문',
  '종로3가',
  '명동',
  '홍대입구',
  '합정',
  '신촌',
  '잠실롯데월드몰',
  '건대입구',
  '성수',
  '압구정로데오',
  '청담',
  '서초',
  '양재',
  '분당정자',
  '수원광교',
  '일산라페스타',
  '부산서면',
  '해운대',
  '대구동성로',
  '대전둔산',
  '광주상무',
  '인천송도',
  '제주노형',
  '동탄센트럴파크',
] as const;

export const items = [
  '아메리카노',
  '카페라떼',
  '바닐라빈라떼',
  '콜드브루',
  '자몽허니블랙티',
  '딸기요거트블렌디드',
  '치즈케이크',
  '카라멜마키아또',
  '카푸치노',
  '에스프레소',
  '돌체라떼',
  '흑당라떼',
  '말차라떼',
  '초콜릿라떼',
  '복숭아아이스티',
  '레몬에이드',
  '청포도에이드',
  '유자민트티',
  '캐모마일',
  '얼그레이',
  '콜드브루라떼',
  '디카페인아메리카노',
  '티라미수',
  '버터크루아상',
  '플레인베이글',
  '블루베리머핀',
  '햄치즈샌드위치',
  '마카롱 세트',
  '클래식스콘',
  '망고패션프루트블렌디드',
] as const;

export const options = [
  '샷 추가',
  '바닐라 시럽 추가',
  '헤이즐넛 시럽 추가',
  '휘핑크림 추가',
  '저지방 우유 변경',
  '두유 변경',
  '오트밀크 변경',
  '얼음 적게',
  '사이즈 업(L)',
  '디카페인 변경',
  '연하게',
  '펄 추가',
] as const;

export const categories = ['커피', '콜드브루', '라떼', '티', '에이드', '블렌디드', '디저트', '베이커리', 'MD상품', '시즌 한정'] as const;

export const couponKinds = [
  '1잔 무료 쿠폰',
  '생일 축하 쿠폰',
  '신규가입 웰컴 쿠폰',
  '1,000원 할인 쿠폰',
  '사이즈업 쿠폰',
  '음료 20% 할인 쿠폰',
  '스탬프 12개 보상 쿠폰',
  '디저트 3,000원 할인 쿠폰',
  '블루 등급 감사 쿠폰',
] as const;

export const eventNames = [
  '신메뉴 출시 기념 이벤트',
  '앱 주문 스탬프 2배 적립',
  '친구 초대 이벤트',
  '시즌 한정 MD 증정',
  '홀리데이 e-프리퀀시',
  '출석체크 이벤트',
  '리뷰 작성 이벤트',
  '모바일 상품권 선물하기 이벤트',
  '첫 주문 웰컴 이벤트',
] as const;

export const promotionNames = [
  '1+1 프로모션',
  '모바일 상품권 10% 할인',
  '제휴카드 결제 할인',
  '모닝 커피 할인(오전 10시 이전)',
  '디저트 세트 할인',
  '선불카드 충전 보너스',
  '페이 결제 즉시 할인',
  '배달 주문 배달비 무료',
] as const;

/** The season a promotion is named after ('여름 …'). */
export const seasons = ['봄', '여름', '가을', '겨울', '연말'] as const;

export const bannerTitles = [
  '신메뉴 출시 안내',
  '시즌 한정 메뉴를 만나보세요',
  '앱 전용 혜택 모음',
  '기프티콘으로 마음을 전하세요',
  '멤버십 등급 혜택 안내',
  '선불카드 충전하고 스탬프 받기',
  '픽업 주문 오픈 안내',
  '구독 서비스 출시',
] as const;

export const boardTitles = [
  '개인정보처리방침 개정 안내',
  '시스템 정기 점검 안내',
  '멤버십 등급 정책 변경 안내',
  '스탬프 적립 기준 변경 안내',
  '연휴 매장 운영 시간 안내',
  '모바일 상품권 사용 방법 안내',
  '앱 업데이트 안내',
  '이용약관 변경 안내',
  '선불카드 환불 절차 안내',
  '매장 리뉴얼 오픈 안내',
  '쿠폰 유효기간 연장 안내',
  '고객센터 운영 시간 변경 안내',
] as const;

/** A board title's tag; none on some. */
export const boardTags = ['[공지] ', '[안내] ', ''] as const;

export const boardSentences = [
  '항상 저희 멤버십을 이용해 주시는 고객님께 감사드립니다.',
  '보다 나은 서비스 제공을 위해 아래와 같이 안내드립니다.',
  '변경된 내용은 공지일로부터 7일 후 적용됩니다.',
  '점검 시간에는 앱 주문 및 스탬프 적립이 일시 중단됩니다.',
  '자세한 내용은 앱 내 고객센터에서 확인하실 수 있습니다.',
  '이용에 불편을 드려 죄송합니다.',
] as const;

export const faqQuestions = [
  '스탬프는 어떻게 적립하나요?',
  '쿠폰 유효기간이 지나면 어떻게 되나요?',
  '멤버십 등급은 언제 변경되나요?',
  '선불카드 잔액 환불이 가능한가요?',
  '비밀번호를 잊어버렸어요.',
  '주문 취소는 어떻게 하나요?',
  '모바일 상품권을 선물할 수 있나요?',
  '회원 탈퇴는 어디서 하나요?',
  '픽업 주문은 언제 준비되나요?',
  '카드를 분실했어요. 어떻게 해야 하나요?',
  '영수증은 어디서 확인하나요?',
  '배달 주문 가능 지역이 궁금해요.',
] as const;

export const faqCategories = ['회원/가입', '스탬프', '쿠폰', '주문/결제', '선불카드', '모바일 상품권', '앱 이용', '기타'] as const;

export const roads: readonly (readonly [string, string])[] = [
  ['서울특별시 강남구', '테헤란로'],
  ['서울특별시 강남구', '강남대로'],
  ['경기도 성남시 분당구', '판교역로'],
  ['서울특별시 영등포구', '국제금융로'],
  ['서울특별시 종로구', '세종대로'],
  ['서울특별시 마포구', '양화로'],
  ['서울특별시 송파구', '올림픽로'],
  ['서울특별시 성동구', '왕십리로'],
  ['부산광역시 부산진구', '중앙대로'],
  ['대구광역시 중구', '동성로'],
  ['인천광역시 연수구', '컨벤시아대로'],
  ['제주특별자치도 제주시', '노형로'],
];

/** The team an admin id starts with ('mkt.minjun07'). */
export const adminTeams = ['hq', 'mkt', 'ops', 'cs'] as const;

export const mailDomains = ['naver.com', 'gmail.com', 'daum.net', 'kakao.com', 'hanmail.net'] as const;

export const keywords = ['아메리카노', '라떼', '디카페인', '시즌메뉴', '케이크', '콜드브루', '신메뉴', '기프티콘', '텀블러', '샌드위치'] as const;

export const messages = [
  '오늘 하루도 향긋한 커피와 함께하세요!',
  '주문하신 음료가 준비되었습니다.',
  '이번 주말 스탬프 2배 적립 이벤트를 놓치지 마세요.',
  '생일을 축하드립니다! 생일 쿠폰이 발급되었습니다.',
  '보유하신 쿠폰이 3일 후 만료됩니다.',
  '신메뉴가 출시되었어요. 지금 만나보세요.',
  '고객 요청으로 연락처를 변경함',
  '매장 방문 시 본인 확인 완료',
  '앱 재설치 후 로그인 문의',
] as const;

export const nicknameParts = [
  ['커피', '라떼', '아아', '달콤한', '새벽', '모닝', '포근한', '바닐라', '말차', '콜드브루'],
  ['요정', '러버', '중독', '하루', '산책', '한잔', '곰', '여행자', '마니아', '친구'],
] as const;

/** Coupons a marketing campaign gives a member. */
export const marketingCoupons = ['1,000원 할인 쿠폰', '사이즈업 쿠폰', '음료 20% 할인 쿠폰', '디저트 3,000원 할인 쿠폰'] as const;

export const cardCompanies = ['신한카드', '삼성카드', '현대카드', 'KB국민카드', '롯데카드', '하나카드', '우리카드', 'BC카드', 'NH농협카드'] as const;

export const departments = ['마케팅팀', '멤버십운영팀', '가맹사업팀', '고객만족팀', 'IT개발팀', '재무회계팀', '상품기획팀', '디지털전략팀'] as const;

export const companies = [
  '(주)한빛테크',
  '판교소프트(주)',
  '(주)그린물산',
  '미래에셋솔루션(주)',
  '(주)서울로지스',
  '누리헬스케어(주)',
  '(주)블루오션',
  '하늘건설(주)',
] as const;

export const allergens = ['우유', '대두', '밀', '우유, 대두', '우유, 밀, 계란', '없음'] as const;

/** Questions of a seeded survey. */
export const surveyQuestions = [
  '매장 방문 빈도는 어떻게 되십니까?',
  '가장 자주 주문하는 음료는 무엇입니까?',
  '앱 주문이 편리하다고 느끼십니까?',
  '신메뉴에 바라는 점을 적어주세요.',
  '직원 서비스에 만족하십니까?',
] as const;

/** A counsellor's memo on a member. */
export const memoTexts = [
  '고객 요청으로 연락처를 변경함',
  '매장 방문 시 본인 확인 완료',
  '앱 재설치 후 로그인 문의',
  '쿠폰 미발급 문의, 재발급 안내함',
  '선불카드 잔액 환불 절차 안내',
  '스탬프 적립 누락 문의, 주문 확인 후 처리',
] as const;

/** Why a stamp was given. */
export const stampReasons = ['음료 주문 적립', '이벤트 적립', '매장 방문 적립'] as const;

/** Notifications the app sent a member. */
export const memberAlerts = [
  '스탬프가 적립되었습니다.',
  '쿠폰이 발급되었습니다.',
  '주문하신 음료가 준비되었습니다.',
  '보유하신 쿠폰이 3일 후 만료됩니다.',
  '생일 축하 쿠폰이 도착했어요.',
] as const;
