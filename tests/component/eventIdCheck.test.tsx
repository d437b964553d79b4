import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { callsTo, renderScreen } from '../helpers/renderScreen';
import { setDate, typeHtml, waitForCall } from './boardHelpers';

/** Any declaration with 'eventIdCheck' (here 고객 참여 이벤트) gets the '중복 확인' button. */
describe('event id duplicate check', () => {
  it('refuses to save an unchecked event id, and saves once the id is checked free', async () => {
    const declaration = findScreen('customerEvent');
    if (!declaration) throw new Error('customerEvent is not declared');
    const taken = String(collectionOf(declaration).all()[0].eventId);
    const { user, requests, container } = await renderScreen('/customerEvent/create');

    const eventId = await screen.findByRole('textbox', { name: /이벤트 코드/ }, { timeout: 20_000 });
    await user.type(screen.getByRole('textbox', { name: /이벤트명/ }), '봄맞이 출석 이벤트');
    await user.type(eventId, taken);
    await user.click(screen.getByRole('combobox', { name: /참여 방식/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '출석 체크' }));
    await user.type(screen.getByRole('textbox', { name: /당첨 인원/ }), '1a0,0');
    expect(screen.getByRole('textbox', { name: /당첨 인원/ })).toHaveValue('100'); // numeric key filter
    await setDate(container, 'startDt', '2026-04-01');
    await setDate(container, 'endDt', '2026-04-30');
    await user.type(screen.getByRole('textbox', { name: /대표 이미지/ }), '/api/mock/image/3');
    await typeHtml(user, '이벤트 내용', '<p>매일 출석하면 스탬프 1개</p>');
    await user.click(screen.getByRole('combobox', { name: /노출 상태/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '노출' }));

    const save = screen.getByRole('button', { name: '저장' });
    await user.click(save);
    expect(await screen.findByText('이벤트 코드를 중복 확인해주세요.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    const check = await waitForCall(requests, 'POST', '/api/customerEvent/customerEvent/chkEventId');
    expect(check.body).toEqual({ eventId: taken });
    expect(await screen.findByText('이미 사용 중인 이벤트 ID입니다.')).toBeInTheDocument();

    await user.clear(eventId);
    await user.type(eventId, 'SPRING-ATTEND-2026');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText('사용 가능한 이벤트 ID입니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('이벤트 코드를 중복 확인해주세요.')).not.toBeInTheDocument());
    expect(callsTo(requests, 'POST', 'customerEvent/create')).toHaveLength(0);

    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const create = await waitForCall(requests, 'POST', '/api/customerEvent/create');
    expect(create.body).toMatchObject({
      eventName: '봄맞이 출석 이벤트',
      eventId: 'SPRING-ATTEND-2026',
      joinType: 'ATTEND',
      winnerCnt: 100,
      startDt: '2026-04-01',
      endDt: '2026-04-30',
      status: 'Y',
    });
    expect(create.body).not.toHaveProperty('__eventIdChecked');
  });
});
