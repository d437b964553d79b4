import { type MenuAuthEntry, type MenuGrant, normalizeGrant } from '@resources/menuGrants';
import { type AdminAccount, menuAuthOf, qaAdminIds, STORE_GROUP, STORE_OWNER_FLAGS, STORE_OWNER_MENU } from '../accounts';
import type { MockRecord, Tables } from './database';
import { formatDateTime, SEED_TODAY } from './generators';
import { departments } from './vocabulary';

/**
 * The settings area's seed (issue 14): the role groups with their default menu grants, the
 * generated accounts placed in them, the departments of /officeUser, the app versions in release
 * order with their apps, the green-cup deposit and the menus' default flags. Runs after the
 * screens, the menu and the accounts are seeded (mocks/db/seed.ts).
 */
type Flags = [0 | 1, 0 | 1, 0 | 1];
const FULL: Flags = [1, 1, 1];
const READ: Flags = [0, 0, 0];

interface GroupSeed {
  grpName: string;
  grpDesc: string;
  useYn?: 'Y' | 'N';
  /** Menu code prefixes (areas, groups or screens) and their flags; later entries win. */
  grant: 'every' | 'storeOwner' | Array<[string, Flags]>;
}

/** Group ids 1–4 are what the QA accounts' grpId stand for (1 head office … 4 store owners). */
const GROUPS: GroupSeed[] = [
  { grpName: '본사 관리자', grpDesc: '모든 메뉴의 등록·수정·삭제', grant: 'every' },
  { grpName: '조회 전용', grpDesc: '모든 메뉴 조회만 가능 (감사·협력사 점검용)', grant: [['', READ]] },
  {
    grpName: '마케팅',
    grpDesc: '마케팅·전시·푸시·게시판 운영, 회원·통계 조회',
    grant: [
      ['02', FULL],
      ['04', FULL],
      ['09', FULL],
      ['11', FULL],
      ['0701', READ],
      ['0704', READ],
      ['10', READ],
    ],
  },
  { grpName: '가맹점주', grpDesc: '자기 매장의 주문·정산·매장 정보', grant: 'storeOwner' },
  {
    grpName: 'CS',
    grpDesc: '고객센터: 회원 응대, 주문 조회, FAQ 관리',
    grant: [
      ['03', READ],
      ['07', READ],
      ['0701', [1, 1, 0]],
      ['0704', [0, 1, 0]],
      ['0709', FULL],
      ['1101', READ],
      ['1103', FULL],
      ['1104', FULL],
    ],
  },
  {
    grpName: '정산',
    grpDesc: '정산 처리와 매출 통계',
    grant: [
      ['06', FULL],
      ['10', READ],
      ['0501', READ],
    ],
  },
  {
    grpName: '상품·전시',
    grpDesc: '상품, 카테고리, 전시와 매장별 판매 제한',
    grant: [
      ['01', FULL],
      ['02', FULL],
    ],
  },
  {
    grpName: '시스템 관리',
    grpDesc: '기본 설정(계정, 권한, 메뉴, 코드, 앱 버전)',
    grant: [
      ['08', FULL],
      ['1101', READ],
    ],
  },
  { grpName: '외주 운영(종료)', grpDesc: '계약 종료로 사용하지 않는 그룹', useYn: 'N', grant: [['1101', READ]] },
];

const entry = (menuCd: string, [add, mod, del]: Flags): MenuAuthEntry => ({ menuCd, authAddYn: add, authModYn: mod, authDelYn: del });

/** The default grant of a seeded group, over the screens (leaves) of the menu. */
function grantOf(seed: GroupSeed, leaves: readonly string[], allCodes: readonly string[]): MenuGrant {
  if (seed.grant === 'every') return normalizeGrant({ accessMenu: [], menuAuth: allCodes.map((code) => entry(code, FULL)) }, allCodes);
  if (seed.grant === 'storeOwner') {
    const flags = STORE_OWNER_MENU.map((code) => {
      const own = STORE_OWNER_FLAGS[code];
      return entry(code, own ? [own.add, own.mod, own.del] : FULL);
    });
    return normalizeGrant({ accessMenu: STORE_OWNER_MENU, menuAuth: flags }, allCodes);
  }
  const flags = new Map<string, Flags>();
  for (const [prefix, given] of seed.grant) for (const code of leaves) if (code.startsWith(prefix)) flags.set(code, given);
  return normalizeGrant({ accessMenu: [...flags.keys()], menuAuth: [...flags].map(([code, given]) => entry(code, given)) }, allCodes);
}

const dayTime = (daysAgo: number, hour = 10) => formatDateTime(SEED_TODAY - daysAgo * 86_400_000 + hour * 3_600_000);

