import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { categoryScreen, displayStatusChoices } from './fields';

/** Board (게시판, area 11): the model area every other declaration follows. */

const postFields = (kindLabel: string): FieldDeclaration[] => [
  { source: 'id', label: '번호', kind: 'number', column: true, input: false },
  { source: 'title', label: '제목', kind: 'text', column: true, filter: 'alwaysOn', required: true, maxLength: 100, sample: 'boardTitle' },
  { source: 'content', label: `${kindLabel} 내용`, kind: 'richText', required: true, sample: 'boardHtml' },
  { source: 'topYn', label: '상단 고정', kind: 'yn', column: true, filter: true, choices: [{ id: 'Y', name: '고정' }, { id: 'N', name: '일반' }] },
  { source: 'status', label: '노출 상태', kind: 'select', column: true, filter: true, required: true, choices: displayStatusChoices },
  { source: 'dispStartDt', label: '게시 시작일', kind: 'date', column: true, filter: 'range', rangeEnd: 'dispEndDt', required: true },
  { source: 'dispEndDt', label: '게시 종료일', kind: 'date', column: true, required: true },
  { source: 'attachments', label: '첨부파일', kind: 'attachments' },
  { source: 'sortOrder', label: '순서', kind: 'number', column: true, input: false },
  { source: 'viewCnt', label: '조회수', kind: 'number', column: true, input: false },
  { source: 'regId', label: '등록자', kind: 'text', column: true, input: false, sample: 'adminId' },
  { source: 'regDt', label: '등록일', kind: 'dateTime', column: true, input: false },
];

const postActions: ScreenDeclaration['actions'] = ['create', 'edit', 'delete', 'status', 'order', 'excel'];

/** A board post screen (공지사항, 이용안내): content v1, ordered, with a display status. */
const postScreen = (name: string, menuCode: string, label: string, kindLabel: string): ScreenDeclaration => ({
  name,
  menuCode,
  area: 'board',
  label,
  api: { family: 'contentV1', type: name },
  fields: postFields(kindLabel),
  actions: postActions,
  statusChoices: displayStatusChoices,
  sort: { field: 'sortOrder', order: 'ASC' },
});

export const board: ScreenDeclaration[] = [
  postScreen('notice', '1101', '공지사항', '공지'),
  postScreen('guide', '1102', '이용안내', '안내'),
  categoryScreen({ name: 'faqCategory', menuCode: '1103', area: 'board', label: 'FAQ 분류', categoryCode: '900', nameLabel: '분류명', sample: 'faqCategory' }),
  {
    name: 'faq',
    menuCode: '1104',
    area: 'board',
    label: '자주 묻는 질문',
    api: { family: 'contentV1', type: 'faq' },
    fields: [
      { source: 'id', label: '번호', kind: 'number', column: true, input: false },
      { source: 'faqCategory', label: '분류', kind: 'code', codeGroup: '900', column: true, filter: 'alwaysOn', required: true },
      { source: 'title', label: '질문', kind: 'text', column: true, filter: 'alwaysOn', required: true, maxLength: 200, sample: 'faqQuestion' },
      { source: 'content', label: '답변', kind: 'richText', required: true, sample: 'boardHtml' },
      { source: 'status', label: '노출 상태', kind: 'select', column: true, filter: true, required: true, choices: displayStatusChoices },
      { source: 'sortOrder', label: '순서', kind: 'number', column: true, input: false },
      { source: 'regId', label: '등록자', kind: 'text', column: true, input: false, sample: 'adminId' },
      { source: 'regDt', label: '등록일', kind: 'dateTime', column: true, input: false },
    ],
    actions: postActions,
    statusChoices: displayStatusChoices,
    sort: { field: 'sortOrder', order: 'ASC' },
  },
];
