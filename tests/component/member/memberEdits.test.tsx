import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, setFaults } from '@mocks/node';
import { maskBirth, maskEmail, maskName, maskPhone } from '@/format/mask';
import { renderScreen } from '../../helpers/renderScreen';
import { aMember, call, calls, dialog, expectNoDialog, header, inDialog, LONG, memberRow, rowsOf } from './memberHelpers';

afterEach(() => clearFaults());

describe('member edits', () => {
  it(
    'changes name, e-mail and level through their own calls: input checked first, the server’s refusal kept in the dialog',
    async () => {
      const member = aMember((row) => row.level !== 'BLUE');
      const cusId = String(member.cusId);
      const { user, requests } = await renderScreen(`/member/${cusId}/show`);
      const head = await header();

      await user.click(await screen.findByRole('button', { name: '이름 변경' }));
      let box = within(await dialog());
      // the name starts masked and read-only (issue 34 item 5): saving it untouched sends nothing
      expect(box.getByLabelText('새 이름')).toHaveValue(maskName(member.cusName));
      expect(box.getByLabelText('새 이름')).toHaveAttribute('readonly');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText("'보기'를 눌러 전체 값을 확인한 뒤 수정해주세요.")).toBeInTheDocument();
      expect(calls(requests, 'PUT', /\/name$/)).toEqual([]);
      // '보기' asks the server (logged) and fills the full name, editable
      await user.click(box.getByRole('button', { name: '새 이름 보기' }));
      expect((await call(requests, 'POST', /^\/api\/privacy\/reveal$/)).body).toEqual({ resource: 'member', id: cusId, field: 'cusName' });
      await waitFor(() => expect(box.getByLabelText('새 이름')).toHaveValue(String(member.cusName)));
      const name = box.getByLabelText('새 이름');
      await user.clear(name);
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText('이름을 입력해주세요.')).toBeInTheDocument();
      await user.type(name, '김123');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(await box.findByText('이름은 한글 또는 영문으로 입력해주세요.')).toBeInTheDocument();
      expect(name).toHaveValue('김123');
      await user.clear(name);
      await user.type(name, '김하늘');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'PUT', new RegExp(`^/api/member/${cusId}/name$`))).body).toEqual({ cusName: '김하늘' });
      expect(await screen.findByText('이름이 변경되었습니다.')).toBeInTheDocument();
      await expectNoDialog();
      await waitFor(() => expect(within(head).getByText('김*늘')).toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: '이메일 변경' }));
      box = within(await dialog());
      expect(box.getByLabelText('새 이메일')).toHaveValue(maskEmail(member.email));
      await user.click(box.getByRole('button', { name: '새 이메일 보기' }));
      await waitFor(() => expect(box.getByLabelText('새 이메일')).toHaveValue(String(member.email)));
      const email = box.getByLabelText('새 이메일');
      await user.clear(email);
      await user.type(email, 'sky@example.comm');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText('이메일 형식이 올바르지 않습니다.')).toBeInTheDocument();
      expect(calls(requests, 'PUT', /\/email$/)).toEqual([]);
      await user.clear(email);
      await user.type(email, 'sky@example.com');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'PUT', new RegExp(`^/api/member/${cusId}/email$`))).body).toEqual({ email: 'sky@example.com' });
      await expectNoDialog();

      await user.click(screen.getByRole('button', { name: '등급 변경' }));
      box = within(await dialog());
      expect(box.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['WELCOME', 'WHITE', 'BLUE']);
      // it opens on the member's own level: saving it unchanged is refused in the dialog
      expect(box.getByRole('radio', { checked: true })).toHaveAttribute('value', String(member.level));
      await waitFor(() => expect(box.getByRole('radio', { checked: true })).toHaveFocus());
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText('현재와 같은 등급입니다.')).toBeInTheDocument();
      await user.click(box.getByRole('radio', { name: '블루' }));
      await user.type(box.getByRole('textbox', { name: /변경 사유/ }), '우수 고객 상향');
      await user.click(box.getByRole('button', { name: '저장' }));
      await user.click((await inDialog()).getByRole('button', { name: '확인' }));
      expect((await call(requests, 'PUT', new RegExp(`^/api/member/${cusId}/level$`))).body).toEqual({ level: 'BLUE', reason: '우수 고객 상향' });
      await waitFor(() => expect(within(head).getByText('블루')).toBeInTheDocument());
      expect(memberRow(cusId)).toMatchObject({ cusName: '김하늘', email: 'sky@example.com', level: 'BLUE' });
    },
    LONG,
  );

  it(
    '정보 수정 sends PUT member/{id}; a mobile in use answers 409 with the input kept; the change shows in the phone history',
    async () => {
      const member = aMember();
      const other = aMember((row) => row.cusId !== member.cusId);
      const cusId = String(member.cusId);
      const before = String(member.cusHp);
      const rev = member.rev; // the seeded row changes under the test once saved
      const { user, requests } = await renderScreen(`/member/${cusId}/show`);
      await header();
      await user.click(await screen.findByRole('button', { name: '정보 수정' }));
      const box = within(await dialog());
      // the mobile and the birth date start masked, read-only, each with '보기' (issue 34 item 5)
      expect(box.getByLabelText('휴대폰 번호')).toHaveValue(maskPhone(member.cusHp));
      expect(box.getByLabelText('생년월일')).toHaveValue(maskBirth(member.birthDt));
      await user.click(box.getByRole('button', { name: '휴대폰 번호 보기' }));
      await waitFor(() => expect(box.getByLabelText('휴대폰 번호')).toHaveValue(String(member.cusHp)));
      const mobile = box.getByLabelText('휴대폰 번호');
      await user.clear(mobile);
      await user.type(mobile, String(other.cusHp).replace(/-/g, ''));
      expect(mobile).toHaveValue(String(other.cusHp));
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(await box.findByText('이미 다른 회원이 사용 중인 휴대폰 번호입니다.')).toBeInTheDocument();
      expect(mobile).toHaveValue(String(other.cusHp));

      await user.clear(mobile);
      await user.type(mobile, '01077771234');
      await user.clear(box.getByLabelText('닉네임'));
      await user.type(box.getByLabelText('닉네임'), '아침햇살');
      await user.click(box.getByRole('button', { name: '저장' }));
      const put = await call(requests, 'PUT', new RegExp(`^/api/member/${cusId}$`));
      // the birth date, left masked, is not sent: the server keeps it
      expect(put.body).toEqual({ cusId, nickname: '아침햇살', cusHp: '010-7777-1234', gender: member.gender, rev });
      expect(memberRow(cusId)).toMatchObject({ birthDt: member.birthDt });
      expect(await screen.findByText('회원 정보가 수정되었습니다.')).toBeInTheDocument();
      await expectNoDialog();

      await user.click(screen.getByRole('button', { name: '휴대폰 변경 이력' }));
      const history = within(await dialog());
      expect((await call(requests, 'GET', /^\/api\/member\/phone_history$/)).query.get('cusId')).toBe(cusId);
      expect(await history.findByText('010-****-1234')).toBeInTheDocument();
      expect(history.getByText('관리자 변경')).toBeInTheDocument();
      expect(
        rowsOf('phoneHistory')
          .filter((row) => row.cusId === cusId)
          .at(-1),
      ).toMatchObject({ beforeHp: before, afterHp: '010-7777-1234', changeType: 'ADMIN' });
    },
    LONG,
  );

  it(
    'VIP, level coupon and campaign info go through 확인/취소, disabled while the call runs, refusals shown in place',
    async () => {
      const member = aMember((row) => row.vipYn === 'N' && row.level === 'WHITE');
      const cusId = String(member.cusId);
      const { user, requests } = await renderScreen(`/member/${cusId}/show`);
      await header();

      setFaults({ latencyMs: 400, pathPattern: 'setMemberVip' });
      await user.click(await screen.findByRole('button', { name: 'VIP 지정' }));
      let box = within(await dialog());
      expect(box.getByRole('button', { name: '취소' })).toBeInTheDocument();
      const confirm = box.getByRole('button', { name: '확인' });
      await user.click(confirm);
      await waitFor(() => expect(confirm).toBeDisabled());
      fireEvent.click(confirm);
      expect((await call(requests, 'POST', /^\/api\/member\/setMemberVip$/)).body).toEqual({ cusId, vipYn: 'Y' });
      await expectNoDialog();
      expect(calls(requests, 'POST', /^\/api\/member\/setMemberVip$/)).toHaveLength(1);
      expect(await screen.findByRole('button', { name: 'VIP 해제' })).toBeInTheDocument();
      clearFaults();

      for (const attempt of [1, 2]) {
        await user.click(await screen.findByRole('button', { name: '등급 쿠폰 발급' }));
        box = within(await dialog());
        expect(box.getByText(/화이트 등급 쿠폰을 발급하시겠습니까\?/)).toBeInTheDocument();
        await user.click(box.getByRole('button', { name: '확인' }));
        await waitFor(() => expect(calls(requests, 'PUT', new RegExp(`^/api/member/${cusId}/issuedLevelCoupon$`))).toHaveLength(attempt));
      }
      expect(await box.findByText('이번 달 등급 쿠폰이 이미 발급되었습니다.')).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '취소' }));
      await expectNoDialog();
      expect(
        rowsOf('coupon').filter((row) => row.cusId === cusId && row.couponName === '화이트 등급 감사 쿠폰' && row.couponStatus === 'ISSUED').length,
      ).toBeGreaterThan(0);

      const campaign = within(screen.getByTestId('member-campaign'));
      await user.click(campaign.getByRole('button', { name: /캠페인 정보 (등록|수정)/ }));
      box = within(await dialog());
      for (const [label, value] of [
        ['캠페인 코드', 'SPRING-26'],
        ['캠페인명', '봄 신메뉴 이벤트'],
        ['참여일', '2026-03-02'],
      ]) {
        await user.clear(box.getByLabelText(label));
        await user.type(box.getByLabelText(label), value);
      }
      await user.click(box.getByRole('combobox', { name: '유입 채널' }));
      await user.click(await screen.findByRole('option', { name: '제휴사' }));
      await user.click(box.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', /^\/api\/member\/updateCustomerCampaignInfo$/)).body).toEqual({
        cusId,
        campaignCd: 'SPRING-26',
        campaignName: '봄 신메뉴 이벤트',
        inflowChannel: 'PARTNER',
        campaignDt: '2026-03-02',
      });
      expect(await campaign.findByText('봄 신메뉴 이벤트')).toBeInTheDocument();
      await expectNoDialog();
      await user.click(await campaign.findByRole('button', { name: '캠페인 정보 삭제' }));
      await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
      expect((await call(requests, 'POST', /^\/api\/member\/deleteCustomerCampaignInfo$/)).body).toEqual({ cusId });
      expect(await campaign.findByText('등록된 캠페인 정보가 없습니다.')).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'opts the member out per channel (POST member/unsubscribe), recorded for /unsolicitedMarketing',
    async () => {
      const member = aMember((row) => row.smsYn === 'Y' && row.pushYn === 'N');
      const cusId = String(member.cusId);
      const { user, requests } = await renderScreen(`/member/${cusId}/show`);
      const head = await header();
      expect(within(head).getByText('문자 수신')).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: '수신 거부' }));
      const box = within(await dialog());
      expect(box.getByRole('checkbox', { name: '앱 푸시 (수신 거부됨)' })).toBeDisabled();
      await user.click(box.getByRole('button', { name: '수신 거부' }));
      expect(box.getByText('수신 거부할 채널을 선택해주세요.')).toBeInTheDocument();
      await user.click(box.getByRole('checkbox', { name: '문자' }));
      await user.click(box.getByRole('button', { name: '수신 거부' }));
      expect((await call(requests, 'POST', /^\/api\/member\/unsubscribe$/)).body).toEqual({ cusIds: [cusId], channels: ['SMS'] });
      expect(await within(head).findByText('문자 거부')).toBeInTheDocument();
      expect(rowsOf('unsubscribe').at(-1)).toMatchObject({ cusId, recvHp: member.cusHp, channel: 'SMS', reqPath: 'CS' });
    },
    LONG,
  );
});
