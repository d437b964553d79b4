/**
 * The settings workspace (issue 14): accounts, groups, the menu-permission tree, menus, codes,
 * app versions and departments. Field and column labels come from the declarations
 * (resources/settings.ts); this is what the workspace itself says.
 */
export const settingsMessages = {
  grants: {
    title: '메뉴 권한',
    help: '본인이 가진 메뉴와 권한만 줄 수 있습니다. 상위 메뉴를 선택하면 그 아래 메뉴가 모두 선택됩니다.',
    menu: '메뉴',
    access: '접근',
    add: '등록',
    mod: '수정',
    del: '삭제',
    box: '%{menu} %{column}',
    expand: '%{menu} 펼치기',
    collapse: '%{menu} 접기',
    required: '접근할 메뉴를 하나 이상 선택해주세요.',
    groupApplied: '%{group} 그룹의 기본 권한을 불러왔습니다.',
    applyGroup: '그룹 기본 권한 불러오기',
  },
  account: {
    idAvailable: '사용할 수 있는 아이디입니다.',
    idTaken: '이미 사용 중인 아이디입니다.',
    idChecking: '아이디 사용 여부를 확인하는 중입니다.',
    idRule: '영문, 숫자, 마침표(.)로 8자 ~ 30자',
    password: {
      title: '초기 비밀번호',
      temporary: '임시 비밀번호 발급',
      manual: '직접 입력',
      value: '임시 비밀번호',
      regenerate: '다시 만들기',
      copy: '복사',
      copied: '임시 비밀번호를 복사했습니다.',
      temporaryHelp: '이 비밀번호를 계정 사용자에게 전달해주세요. 첫 로그인 때 새 비밀번호로 바꿔야 합니다.',
      manualHelp: '첫 로그인 때 비밀번호 변경을 안내합니다(다음에 변경 가능).',
      adminPwd: '비밀번호',
      adminPwdConfirm: '비밀번호 확인',
      required: '비밀번호를 입력해주세요.',
    },
    actions: {
      label: '계정 작업',
      duplicate: '복제',
      resetPassword: '비밀번호 초기화',
    },
    duplicate: {
      title: '계정 복제',
      guide: '%{source} 계정의 권한 그룹과 메뉴 권한을 그대로 가진 새 계정을 만듭니다.',
      done: '계정을 복제했습니다.',
    },
    reset: {
      title: '비밀번호 초기화',
      guide: '%{adminId} 계정의 비밀번호를 아래 임시 비밀번호로 바꿉니다. 다음 로그인 때 새 비밀번호로 바꿔야 하며, 로그인 잠금도 풀립니다.',
      done: '임시 비밀번호로 초기화했습니다.',
      self: '본인 비밀번호는 비밀번호 변경 화면에서 바꿔주세요.',
    },
  },
} as const;
