import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { accessEntries } from '@mocks/accessLog';
import { db } from '@mocks/db';
import { UNIVERSE } from '@mocks/db/universe';
import { QA_OWNER_STORES } from '@mocks/accounts';
import { server } from '@mocks/node';
import { i18nProvider } from '@/app/i18nProvider';
import { resourceProps } from '@/app/resourceProps';
import { guardedResource } from '@/auth/guardedResource';
import { maskName } from '@/format/mask';
import { LookupButton } from '@/layout/lookup/LookupButton';
import { authProvider } from '@/providers/authProvider';
import { createDataProvider } from '@/providers/dataProvider';
import { createQueryClient } from '@/providers/queryClient';
import { screens } from '@resources/registry';
import { callsTo, recordRequests, signIn, type RecordedRequest } from '../helpers/renderScreen';
import { TestStyles } from '../helpers/testStyles';

/**
 * 회원·카드·주문 검색 and 최근 본 항목 (issue 36 items 1, 2, 5) on the real mock: the header's
 * button in a frame around the console's guarded resources, signed in as a QA account.
 */
type Row = Record<string, unknown>;
const rowsOf = (table: keyof typeof UNIVERSE): Row[] => db.collection(UNIVERSE[table].name, UNIVERSE[table].key).all();
const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');
const LONG = 45_000;

function Frame({ children }: { children?: ReactNode }) {
  return (
    <div>
      <header>
        <LookupButton />
      </header>
      <main>{children}</main>
    </div>
  );
}

async function renderConsole(path: string, adminId = 'hq.master') {
  await signIn(adminId);
  const requests = recordRequests();
  const user = userEvent.setup();
  let current = path;
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={({ pathname }) => (current = pathname)}>
      <Admin
        disableTelemetry
        layout={Frame}
        queryClient={createQueryClient()}
        dataProvider={createDataProvider()}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
      >
        {screens.map((screen) => (
          <Resource key={screen.name} {...guardedResource(resourceProps(screen))} />
        ))}
      </Admin>
    </TestMemoryRouter>,
    { wrapper: TestStyles },
  );
  await screen.findByTestId('lookup-open');
  return { user, requests, pathname: () => current };
}

const LIST_CALLS = { member: /^\/api\/member\/list$/, prepayCard: /^\/api\/prepayCard\/list$/, order: /^\/api\/order$/ } as const;
const listCalls = (requests: readonly RecordedRequest[]) => ({
  member: callsTo(requests, 'GET', LIST_CALLS.member),
  prepayCard: callsTo(requests, 'GET', LIST_CALLS.prepayCard),
  order: callsTo(requests, 'GET', LIST_CALLS.order),
});
const orderFilter = (request: RecordedRequest) => JSON.parse(request.query.get('filter') ?? '{}') as Row;

/** A normal member whose phone's last 4 digits no other member's phone holds anywhere. */
function memberWithUniqueLast4(): Row {
  const members = rowsOf('member').filter((row) => row.memberStatus !== 'WITHDRAWN');
  const found = members.find((member) => {
    const last4 = digits(member.cusHp).slice(-4);
    return member.memberStatus === 'NORMAL' && members.filter((other) => digits(other.cusHp).includes(last4)).length === 1;
  });
  if (!found) throw new Error('no seeded member with a unique last 4');
  return found;
}

/** Two letters of a name that several members share. */
function sharedNamePart(): string {
  const counts = new Map<string, number>();
  for (const member of rowsOf('member').filter((row) => row.memberStatus !== 'WITHDRAWN')) {
    const part = [...String(member.cusName)].slice(1, 3).join('');
    counts.set(part, (counts.get(part) ?? 0) + 1);
  }
  const found = [...counts].find(([part, count]) => count > 1 && part.length === 2);
  if (!found) throw new Error('no name part shared by two members');
  return found[0];
}

const dialog = () => screen.findByRole('dialog', { name: /회원·카드·주문 검색/ });
const box = () => screen.getByRole('combobox', { name: '회원·카드·주문 검색' });
const group = (name: string) => screen.getByRole('group', { name });
const options = (name: string) => within(group(name)).queryAllByRole('option');

