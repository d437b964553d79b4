/**
 * Texts of the per-kind fields, inputs and filters, server HTML, personal data (masking and
 * '보기'), reasons and the Excel download (issues 11, 13, 16). Gathered into `appMessages.content`.
 */
export const contentMessages = {
  format: {
    /** `formatWon`: '1,234원'. */
    won: '%{amount}원',
    /** A Y/N flag without choices of its own (`inUseChoices`). */
    inUse: {
      Y: '사용',
      N: '미사용',
    },
    /** An `adminId` value of work the server did by itself (`SYSTEM_ACTOR`). */
    system: '시스템',
  },
  chart: {
    show: '그래프 보기',
    hide: '그래프 닫기',
  },
  html: {
    /** A remote image of server HTML becomes a link: '외부 이미지: {alt or address}'. */
    remoteImage: '외부 이미지',
  },
  field: {
    noAttachments: '첨부된 파일이 없습니다.',
    addFile: '파일 추가',
    imagePreview: '%{label} 미리보기',
    imageLink: '외부 이미지 열기',
  },
  input: {
    choose: '선택',
    noOptions: '검색 결과가 없습니다.',
    won: '원',
    htmlHelp: 'HTML로 입력할 수 있습니다.',
    htmlPreview: '미리보기',
  },
  date: {
    /** The calendar button beside a date field: '게시 시작일 달력'. */
    openCalendar: '%{label} 달력',
    invalid: '날짜를 %{format} 형식으로 입력해주세요.',
    beforeMin: '%{min} 이후 날짜를 입력해주세요.',
  },
  filter: {
    all: '전체',
    rangeStart: '%{label} 시작',
    rangeEnd: '%{label} 종료',
  },
  personal: {
    reveal: '보기',
    revealLabel: '%{label} 보기',
    maskedInput: "개인정보는 가려져 있습니다. '보기'를 누르면 전체 값을 확인하고 수정할 수 있습니다(조회 기록이 남습니다).",
    revealFirst: "'보기'를 눌러 전체 값을 확인한 뒤 수정해주세요.",
  },
  reason: {
    label: '사유',
    required: '사유를 입력해주세요.',
    tooLong: '사유는 %{max}자 이내로 입력해주세요.',
    counter: '%{count} / %{max}자',
  },
  excel: {
    download: '엑셀 다운로드',
    reasonTitle: '개인정보 다운로드 사유',
    reasonGuide: '이 파일에는 개인정보가 포함됩니다. 다운로드 사유를 입력해주세요. 사유와 다운로드 기록은 보관됩니다.',
    reasonMasked: '수정 권한이 없어 개인정보는 가려진 채로 저장됩니다.',
    reasonLabel: '다운로드 사유',
    reasonRequired: '다운로드 사유를 입력해주세요.',
    creator: '멤버십 관리 시스템',
    rowCount: '%{count}건을 엑셀 파일로 저장합니다.',
    progressTitle: '엑셀 파일을 만들고 있습니다',
    progress: '%{written} / %{total}건',
    progressLabel: '엑셀 파일 만드는 중',
    tooMany: '최대 %{max}건까지 내려받을 수 있습니다. 조건을 좁혀주세요.',
    failed: '목록을 끝까지 읽지 못해 엑셀 파일을 저장하지 않았습니다. 잠시 후 다시 시도해주세요.',
  },
} as const;
