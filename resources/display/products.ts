import type { Choice, FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { channelChoices, choices, couponTypeRef, displayPeriod, f, idField, imageUrl, itemRef, regDt, screensOf, sortOrder, status } from '../fields';
import { bannerScreen } from './banners';

/** 전시 관리 (area 02): what the app shows in which order, per channel and per tab. */

const { content, display } = screensOf('display');

const markYn = (source: string, label: string) => f.yn(source, label, { filter: true, choices: choices({ Y: '표시', N: '미표시' }) });

/** 픽업/배달/구독/메뉴 소개 전시: products listed per category tab, reordered within the tab. */
const productDisplay = (name: string, menuCode: string, label: string, product: FieldDeclaration = itemRef()) =>
  display({
    name,
    menuCode,
    label,
    orderGroup: 'categoryCd',
    fields: [
      idField(),
      f.code('categoryCd', '전시 카테고리', '904', { filter: 'alwaysOn', required: true }),
      product,
      f.text('dispName', '전시 상품명', { filter: true, required: true, maxLength: 50, sample: 'itemName' }),
      markYn('newYn', '신메뉴 표시'),
      markYn('bestYn', '인기 표시'),
      status(),
      sortOrder(),
      regDt(),
    ],
  });

/** 선물하기 전시: gift products listed per tab of the gift shop. */
const giftDisplay = (name: string, menuCode: string, label: string, product: FieldDeclaration, tabs: Choice[]) =>
  display({
    name,
    menuCode,
    label,
    orderGroup: 'tabCd',
    fields: [
      idField(),
      f.select('tabCd', '전시 탭', tabs, { filter: 'alwaysOn', required: true }),
      product,
      f.text('dispName', '전시명', { filter: true, required: true, maxLength: 50, sample: 'itemName' }),
      ...displayPeriod(),
      status(),
      sortOrder(),
      regDt(),
    ],
  });

export const productDisplays: ScreenDeclaration[] = [
  productDisplay('pickupDp', '0201', '픽업 전시'),
  productDisplay('deliveryDp', '0202', '배달 전시'),
  productDisplay('subscribeDp', '0203', '구독 전시', f.reference('subsId', '구독 상품', 'subscribe', 'subsName', { filter: true, required: true })),
  productDisplay('menuIntroDp', '0216', '메뉴 소개 전시', f.reference('introId', '소개 메뉴', 'menuIntroItem', 'introName', { filter: true, required: true })),
  giftDisplay(
    'giftCouponItemDp',
    '020401',
    '모바일 상품권 전시',
    f.reference('giftItemId', '상품권 상품', 'giftCouponItemManage', 'giftName', { filter: true, required: true }),
    choices({ BEST: '인기', COFFEE: '커피·음료', DESSERT: '디저트 세트', AMOUNT: '금액권' }),
  ),
  giftDisplay(
    'giftCardItemDp',
    '020403',
    '기프트카드 전시',
    f.reference('cardImgId', '카드 디자인', 'giftCardImg', 'title', { filter: true, required: true }),
    choices({ NEW: '신규 디자인', SEASON: '시즌 한정', BASIC: '상시 디자인' }),
  ),
  content({
    name: 'paymentCouponDp',
    menuCode: '021701',
    label: '결제 쿠폰 전시',
    fields: [
      idField(),
      couponTypeRef(),
      f.text('dispName', '노출 쿠폰명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'couponName' }),
      f.text('dispText', '안내 문구', { column: false, maxLength: 100, sample: 'message' }),
      ...displayPeriod(),
      status(),
      sortOrder(),
      regDt(),
    ],
  }),
  bannerScreen('display', {
    name: 'paymentBannerDp',
    menuCode: '021702',
    label: '결제 배너 전시',
    titleLabel: '배너명',
    extra: [f.select('channel', '노출 서비스', channelChoices, { filter: true, required: true })],
  }),
  content({
    name: 'giftMainRecommand',
    menuCode: '020405',
    label: '선물하기 메인 추천',
    fields: [
      idField(),
      f.text('title', '추천 제목', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'bannerTitle' }),
      f.reference('giftItemId', '추천 상품권', 'giftCouponItemManage', 'giftName', { filter: true, required: true }),
      imageUrl('추천 이미지', { required: false }),
      ...displayPeriod(),
      status(),
      sortOrder(),
      regDt(),
    ],
  }),
  content({
    name: 'giftMsgCard',
    menuCode: '020407',
    label: '선물 메시지 카드',
    fields: [
      idField(),
      f.text('cardName', '카드명', { filter: 'alwaysOn', required: true, maxLength: 30, sample: 'bannerTitle' }),
      f.select(
        'occasion',
        '카드 분류',
        choices({
          BIRTHDAY: '생일',
          THANKS: '감사',
          LOVE: '사랑',
          CHEER: '응원',
        }),
        { filter: true, required: true },
      ),
      f.longText('defaultMsg', '기본 메시지', { required: true, maxLength: 200, sample: 'message' }),
      imageUrl('카드 이미지'),
      status(),
      sortOrder(),
      regDt(),
    ],
  }),
  display({
    name: 'category',
    menuCode: '0206',
    label: '카테고리 전시',
    fields: [
      idField(),
      f.select('channel', '서비스', channelChoices, { filter: 'alwaysOn', required: true }),
      f.code('categoryCd', '카테고리', '904', { filter: true, required: true }),
      f.text('dispName', '노출 카테고리명', { required: true, maxLength: 20, sample: 'categoryName' }),
      imageUrl('아이콘', { required: false }),
      status(),
      sortOrder(),
      regDt(),
    ],
  }),
  display({
    name: 'recomDp',
    menuCode: '0209',
    label: '추천 상품 전시',
    fields: [
      idField(),
      f.select(
        'recomType',
        '추천 구분',
        choices({
          TODAY: '오늘의 추천',
          SEASON: '시즌 메뉴',
          BEST: '인기 메뉴',
        }),
        { filter: 'alwaysOn', required: true },
      ),
      itemRef(),
      f.text('recomText', '추천 문구', { maxLength: 50, sample: 'message' }),
      ...displayPeriod(),
      status(),
      sortOrder(),
      regDt(),
    ],
  }),
];