describe('회원·카드·주문 검색 (Ctrl+K)', () => {
  it(
    'opens on Ctrl+K, asks the member and card lists in parallel for 4 digits, groups them, and Enter opens the member',
    async () => {
      const member = memberWithUniqueLast4();
      const last4 = digits(member.cusHp).slice(-4);
      const { user, requests, pathname } = await renderConsole('/notice');
      await user.keyboard('{Control>}k{/Control}');
      await dialog();
      expect(box()).toHaveFocus();
      await user.type(box(), last4);
      expect(await screen.findByText('검색 중…')).toBeInTheDocument();
      await waitFor(() => expect(options('회원').length).toBeGreaterThan(0));
      await waitFor(() => expect(screen.getByTestId('lookup-status')).toHaveTextContent(''));
      const calls = listCalls(requests);
      // one call per group after the debounce (fewer than 4 digits asks nothing), with the spec's filters
      expect(calls.member.map((call) => call.query.get('cusHp'))).toEqual([last4]);
      expect(calls.prepayCard.map((call) => call.query.get('cardNo'))).toEqual([last4]);
      expect(calls.order).toEqual([]);
      // the member's row: what the server sent (hq.master has the modify flag: in full), level and number
      const row = options('회원')[0];
      expect(row).toHaveTextContent(String(member.cusName));
      expect(row).toHaveTextContent(String(member.cusId));
      expect(row).toHaveTextContent({ WELCOME: '웰컴', WHITE: '화이트', BLUE: '블루' }[String(member.level)] ?? '?');
      expect(screen.queryByRole('group', { name: '주문' })).toBeNull();
      // every searched member phone ends with the digits
      for (const option of options('회원')) expect(option.textContent).toMatch(new RegExp(`${last4}`));
      // each search is an access-log entry (the list's read, logged by the mock's reply layer)
      await waitFor(() =>
        expect(accessEntries()).toEqual(
          expect.arrayContaining([expect.objectContaining({ adminId: 'hq.master', action: '조회', menuName: '회원 정보', memberNos: [String(member.cusId)] })]),
        ),
      );
      // the first option is active; Enter opens the member's workspace
      expect(box()).toHaveAttribute('aria-activedescendant', row.id);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(pathname()).toBe(`/member/${String(member.cusId)}/show`));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    LONG,
  );

  it(
    'moves with the arrow keys, closes on Esc and gives the focus back to the header button',
    async () => {
      const { user } = await renderConsole('/notice');
      const button = screen.getByTestId('lookup-open');
      await user.click(button);
      await dialog();
      await user.type(box(), sharedNamePart());
      await waitFor(() => expect(options('회원').length).toBeGreaterThan(1));
      const [first, second] = options('회원');
      expect(box()).toHaveAttribute('aria-activedescendant', first.id);
      expect(first).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowDown}');
      expect(box()).toHaveAttribute('aria-activedescendant', second.id);
      expect(second).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowUp}');
      expect(box()).toHaveAttribute('aria-activedescendant', first.id);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(button).toHaveFocus());
    },
    LONG,
  );

  it(
    'says 검색 결과가 없습니다. when nothing matches, and asks nothing for too little',
    async () => {
      const { user, requests } = await renderConsole('/notice');
      await user.keyboard('{Control>}k{/Control}');
      await dialog();
      await user.type(box(), '12');
      expect(await screen.findByText('두 글자 또는 숫자 4자리 이상 입력해주세요.')).toBeInTheDocument();
      await user.clear(box());
      await user.type(box(), '없는회원이름');
      expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
      const calls = listCalls(requests);
      expect(calls.member.map((call) => call.query.get('cusName'))).toEqual(['없는회원이름']);
      expect([...calls.prepayCard, ...calls.order]).toEqual([]);
    },
    LONG,
  );

  it(
    'asks only the lists the admin may open: hq.viewer1 (회원, 주문), by member number',
    async () => {
      const member = rowsOf('member').find((row) => row.memberStatus === 'NORMAL' && rowsOf('order').some((order) => order.cusId === row.cusId));
      const cusId = String(member?.cusId);
      const viewer = await renderConsole('/dashboard', 'hq.viewer1');
      await viewer.user.keyboard('{Control>}k{/Control}');
      await dialog();
      await viewer.user.type(box(), cusId);
      await waitFor(() => expect(options('주문').length).toBeGreaterThan(0));
      await waitFor(() => expect(options('회원').length).toBe(1));
      const calls = listCalls(viewer.requests);
      // the last search (a slow machine may have searched a prefix too: '1000' is 4 digits)
      expect(calls.member.at(-1)?.query.get('cusId')).toBe(cusId);
      expect(calls.order.map(orderFilter).at(-1)).toEqual({ cusId });
      expect(calls.prepayCard).toEqual([]);
      expect(screen.queryByRole('group', { name: '선불카드' })).toBeNull();
      // an order row: its number, date and store
      const order = rowsOf('order')
        .filter((row) => row.cusId === cusId)
        .sort((a, b) => String(b.orderDt).localeCompare(String(a.orderDt)))[0];
      expect(options('주문')[0]).toHaveTextContent(String(order.orderNo));
      expect(options('주문')[0]).toHaveTextContent(String(order.storeName));
    },
    LONG,
  );

  it(
    'masks what hq.reader1 sees as the lists do (the server masks) and never asks the order list',
    async () => {
      const card = rowsOf('prepayCard').find((row) => row.cardStatus === 'NORMAL');
      const cusId = String(card?.cusId);
      const member = rowsOf('member').find((row) => row.cusId === cusId);
      const reader = await renderConsole('/member', 'hq.reader1');
      await reader.user.keyboard('{Control>}k{/Control}');
      await dialog();
      await reader.user.type(box(), cusId);
      await waitFor(() => expect(options('선불카드').length).toBeGreaterThan(0));
      await waitFor(() => expect(options('회원').length).toBe(1));
      const calls = listCalls(reader.requests);
      expect(calls.order).toEqual([]);
      expect(calls.prepayCard.at(-1)?.query.get('cusId')).toBe(cusId);
      expect(options('회원')[0]).toHaveTextContent(maskName(member?.cusName));
      expect(options('회원')[0]).not.toHaveTextContent(String(member?.cusName));
      expect(options('회원')[0].textContent).toMatch(/\*\*\*\*/);
      expect(options('선불카드')[0].textContent).toMatch(/\*{4}-\*{4}-\*{4}-\d{4}/);
    },
    LONG,
  );

  it(
    "finds a store owner's own orders only (the server scopes the list)",
    async () => {
      const own = QA_OWNER_STORES['store.owner1'];
      const orders = rowsOf('order');
      const mine = orders.find((row) => own.includes(String(row.storeId)));
      const other = orders.find((row) => !own.includes(String(row.storeId)));
      const owner = await renderConsole('/order', 'store.owner1');
      await owner.user.keyboard('{Control>}k{/Control}');
      await dialog();
      await owner.user.type(box(), String(other?.orderNo));
      expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
      await owner.user.clear(box());
      await owner.user.type(box(), String(mine?.orderNo));
      await waitFor(() => expect(options('주문').length).toBe(1));
      expect(options('주문')[0]).toHaveTextContent(String(mine?.storeName));
      const calls = listCalls(owner.requests);
      // each search asked the order list alone, by number (a slow machine may have searched a prefix too)
      expect(calls.order.map(orderFilter)).toEqual(expect.arrayContaining([{ orderNo: String(other?.orderNo) }, { orderNo: String(mine?.orderNo) }]));
      expect(calls.order.map(orderFilter).at(-1)).toEqual({ orderNo: String(mine?.orderNo) });
      expect([...calls.member, ...calls.prepayCard]).toEqual([]);
      await owner.user.keyboard('{Enter}');
      await waitFor(() => expect(owner.pathname()).toBe(`/order/${String(mine?.orderNo)}/show`));
    },
    LONG,
  );
});

