import type { FieldDeclaration } from '@/declarations/types';
import type { MockRecord } from './database';
import type { Random } from './random';
import * as vocab from './vocabulary';

/**
 * Korean sample generators (a declaration's `sample` names one) and the fallback value of a
 * field by its kind and, for text, by its source name. All values come from the given Random.
 */
export type SampleValue = string | number;
export type Generator = (r: Random) => SampleValue;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const DAY = 86_400_000;
const YEAR_START = Date.UTC(2026, 0, 1);
/** The last seeded day: data reads as "up to yesterday" for a console opened late in 2026. */
export const SEED_TODAY = Date.UTC(2026, 10, 20);

export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A moment of 2026 between `from` and `to` (ms), during opening hours. */
function momentBetween(r: Random, from: number, to: number): number {
  const day = Math.floor(from / DAY) + r.int(0, Math.max(0, Math.floor((to - from) / DAY)));
  return day * DAY + r.int(7 * 3600, 22 * 3600) * 1000;
}

export function person(r: Random): { name: string; roman: string } {
  const [given, roman] = r.pick(vocab.givenNames);
  return { name: r.pick(vocab.surnames) + given, roman };
}

/** Member ids are `100001`… so a text field naming a member can point at a seeded member. */
export const memberIdAt = (index: number) => String(100001 + index);

const phone: Generator = (r) => `010-${r.int(2, 9)}${r.digits(3)}-${r.digits(4)}`;

export const generators = {
  personName: (r) => person(r).name,
  storeName: (r) => `${r.pick(vocab.storeAreas)}점`,
  itemName: (r) => r.pick(vocab.items),
  optionName: (r) => r.pick(vocab.options),
  categoryName: (r) => r.pick(vocab.categories),
  couponName: (r) => (r.chance(0.4) ? `${r.pick(vocab.items)} ${r.pick(vocab.couponKinds)}` : r.pick(vocab.couponKinds)),
  eventName: (r) => `${r.int(1, 12)}월 ${r.pick(vocab.eventNames)}`,
  promotionName: (r) => `${r.pick(vocab.seasons)} ${r.pick(vocab.promotionNames)}`,
  bannerTitle: (r) => r.pick(vocab.bannerTitles),
  boardTitle: (r) => `${r.pick(vocab.boardTags)}${r.pick(vocab.boardTitles)}`,
  boardHtml: (r) =>
    `<p>안녕하세요. 멤버십 운영팀입니다.</p><p>${r.pick(vocab.boardSentences)}</p>` +
    `<ul><li>적용 일시: 2026년 ${r.int(1, 12)}월 ${r.int(1, 28)}일</li><li>대상: 전체 회원</li></ul>` +
    `<p><strong>${r.pick(vocab.boardSentences)}</strong></p><p>감사합니다.</p>`,
  faqQuestion: (r) => r.pick(vocab.faqQuestions),
  faqCategory: (r) => r.pick(vocab.faqCategories),
  adminId: (r) => `${r.pick(vocab.adminTeams)}.${person(r).roman}${r.digits(2)}`,
  memberId: (r) => memberIdAt(r.int(0, 24)),
  cardNo: (r) => `9410${r.digits(12)}`,
  address: (r) => {
    const [city, road] = r.pick(vocab.roads);
    return `${city} ${road} ${r.int(1, 400)}${r.chance(0.3) ? `, ${r.int(1, 15)}층` : ''}`;
  },
  phone,
  email: (r) => `${person(r).roman}${r.digits(2)}@${r.pick(vocab.mailDomains)}`,
  keyword: (r) => r.pick(vocab.keywords),
  amount: (r) => r.int(10, 500) * 100,
  count: (r) => r.int(0, 500),
  percent: (r) => r.pick([5, 10, 15, 20, 25, 30, 40, 50]),
  bizNo: (r) => `${r.int(100, 899)}${r.int(10, 99)}${r.digits(5)}`,
  couponCode: (r) => `${r.int(1, 9)}${r.digits(r.chance(0.5) ? 14 : 15)}`,
  url: (r) => `https://m.beancoffee.co.kr/event/${r.int(1000, 9999)}`,
  imageUrl: (r) => `/api/mock/image/${r.int(1, 24)}`,
  appVersion: (r) => `${r.int(3, 5)}.${r.int(0, 9)}.${r.int(0, 20)}`,
  message: (r) => r.pick(vocab.messages),
  orderNo: (r) => `2026${pad(r.int(1, 11))}${pad(r.int(1, 28))}${r.digits(6)}`,
  nickname: (r) => `${r.pick(vocab.nicknameParts[0])}${r.pick(vocab.nicknameParts[1])}${r.int(1, 999)}`,
  // beyond the declared vocabulary: what the source-name guesses need
  serialNo: (r) => `${r.int(1, 9)}${r.digits(9)}`,
  eventCode: (r) => `EV2026${r.digits(4)}`,
  time: (r) => `${pad(r.int(6, 23))}:${r.pick(['00', '30'])}`,
  openTime: (r) => `${pad(r.int(6, 9))}:${r.pick(['00', '30'])}`,
  closeTime: (r) => `${pad(r.int(20, 23))}:${r.pick(['00', '30'])}`,
  cardCompany: (r) => r.pick(vocab.cardCompanies),
  department: (r) => r.pick(vocab.departments),
  companyName: (r) => r.pick(vocab.companies),
  allergens: (r) => r.pick(vocab.allergens),
} satisfies Record<string, Generator>;

