/**
 * The validation messages of spec §5 (src/validation/rules.ts), also returned by the mock's
 * checks. Gathered into `appMessages.validation`. A `%{label}` arrives with its particle already
 * chosen by `josa()` ('제목을', '분류를', '금액은'), so the sentence never writes '을(를)'.
 */
export const validationMessages = {
  adminId: '아이디는 영문, 숫자, 마침표(.)를 사용하여 8자 ~ 30자로 입력해주세요.',
  password: '비밀번호는 문자,숫자,특수문자를 혼합하여 10자 ~ 15자로 입력해주세요.',
  passwordMatch: '비밀번호가 일치하지 않습니다.',
  /** The password rule shown before a first attempt (issue 32 item 7): `validatePassword`'s rule. */
  passwordRule: '10자 ~ 15자로 문자와 숫자를 섞어 입력해주세요. 특수문자는 @ $ ! % * # ? & ^ 만 쓸 수 있습니다.',
  email: '이메일 형식이 올바르지 않습니다.',
  mobile: '휴대폰번호 형식이 올바르지 않습니다.',
  number: '숫자만 입력해주세요.',
  appVersion: '버전은 주.부.수 형식의 숫자로 입력해주세요. (예: 5.3.1)',
  storeUrl: '스토어 주소는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
  phone: '전화번호 형식이 올바르지 않습니다.',
  bizNo: '사업자등록번호는 숫자 10자리로 입력해주세요.',
  /** '제목을 입력해주세요.'; choices and dates: '분류를 선택해주세요.' */
  required: {
    input: '%{label} 입력해주세요.',
    select: '%{label} 선택해주세요.',
  },
  maxLength: '%{label} %{max}자 이내로 입력해주세요.',
  minValue: '%{label} %{min} 이상으로 입력해주세요.',
  maxValue: '%{label} %{max} 이하로 입력해주세요.',
  /** '종료일은 시작일보다 이전일 수 없습니다.' (`end` with its particle). */
  dateRange: '%{end} %{start}보다 이전일 수 없습니다.',
} as const;