/** The groups; generated accounts spread over the role groups and take their group's grant. */
function seedGroups(tables: Tables, admins: AdminAccount[], leaves: readonly string[], allCodes: readonly string[]): void {
  const grants = GROUPS.map((seed) => grantOf(seed, leaves, allCodes));
  const roles = [1, 3, 5, 6, 7, 8, 2];
  admins
    .filter((admin) => !qaAdminIds.includes(admin.adminId) && admin.grpId !== STORE_GROUP)
    .forEach((admin, index) => {
      admin.grpId = roles[index % roles.length];
    });
  for (const admin of admins) {
    if (qaAdminIds.includes(admin.adminId)) continue;
    const grant = grants[admin.grpId - 1];
    admin.accessMenu = [...grant.accessMenu];
    admin.menuAuth = menuAuthOf(grant);
  }
  tables.group = {
    key: 'grpId',
    rows: GROUPS.map((seed, index) => ({
      grpId: index + 1,
      grpName: seed.grpName,
      grpDesc: seed.grpDesc,
      useYn: seed.useYn ?? 'Y',
      regDt: dayTime(400 - index * 20),
      ...grants[index],
    })),
  };
}

/** Departments of the head office; each office user belongs to one (`deptId`, `deptName` copied). */
function seedDepartments(tables: Tables): void {
  const rows = departments.map((deptName, index) => ({ deptId: index + 1, deptName, sortOrder: index + 1, useYn: 'Y', regDt: dayTime(500 - index) }));
  tables.department = { key: 'deptId', rows };
  for (const [index, user] of (tables.officeUser?.rows ?? []).entries()) {
    const dept = rows.find((row) => row.deptName === user.deptName) ?? rows[index % rows.length];
    Object.assign(user, { deptId: dept.deptId, deptName: dept.deptName });
  }
}

const RELEASES: Array<[string, string, 'Y' | 'N']> = [
  ['4.8.0', '모바일 주문 화면을 새롭게 디자인했습니다.', 'N'],
  ['4.8.1', '일부 기기에서 결제 완료 화면이 보이지 않던 문제를 고쳤습니다.', 'N'],
  ['4.9.0', '선물하기에 메시지 카드를 추가했습니다.', 'N'],
  ['5.0.0', '멤버십 등급 제도 개편에 맞춰 등급 화면을 바꿨습니다. 이전 버전은 더 이상 로그인할 수 없습니다.', 'Y'],
  ['5.0.1', '스탬프 적립 내역이 늦게 표시되던 문제를 고쳤습니다.', 'N'],
  ['5.1.0', '친환경 컵 보증금 반환 내역을 확인할 수 있습니다.', 'N'],
  ['5.1.2', '예약 주문 시간 선택 오류를 고쳤습니다.', 'N'],
  ['5.2.0', '선불카드 통합과 대표 카드 설정을 지원합니다.', 'N'],
  ['5.3.0', '보안 강화를 위해 간편 로그인 방식을 변경했습니다.', 'Y'],
  ['5.3.1', '쿠폰함 정렬과 알림 설정 화면을 개선했습니다.', 'N'],
];
const STORE_URLS = {
  AOS: 'https://play.google.com/store/apps/details?id=kr.co.beancoffee.membership',
  IOS: 'https://apps.apple.com/kr/app/beancoffee-membership/id1234567890',
} as const;
const APPS = {
  AOS: [
    ['빈커피 멤버십', 'kr.co.beancoffee.membership'],
    ['빈커피 멤버십 (원스토어)', 'kr.co.beancoffee.membership.onestore'],
  ],
  IOS: [['빈커피 멤버십', 'kr.co.beancoffee.Membership']],
} as const;

/** Both apps released in order (AOS a day before iOS, about a month apart), with their apps. */
function seedAppVersions(tables: Tables): void {
  const versions: MockRecord[] = [];
  const apps: MockRecord[] = [];
  RELEASES.forEach(([appVersion, releaseNote, forceYn], index) => {
    for (const osType of ['AOS', 'IOS'] as const) {
      const id = versions.length + 1;
      const regDt = dayTime((RELEASES.length - index) * 30 - (osType === 'IOS' ? 1 : 0), 14);
      versions.push({ id, osType, appVersion, forceYn, storeUrl: STORE_URLS[osType], releaseNote, regId: 'hq.master', regDt });
      for (const [appName, bundleId] of APPS[osType])
        apps.push({ appId: apps.length + 1, versionId: String(id), appName, bundleId, regId: 'hq.master', regDt });
    }
  });
  tables.appVersion = { key: 'id', rows: versions.reverse() };
  tables.appVersionApp = { key: 'appId', rows: apps };
}

/** The menus' default flags (what an account whose grant does not list a menu gets), and the green-cup deposit. */
function seedSettingsRows(tables: Tables): void {
  for (const row of tables.menu?.rows ?? []) Object.assign(row, { authAddYn: 1, authModYn: 1, authDelYn: 1 });
  for (const row of tables.code?.rows ?? []) row.codeDesc = row.upCodeId ? null : `${String(row.codeName)} 코드 그룹`;
  tables.greenDeposit = { key: 'id', rows: [{ id: 1, depositAmt: 300, modId: 'hq.master', modDt: dayTime(60) }] };
}

export function seedSettings(tables: Tables, admins: AdminAccount[], allCodes: readonly string[]): void {
  const parents = new Set((tables.menu?.rows ?? []).map((row) => row.upMenuCd));
  const leaves = (tables.menu?.rows ?? []).map((row) => String(row.menuCd)).filter((code) => !parents.has(code));
  seedGroups(tables, admins, leaves, allCodes);
  seedDepartments(tables);
  seedAppVersions(tables);
  seedSettingsRows(tables);
}
