/**
 * Texts of issue 15's items 3, 4 and 7: the bad-issue stamp screens (period switch, cancel and
 * except of the chosen detections), 프로모션 복제 of payment random numbers, the store form's
 * geocoding and the item form's POS item. Gathered into `appMessages.badIssue`.
 */
export const badIssueMessages = {
  period: {
    label: '집계 단위',
    daily: '일별',
    weekly: '주별',
  },
  cancel: {
    button: '적립 취소',
    title: '부정 적립 취소',
    confirm: '선택한 %{count}건의 스탬프 적립을 취소합니다. 취소한 적립은 되돌릴 수 없습니다.',
    reason: '취소 사유',
    reasonRequired: '취소 사유를 입력해주세요.',
    done: '%{count}건의 적립을 취소하였습니다.',
  },
  except: {
    button: '탐지 예외',
    title: '부정 적립 탐지 예외',
    confirm: '선택한 %{count}건의 회원 %{members}명을 부정 적립 탐지에서 제외합니다. 이 회원들의 미처리 탐지 건은 모두 예외 처리됩니다.',
    reason: '예외 사유',
    reasonRequired: '예외 사유를 입력해주세요.',
    done: '회원 %{count}명을 부정 적립 탐지에서 제외하였습니다.',
  },
  duplicate: {
    button: '프로모션 복제',
    title: '프로모션 복제',
    confirm: '%{name} 복제하여 새 결제 난수 쿠폰을 만듭니다. 사용 수량은 0으로 시작합니다.',
    done: '프로모션을 복제하였습니다. 복제된 프로모션을 엽니다.',
  },
  geocode: {
    button: '좌표 찾기',
    addressFirst: '주소를 먼저 입력해주세요.',
    found: '좌표를 찾았습니다. (위도 %{lat}, 경도 %{lng})',
    lat: '위도',
    lng: '경도',
    help: '주소를 바꾸면 [좌표 찾기]로 좌표를 다시 채워주세요.',
  },
  posItem: {
    label: '포스 상품',
    help: '상품명이나 포스 코드로 찾습니다.',
    choice: '%{name} (%{code}, %{price})',
    none: '연결 안 함',
  },
};