export type SampleName = keyof typeof generators;

export function isSampleName(name: string | undefined): name is SampleName {
  return name !== undefined && Object.hasOwn(generators, name);
}

/** Text fields: the generator guessed from the source name (first match wins). */
const textGuesses: readonly [RegExp, SampleName][] = [
  [/^(reg|mod|upd|admin|send|proc|aprv)(id|er)?$|(reg|mod|upd|admin)id$/i, 'adminId'],
  [/(cus|member|cust)(id|no)$/i, 'memberId'],
  [/cardno$/i, 'cardNo'],
  [/orderno$/i, 'orderNo'],
  [/eventid$/i, 'eventCode'],
  [/(couponcode|couponno|pinno)/i, 'couponCode'],
  [/bizno/i, 'bizNo'],
  [/[a-z](Id|No|Cd|Code)$|^tid$/, 'serialNo'],
  [/(open|start)\w*time$/i, 'openTime'],
  [/(close|end)\w*time$/i, 'closeTime'],
  [/time$/i, 'time'],
  [/(cardcompany|cardcorp|bank)/i, 'cardCompany'],
  [/dept/i, 'department'],
  [/(corp|company|partner)/i, 'companyName'],
  [/allerg/i, 'allergens'],
  [/(hp|phone|tel|mobile)/i, 'phone'],
  [/mail/i, 'email'],
  [/(url|link)$/i, 'url'],
  [/(img|image|thumb)/i, 'imageUrl'],
  [/version/i, 'appVersion'],
  [/nick/i, 'nickname'],
  [/addr/i, 'address'],
  [/keyword/i, 'keyword'],
  [/store/i, 'storeName'],
  [/option/i, 'optionName'],
  [/(item|prod|menu|goods)/i, 'itemName'],
  [/categ/i, 'categoryName'],
  [/coupon/i, 'couponName'],
  [/promo/i, 'promotionName'],
  [/event/i, 'eventName'],
  [/banner/i, 'bannerTitle'],
  [/(question|faq)/i, 'faqQuestion'],
  [/(title|subject)/i, 'boardTitle'],
  [/(msg|message|memo|desc|content|remark|note|reason)/i, 'message'],
  [/(name|nm)$/i, 'personName'],
  [/(amt|amount|price|fee|balance|pay)/i, 'amount'],
  [/(cnt|count|qty)/i, 'count'],
  [/(rate|ratio|percent)/i, 'percent'],
];

export function guessText(source: string): SampleName {
  return textGuesses.find(([pattern]) => pattern.test(source))?.[1] ?? 'keyword';
}

/** What a field's value may depend on while a row is generated. */
export interface FieldContext {
  r: Random;
  /** 0-based row index and the number of rows of the table. */
  index: number;
  count: number;
  /** The values generated so far for this row. */
  row: MockRecord;
  /** The sibling field whose `rangeEnd` is this field, when there is one. */
  rangeStart?: string;
  codesOf(group: string): string[];
  idsOf(resource: string): unknown[];
}

/** Numbers by what the name says (first match wins). */
function numberFor(source: string, r: Random, index: number): number {
  if (/^(sort|disp|order)(order|seq|no)$/i.test(source)) return index + 1;
  if (/(rate|ratio|percent)/i.test(source)) return generators.percent(r);
  if (/(amt|amount|price|fee|balance|point)/i.test(source)) return wonFor(source, r);
  if (/stamp/i.test(source)) return r.int(1, 30);
  if (/(max|min|limit|shot|syrup|bonus|question)/i.test(source)) return r.int(1, 10);
  if (/qty/i.test(source)) return r.int(1, 20);
  if (/kcal/i.test(source)) return r.int(1, 60) * 10;
  if (/days?$/i.test(source)) return r.pick([7, 14, 30, 60, 90]);
  if (/(cnt|count)/i.test(source)) return generators.count(r);
  if (/(id|no|seq)$/i.test(source)) return index + 1;
  return r.int(1, 100);
}

