import type { ApiFamily } from '@/declarations/types';
import type { RouteTable } from '@/providers/dataProvider/routes';
import { adminRoutes } from '@/providers/dataProvider/families/admin';
import { badIssueStampRoutes } from '@/providers/dataProvider/families/badIssueStamp';
import { codeRoutes } from '@/providers/dataProvider/families/code';
import { contentV1Routes, contentV2Routes } from '@/providers/dataProvider/families/content';
import { eDreamSetRoutes, eventStandardRoutes } from '@/providers/dataProvider/families/eDream';
import { fileRoutes } from '@/providers/dataProvider/families/files';
import { memberRoutes } from '@/providers/dataProvider/families/member';
import { offlineGiftCardRoutes } from '@/providers/dataProvider/families/offlineGiftCard';
import { otherRoutes } from '@/providers/dataProvider/families/others';
import { prepayCardRoutes } from '@/providers/dataProvider/families/prepayCard';
import { restRoutes } from '@/providers/dataProvider/families/rest';
import { appVersionRoutes, groupRoutes, menuRoutes } from '@/providers/dataProvider/families/settings';
import { screens } from '@resources/registry';

/**
 * The calls of spec §7 as the console's route tables name them ('member.updateName'), and which
 * of them a recorded request (`PUT /api/member/C0001/name`) is. The call-coverage check
 * (tests/coverage/calls.check.ts) proves with it that every call is sent by a screen.
 */

/** The auth calls are made by the authProvider and the account pages, not through a route table. */
export const authRoutes = {
  signin: 'POST auth/signin',
  sendSms: 'POST auth/sendSms',
  signout: 'GET auth/signout',
  refresh: 'GET auth/refresh',
  profile: 'PUT auth/profile',
  pwdChange: 'POST auth/pwdChange',
  pwdChangePass: 'POST auth/pwdChangePass',
} as const satisfies RouteTable;

/** Each route table with the family whose declared `{type}`s fill its `{type}` placeholder. */
const tables: ReadonlyArray<{ name: string; routes: RouteTable; family?: ApiFamily }> = [
  { name: 'auth', routes: authRoutes },
  { name: 'menu', routes: menuRoutes },
  { name: 'code', routes: codeRoutes },
  { name: 'file', routes: fileRoutes },
  { name: 'member', routes: memberRoutes },
  { name: 'contentV1', routes: contentV1Routes, family: 'contentV1' },
  // the second variant's own calls; the first variant's under it are counted once, above
  {
    name: 'contentV2',
    routes: { detail: contentV2Routes.detail, deleteList: contentV2Routes.deleteList, orderSub: contentV2Routes.orderSub },
    family: 'contentV2',
  },
  { name: 'rest', routes: restRoutes, family: 'rest' },
  { name: 'admin', routes: adminRoutes },
  { name: 'prepayCard', routes: prepayCardRoutes },
  { name: 'group', routes: groupRoutes },
  { name: 'appVersion', routes: appVersionRoutes },
  { name: 'badIssueStamp', routes: badIssueStampRoutes },
  { name: 'eDreamSet', routes: eDreamSetRoutes },
  { name: 'eventStandard', routes: eventStandardRoutes },
  { name: 'other', routes: otherRoutes },
  { name: 'offlineGiftCard', routes: offlineGiftCardRoutes },
];

export interface CatalogueCall {
  /** 'member.updateName' */
  key: string;
  method: string;
  /** 'member/{id}/name' */
  template: string;
  /** Matches a request path without the /api prefix. */
  patterns: RegExp[];
  /** Literal characters of the template ({type} counted as a placeholder): the most specific call wins. */
  specificity: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A placeholder named `id` matches a segment holding a digit (record keys: 12, C000123, ST0001)
 * and `statistic`/`url` a word without digits, so `GET {type}/{id}` and `GET {type}/{statistic}`
 * stay apart; `path` spans segments and ends
 * in 'download' (the file download call); any other placeholder is one segment.
 */
function placeholderPattern(name: string): string {
  if (name === 'id') return '[^/]*\\d[^/]*';
  if (name === 'statistic' || name === 'url') return '[A-Za-z_-]+'; // a word, never a record key
  if (name === 'path') return '.+download'; // a file download (dashboard/download); other POSTs are not one
  return '[^/]+';
}

function patternsOf(template: string, types: readonly string[]): RegExp[] {
  const build = (type?: string) =>
    new RegExp(
      `^${template
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          if (name === 'type' && type !== undefined) return escape(type);
          return placeholderPattern(name);
        })
        .join('')}$`,
    );
  return template.includes('{type}') ? types.map(build) : [build()];
}

const typesOf = (family: ApiFamily) => [...new Set(screens.filter((screen) => screen.api.family === family).map((screen) => screen.api.type ?? screen.name))];

export const catalogue: readonly CatalogueCall[] = tables.flatMap(({ name, routes, family }) =>
  Object.entries(routes).map(([key, spec]) => {
    const space = spec.indexOf(' ');
    const template = spec.slice(space + 1);
    return {
      key: `${name}.${key}`,
      method: spec.slice(0, space),
      template,
      patterns: patternsOf(template, family ? typesOf(family) : []),
      specificity: template.replace(/\{\w+\}/g, '').length,
    };
  }),
);

/** The catalogue calls a request is: the most specific templates it matches (none for /api/mock/…). */
export function callsOf(method: string, path: string): string[] {
  const relative = path.replace(/^\/api\//, '');
  const matching = catalogue.filter((call) => call.method === method && call.patterns.some((pattern) => pattern.test(relative)));
  const best = Math.max(-1, ...matching.map((call) => call.specificity));
  return matching.filter((call) => call.specificity === best).map((call) => call.key);
}
