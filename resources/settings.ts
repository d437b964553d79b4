import type { ScreenDeclaration } from '@/declarations/types';
import { APPROVAL_RULES, APPROVAL_TASKS } from './approvalRules';
import { choices, count, f, idField, inUse, listPeriod, osChoices, person, regDt, screensOf, searchDate, serverMade, sortOrder } from './fields';

/** 기본 설정 (area 08): app versions, common codes, menus, admin accounts and groups. */

const { content, manage, search } = screensOf('settings');

const menuFlagChoices = [
  { id: 1, name: '허용' },
  { id: 0, name: '없음' },
];

const mobile = (source: string, label: string) => f.phone(source, label, { required: true, validate: ['mobile'], sample: 'phone' });
const email = (source: string, label: string) => f.email(source, label, { required: true, validate: ['email'], sample: 'email' });

export const settings: ScreenDeclaration[] = [
  content({
    name: 'appVersion',
    menuCode: '0801',
    label: '앱 버전 관리',
    family: 'appVersion',
    actions: ['create', 'edit', 'show'],
    fields: [
      idField(),
      f.select('osType', '운영체제', osChoices, { filter: 'alwaysOn', required: true }),
      f.text('appVersion', '버전', { filter: true, required: true, createOnly: true, validate: ['appVersion'], maxLength: 20, sample: 'appVersion' }),
      f.yn('forceYn', '강제 업데이트', { filter: true, required: true, initial: 'N', choices: choices({ Y: '강제', N: '선택' }) }),
      f.text('storeUrl', '스토어 주소', { column: false, validate: ['storeUrl'], maxLength: 300, sample: 'url' }),
      f.longText('releaseNote', '업데이트 내용', { maxLength: 1000, sample: 'message' }),
      regDt(),
    ],
  }),
  content({
    name: 'code',
    menuCode: '0802',
    label: '공통 코드 관리',
    family: 'code',
    primaryKey: 'codeId',
    history: true,
    // Deleting goes through the content check (CodeActions), not the generic 삭제.
    actions: ['create', 'edit', 'order'],
    fields: [
      f.text('codeId', '코드', { filter: 'alwaysOn', createOnly: true, required: true, maxLength: 10 }),
      f.text('codeName', '코드명', { filter: 'alwaysOn', required: true, maxLength: 50 }),
      f.text('upCodeId', '상위 코드', { filter: true, maxLength: 10 }),
      f.longText('codeDesc', '설명', { maxLength: 200 }),
      inUse(),
      sortOrder(),
      regDt(),
    ],
  }),
  content({
    name: 'menu',
    menuCode: '0803',
    label: '메뉴 관리',
    family: 'menu',
    primaryKey: 'menuId',
    history: true,
    actions: ['edit'],
    fields: [
      f.number('menuId', '메뉴 번호', serverMade),
      f.text('menuCd', '메뉴 코드', { filter: 'alwaysOn', input: false }),
      f.text('menuTitle', '메뉴명', { filter: 'alwaysOn', required: true, maxLength: 30 }),
      f.text('menuUrl', '화면 주소', { maxLength: 100 }),
      f.text('menuIcon', '아이콘', { maxLength: 30 }),
      inUse('노출 여부'),
      f.select('authAddYn', '기본 등록 권한', menuFlagChoices, { column: false }),
      f.select('authModYn', '기본 수정 권한', menuFlagChoices, { column: false }),
      f.select('authDelYn', '기본 삭제 권한', menuFlagChoices, { column: false }),
      f.number('sortOrder', '순서', { required: true, min: 1 }),
    ],
    sort: { field: 'menuId', order: 'ASC' },
  }),
  content({
    name: 'user',
    menuCode: '0804',
    label: '관리자 계정',
    family: 'admin',
    type: 'admin',
    primaryKey: 'adminId',
    history: true,
    grantHistory: true,
    actions: ['create', 'edit', 'delete'],
    sort: { field: 'regDt', order: 'DESC' },
    fields: [
      f.text('adminId', '아이디', {
        filter: 'alwaysOn',
        createOnly: true,
        required: true,
        validate: ['adminId'],
        maxLength: 30,
        sample: 'adminId',
      }),
      person('adminName', '이름', { filter: 'alwaysOn', required: true, maxLength: 20 }),
      f.reference('grpId', '권한 그룹', 'group', 'grpName', { filter: true, required: true }),
      mobile('adminHp', '휴대폰 번호'),
      email('adminEmail', '이메일'),
      inUse(),
      f.dateTime('lastLoginDt', '최근 접속일시', serverMade),
      regDt(),
    ],
  }),
  content({
    name: 'group',
    menuCode: '0805',
    label: '권한 그룹',
    family: 'group',
    primaryKey: 'grpId',
    actions: ['create', 'edit', 'delete'],
    fields: [
      f.number('grpId', '그룹 번호', serverMade),
      f.text('grpName', '그룹명', { filter: 'alwaysOn', required: true, maxLength: 30 }),
      f.longText('grpDesc', '설명', { maxLength: 200 }),
      count('adminCnt', '소속 관리자 수', serverMade),
      inUse(),
      regDt(),
    ],
    sort: { field: 'grpId', order: 'ASC' },
  }),
  content({
    name: 'frequently',
    menuCode: '0806',
    label: '자주 쓰는 문구',
    fields: [
      idField(),
      f.select(
        'category',
        '문구 구분',
        choices({
          CS: '고객 상담',
          SEND: '발송 문구',
          NOTICE: '안내 문구',
        }),
        { filter: 'alwaysOn', required: true },
      ),
      f.text('title', '제목', { filter: true, required: true, maxLength: 50, sample: 'boardTitle' }),
      f.longText('content', '문구 내용', { required: true, maxLength: 1000, sample: 'message' }),
      inUse(),
      sortOrder(),
      regDt(),
    ],
  }),
  manage({
    name: 'officeUser',
    menuCode: '0807',
    label: '본사 임직원',
    fields: [
      idField(),
      f.text('empNo', '사번', { filter: 'alwaysOn', required: true, maxLength: 20 }),
      person('empName', '이름', { filter: 'alwaysOn', required: true, maxLength: 20 }),
      f.number('deptId', '부서', { column: false, required: true }),
      f.text('deptName', '부서명', { filter: true, input: false, maxLength: 30 }),
      mobile('empHp', '휴대폰 번호'),
      email('empEmail', '이메일'),
      inUse('재직 여부', choices({ Y: '재직', N: '퇴직' })),
      regDt(),
    ],
  }),
  // 개인정보 접속기록 (issue 34): written by the server only, read-only, kept 2 years (docs/api.md "Access log")
  search({
    name: 'accessLog',
    menuCode: '0820',
    label: '개인정보 접속기록',
    primaryKey: 'logId',
    actions: ['excel'],
    period: listPeriod('logDt', 'week'),
    sort: { field: 'logId', order: 'DESC' },
    fields: [
      f.number('logId', '번호', { ...serverMade, column: false }),
      searchDate('logDt', '일시'),
      f.text('adminId', '관리자 ID', { filter: 'alwaysOn', input: false, sample: 'adminId' }),
      f.text('adminName', '관리자명', { input: false }),
      f.text('ip', '접속 IP', { input: false }),
      f.text('subject', '정보주체', { input: false }),
      f.select('action', '수행업무', choices({ 조회: '조회', 열람: '열람', 입력: '입력', 변경: '변경', 삭제: '삭제', 다운로드: '다운로드' }), {
        filter: 'alwaysOn',
        input: false,
      }),
      f.text('menuName', '화면', { input: false }),
      f.text('reason', '사유', { input: false }),
      f.text('memberNos', '회원번호', { filter: 'alwaysOn', column: false, input: false, sample: 'memberId' }),
    ],
  }),
  // 권한 변경 이력 (issue 34 item 3): written by the server as grants change, read-only, kept 3 years
  search({
    name: 'authLog',
    menuCode: '0821',
    label: '권한 변경 이력',
    actions: [],
    period: listPeriod('regDt', 'month'),
    sort: { field: 'regDt', order: 'DESC' },
    fields: [
      searchDate('regDt', '일시'),
      f.text('adminId', '관리자 ID', { filter: 'alwaysOn', input: false }),
      f.text('targetId', '대상 계정', { filter: 'alwaysOn', input: false }),
      f.text('targetName', '대상 이름', { input: false }),
      f.select('authType', '구분', choices({ 등록: '등록', 수정: '수정', 삭제: '삭제', 복제: '복제', '그룹 권한': '그룹 권한', '메뉴 권한': '메뉴 권한' }), {
        input: false,
      }),
      f.longText('beforeText', '변경 전', { column: true, input: false }),
      f.longText('afterText', '변경 후', { column: true, input: false }),
    ],
  }),
  // 결재함 (issue 37 item 2): requests for the actions over a threshold (resources/approvalRules.ts);
  // written by the server as they are requested, approved or rejected, never edited (docs/api.md "Approval")
  search({
    name: 'approval',
    menuCode: '0822',
    label: '결재함',
    primaryKey: 'approvalId',
    actions: ['show'],
    period: listPeriod('reqDt', 'month'),
    sort: { field: 'approvalId', order: 'DESC' },
    fields: [
      f.number('approvalId', '번호', { ...serverMade, column: false }),
      searchDate('reqDt', '요청일시'),
      f.text('reqAdminText', '요청자', { input: false }),
      f.select('task', '업무', choices(Object.fromEntries(APPROVAL_TASKS.map((task) => [task, APPROVAL_RULES[task].label]))), {
        filter: true,
        input: false,
      }),
      f.text('targetName', '대상', { input: false }),
      f.text('amountText', '금액·수량', { input: false }),
      f.text('reason', '사유', { input: false }),
      f.select('state', '상태', choices({ 대기: '대기', 승인: '승인', 반려: '반려' }), { filter: 'alwaysOn', input: false }),
    ],
  }),
];
