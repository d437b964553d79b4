import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { channelChoices, choices, displayPeriod, f, idField, imageUrl, inUse, itemRef, linkUrl, regDt, screensOf, sortOrder, status } from '../fields';

/** 전시 관리 (area 02): banners, images, wording and search keywords of the app. */

const { content } = screensOf('display');

/** An image shown for a period, optionally linked (배너, 로딩 이미지, 메인 상단, 결제 배너, 팝업). */
interface BannerInput {
  name: string;
  menuCode: string;
  label: string;
  titleLabel: string;
  extra?: FieldDeclaration[];
  linked?: boolean;
}

export const bannerScreen = (area: ScreenDeclaration['area'], { name, menuCode, label, titleLabel, extra = [], linked = true }: BannerInput) =>
  screensOf(area).content({
    name,
    menuCode,
    label,
    fields: [
      idField(),
      f.text('title', titleLabel, { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'bannerTitle' }),
      ...extra,
      imageUrl(),
      ...(linked ? [linkUrl()] : []),
      ...displayPeriod(),
      status(),
      sortOrder(),
      regDt(),
    ],
  });

export const displayContents: ScreenDeclaration[] = [
  bannerScreen('display', {
    name: 'banner',
    menuCode: '0210',
    label: '배너 관리',
    titleLabel: '배너명',
    extra: [f.code('position', '노출 위치', '901', { filter: true, required: true })],
  }),
  bannerScreen('display', { name: 'loadingImg', menuCode: '0211', label: '로딩 이미지', titleLabel: '이미지명', linked: false }),
  bannerScreen('display', {
    name: 'mainTopImg',
    menuCode: '0218',
    label: '메인 상단 이미지',
    titleLabel: '이미지명',
    extra: [f.select('textColor', '글자 색상', choices({ LIGHT: '밝은 색', DARK: '어두운 색' }), { required: true })],
  }),
  content({
    name: 'note',
    menuCode: '0212',
    label: '유의사항 문구',
    fields: [
      idField(),
      f.select('channel', '적용 서비스', channelChoices, { filter: 'alwaysOn', required: true }),
      f.text('title', '제목', { filter: true, required: true, maxLength: 50, sample: 'boardTitle' }),
      f.longText('content', '문구 내용', { required: true, maxLength: 1000, sample: 'message' }),
      status(),
      sortOrder(),
      regDt(),
    ],
  }),
  content({
    name: 'deliveryRequest',
    menuCode: '0213',
    label: '배달 요청사항',
    fields: [
      idField(),
      f.select(
        'requestType',
        '요청 구분',
        choices({
          STORE: '매장 요청사항',
          RIDER: '배달 기사 요청사항',
        }),
        { filter: 'alwaysOn', required: true },
      ),
      f.text('content', '요청 문구', { filter: true, required: true, maxLength: 50, sample: 'message' }),
      inUse(),
      sortOrder(),
      regDt(),
    ],
  }),
  content({
    name: 'keyword',
    menuCode: '0215',
    label: '추천 검색어',
    fields: [
      idField(),
      f.text('keyword', '검색어', { filter: 'alwaysOn', required: true, maxLength: 20, sample: 'keyword' }),
      f.select('keywordType', '검색어 구분', choices({ RECOMMEND: '추천 검색어', POPULAR: '인기 검색어' }), { filter: true, required: true }),
      itemRef('연결 상품', { required: false, filter: false }),
      ...displayPeriod(),
      status(),
      sortOrder(),
      regDt(),
    ],
  }),
];