/** Won amounts by what the name says: item prices 2,500–7,500원, fees, limits, totals… */
function wonFor(source: string, r: Random): number {
  if (/(total|sales?|sum|net|settle)/i.test(source)) return r.int(1000, 500000) * 100;
  if (/min/i.test(source)) return r.int(5, 30) * 1_000;
  if (/(max|limit)/i.test(source)) return r.int(1, 30) * 10_000;
  if (/(bundle|set)/i.test(source)) return r.int(80, 200) * 100;
  if (/(deliv|fee)/i.test(source)) return r.int(20, 40) * 100;
  if (/price/i.test(source)) return r.int(25, 75) * 100;
  if (/(discount|dc)/i.test(source)) return r.pick([500, 1000, 1500, 2000, 3000]);
  if (/(balance|charge|deposit|refund)/i.test(source)) return r.int(1, 30) * 10_000;
  return generators.amount(r);
}

function dateFor(field: FieldDeclaration, ctx: FieldContext): number {
  const { r, index, count, row, rangeStart } = ctx;
  const start = rangeStart ?? field.source.replace(/End/, 'Start').replace(/^end/, 'start');
  const from = start !== field.source ? row[start] : undefined;
  if (typeof from === 'string' && from) return Math.min(Date.parse(from.slice(0, 10)) + r.int(7, 90) * DAY, Date.UTC(2026, 11, 31));
  if (/birth/i.test(field.source)) return Date.UTC(r.int(1970, 2005), r.int(0, 11), r.int(1, 28));
  if (/^reg(dt|date)$/i.test(field.source)) return SEED_TODAY - Math.floor(((index + r.next()) / count) * 300 * DAY);
  const reg = row.regDt;
  if (/^(mod|upd)/i.test(field.source) && typeof reg === 'string') return momentBetween(r, Date.parse(reg.slice(0, 10)), SEED_TODAY);
  const moment = momentBetween(r, YEAR_START, /^(disp|start|end|exp|valid)/i.test(field.source) ? Date.UTC(2026, 11, 31) : SEED_TODAY);
  return /month/i.test(field.source) ? Date.UTC(2026, new Date(moment).getUTCMonth(), 1) : moment;
}

/** A plausible value of `field` for the row being generated; undefined leaves it out. */
export function sampleValue(field: FieldDeclaration, ctx: FieldContext): unknown {
  const { r } = ctx;
  // 'amount' and 'count' are refined by the source name (a price is not a sales total)
  if (field.sample === 'amount') return wonFor(field.source, r);
  if (field.sample === 'count') return numberFor(field.source, r, ctx.index);
  if (isSampleName(field.sample)) return generators[field.sample](r);
  const choose = () => (field.choices?.length ? r.pick(field.choices).id : undefined);
  switch (field.kind) {
    case 'text':
      return generators[guessText(field.source)](r);
    case 'adminId':
      return generators.adminId(r);
    case 'longText':
      return generators.message(r);
    case 'richText':
      return generators.boardHtml(r);
    case 'number':
      return numberFor(field.source, r, ctx.index);
    case 'won':
      return wonFor(field.source, r);
    case 'phone':
      return phone(r);
    case 'couponCode':
      return generators.couponCode(r);
    case 'bizNo':
      return generators.bizNo(r);
    case 'email':
      return generators.email(r);
    case 'date':
      return formatDate(dateFor(field, ctx));
    case 'dateTime':
      return formatDateTime(dateFor(field, ctx) + r.int(0, 3599) * 1000);
    case 'yn':
      return choose() ?? (r.chance(/del/i.test(field.source) ? 0.1 : 0.8) ? 'Y' : 'N');
    case 'select':
      return choose() ?? '';
    case 'code': {
      const codes = field.codeGroup ? ctx.codesOf(field.codeGroup) : [];
      return codes.length ? r.pick(codes) : '';
    }
    case 'reference': {
      const ids = field.reference ? ctx.idsOf(field.reference) : [];
      return ids.length ? r.pick(ids) : ctx.index + 1;
    }
    case 'image':
      return generators.imageUrl(r);
    case 'attachments':
      return undefined; // loaded by id from /api/attach
    default:
      return field.kind satisfies never; // a new kind needs its sample here too
  }
}