describe('최근 본 항목', () => {
  it(
    'records the record a detail route opens, shows it when the box is empty, masked in storage, and clears it at sign-out',
    async () => {
      const member = memberWithUniqueLast4();
      const cusId = String(member.cusId);
      const { user, pathname } = await renderConsole(`/member/${cusId}/show`);
      const key = 'membership.recent:hq.master';
      await waitFor(() => expect(window.sessionStorage.getItem(key)).toContain(maskName(member.cusName)));
      const stored = window.sessionStorage.getItem(key) ?? '';
      expect(stored).not.toContain(String(member.cusName));
      expect(stored).not.toContain(digits(member.cusHp));
      expect(window.localStorage.getItem(key)).toBeNull();

      await user.keyboard('{Control>}k{/Control}');
      await dialog();
      const recent = options('최근 본 항목');
      expect(recent).toHaveLength(1);
      expect(recent[0]).toHaveTextContent(`${maskName(member.cusName)} · ${cusId}`);
      expect(recent[0]).toHaveTextContent('회원 정보');
      expect(screen.getByRole('switch', { name: '이 브라우저에서 기억' })).not.toBeChecked();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // a click on it from the empty box opens it again
      await user.keyboard('{Control>}k{/Control}');
      await dialog();
      await user.click(options('최근 본 항목')[0]);
      await waitFor(() => expect(pathname()).toBe(`/member/${cusId}/show`));

      await authProvider.logout({});
      expect(window.sessionStorage.getItem(key)).toBeNull();
    },
    LONG,
  );

  it(
    "'이 브라우저에서 기억' keeps the list in localStorage across sign-outs, still masked",
    async () => {
      const card = rowsOf('prepayCard').find((row) => row.cardStatus === 'NORMAL');
      const member = rowsOf('member').find((row) => row.cusId === card?.cusId);
      const { user } = await renderConsole('/notice');
      await user.keyboard('{Control>}k{/Control}');
      await dialog();
      await user.click(screen.getByRole('switch', { name: '이 브라우저에서 기억' }));
      await user.type(box(), String(card?.cusId));
      await waitFor(() => expect(options('선불카드').length).toBeGreaterThan(0));
      const cardOption = options('선불카드').find((option) => option.textContent?.includes(digits(card?.cardNo).slice(-4)));
      if (!cardOption) throw new Error('the card is not among the results');
      await user.click(cardOption);
      const key = 'membership.recent:hq.master';
      await waitFor(() => expect(window.localStorage.getItem(key)).toContain('"resource":"prepayCard"'));
      const stored = window.localStorage.getItem(key) ?? '';
      expect(stored).not.toContain(String(card?.cardNo));
      expect(stored).not.toContain(String(member?.cusName));
      expect(window.sessionStorage.getItem(key)).toBeNull();
      await authProvider.logout({});
      expect(window.localStorage.getItem(key)).toBe(stored);
    },
    LONG,
  );
});

describe('a group that fails', () => {
  it(
    'says so in Korean in its own group while the others show their rows',
    async () => {
      const member = memberWithUniqueLast4();
      const last4 = digits(member.cusHp).slice(-4);
      server.use(http.get('/api/prepayCard/list', () => HttpResponse.json({ result: '9999', msg: '잠시 후 다시 시도해주세요.' }, { status: 500 })));
      const { user } = await renderConsole('/notice');
      await user.keyboard('{Control>}k{/Control}');
      await dialog();
      await user.type(box(), last4);
      const failure = '선불카드를 검색하지 못했습니다. · 잠시 후 다시 시도해주세요.';
      await waitFor(() => expect(screen.getByTestId('lookup-status')).toHaveTextContent(failure));
      // under its group's title, and in the status line
      expect(screen.getAllByText(failure)).toHaveLength(2);
      await waitFor(() => expect(options('회원').length).toBeGreaterThan(0));
    },
    LONG,
  );
});
