import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { categoryScreen, choices, f, idField, period, regDt, regId, screensOf, serverMade, sortOrder, status } from './fields';

/** Board (게시판, area 11): the model area every other declaration follows. */

const { content } = screensOf('board');

const postFields = (kindLabel: string): FieldDeclaration[] => [
  idField(),
  f.text('title', '제목', { filter: 'alwaysOn', required: true, maxLength: 100, sample: 'boardTitle' }),
  f.richText('content', `${kindLabel} 내용`, { required: true, sample: 'boardHtml' }),
  f.yn('topYn', '상단 고정', { filter: true, choices: choices({ Y: '고정', N: '일반' }) }),
  status(),
  ...period('게시 시작일', '게시 종료일', { start: 'dispStartDt', end: 'dispEndDt' }),
  f.attachments('attachments', '첨부파일'),
  sortOrder(),
  f.number('viewCnt', '조회수', serverMade),
  regId(),
  regDt(),
];

/** A board post screen (공지사항, 이용안내): content v1, ordered, with a display status. */
const postScreen = (name: string, menuCode: string, label: string, kindLabel: string) =>
  content({ name, menuCode, label, fields: postFields(kindLabel), extraActions: ['excel'] });

export const board: ScreenDeclaration[] = [
  postScreen('notice', '1101', '공지사항', '공지'),
  postScreen('guide', '1102', '이용안내', '안내'),
  categoryScreen({ name: 'faqCategory', menuCode: '1103', area: 'board', label: 'FAQ 분류', categoryCode: '900', nameLabel: '분류명', sample: 'faqCategory' }),
  content({
    name: 'faq',
    menuCode: '1104',
    label: '자주 묻는 질문',
    fields: [
      idField(),
      f.code('faqCategory', '분류', '900', { filter: 'alwaysOn', required: true }),
      f.text('title', '질문', { filter: 'alwaysOn', required: true, maxLength: 200, sample: 'faqQuestion' }),
      f.richText('content', '답변', { required: true, sample: 'boardHtml' }),
      status(),
      sortOrder(),
      regId(),
      regDt(),
    ],
    extraActions: ['excel'],
  }),
];
