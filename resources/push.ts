import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { bannerScreen } from './display/banners';
import { choices, count, f, idField, linkUrl, provideChoices, regId, screensOf, serverMade, statDate } from './fields';

/** 푸시/SMS (area 09): push and text messages, their results, and the app popups. */

const { content, search } = screensOf('push');

const targetType = () =>
  f.select('targetType', '발송 대상', choices({ ALL: '전체 회원', LEVEL: '등급별 회원', FILE: '대상자 파일' }), { filter: true, required: true });

/** A message sent at a time to a target: content of the message, then the send result. */
const sendScreen = (name: string, menuCode: string, label: string, message: FieldDeclaration[]) =>
  content({
    name,
    menuCode,
    label,
    actions: ['create', 'show', 'delete', 'excel'],
    fields: [
      idField(),
      ...message,
      targetType(),
      f.dateTime('sendDt', '발송 일시', { filter: 'range', required: true }),
      count('sendCnt', '발송 건수', serverMade),
      f.select(
        'sendStatus',
        '발송 상태',
        choices({
          RESERVED: '발송 예약',
          SENT: '발송 완료',
          FAILED: '발송 실패',
          CANCELED: '발송 취소',
        }),
        { filter: true, input: false },
      ),
      regId(),
    ],
  });

export const push: ScreenDeclaration[] = [
  sendScreen('pushSend', '090101', '푸시 발송', [
    f.text('title', '푸시 제목', { filter: 'alwaysOn', required: true, maxLength: 40, sample: 'bannerTitle' }),
    f.longText('message', '푸시 내용', { required: true, maxLength: 200, sample: 'message' }),
    linkUrl(),
  ]),
  search({
    name: 'pushClick',
    menuCode: '090102',
    label: '푸시 반응 통계',
    summary: { statistic: 'summary', measures: ['sendCnt', 'receiveCnt', 'clickCnt'] },
    subList: {
      sub: 'hourly',
      label: '시간대별 반응',
      fields: [count('hour', '시간대'), count('receiveCnt', '수신 건수'), count('clickCnt', '클릭 건수')],
    },
    fields: [
      statDate('발송일'),
      f.text('title', '푸시 제목', { filter: 'alwaysOn', sample: 'bannerTitle' }),
      count('sendCnt', '발송 건수'),
      count('receiveCnt', '수신 건수'),
      count('clickCnt', '클릭 건수'),
      f.number('clickRate', '클릭률(%)', { sample: 'percent' }),
    ],
  }),
  bannerScreen('push', {
    name: 'popup',
    menuCode: '0902',
    label: '팝업 관리',
    titleLabel: '팝업명',
    extra: [
      f.select(
        'popupType',
        '노출 화면',
        choices({
          MAIN: '메인',
          ORDER_DONE: '주문 완료',
          GIFT: '선물하기',
        }),
        { filter: true, required: true },
      ),
      f.yn('hideTodayYn', '오늘 하루 보지 않기', { choices: provideChoices }),
    ],
  }),
  sendScreen('smsSend', '0903', '문자 발송', [
    f.select('smsType', '문자 구분', choices({ SMS: '단문', LMS: '장문' }), { filter: 'alwaysOn', required: true }),
    f.longText('message', '문자 내용', { required: true, maxLength: 2000, sample: 'message' }),
    f.phone('callbackHp', '발신 번호', { required: true, sample: 'phone' }),
  ]),
];
