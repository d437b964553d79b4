import type englishMessages from 'ra-language-english';

/**
 * react-admin's catalogue in Korean (there is no Korean package on the registry). Typed
 * against ra-language-english's TranslationMessages with every key made required and the
 * index signatures removed, so a missing or misspelled key fails the type check.
 * Plurals: '1개 … |||| %{smart_count}개 …' (the i18nProvider gives 'ko' the one/other rule).
 */
type Complete<T> = T extends string
  ? string
  : { [K in keyof T as string extends K ? never : K]-?: Complete<NonNullable<T[K]>> };

export type RaCatalogue = Complete<Pick<typeof englishMessages, 'ra'>>;

export const koreanRaMessages = {
  ra: {
    action: {
      add_filter: '필터 추가',
      add: '추가',
      back: '뒤로',
      bulk_actions: '1개 항목 선택됨 |||| %{smart_count}개 항목 선택됨',
      cancel: '취소',
      clear_array_input: '목록 비우기',
      clear_input_value: '입력값 지우기',
      clone: '복제',
      confirm: '확인',
      create: '등록',
      create_item: '%{item} 등록',
      delete: '삭제',
      edit: '수정',
      export: '내보내기',
      list: '목록',
      refresh: '새로고침',
      remove_filter: '이 필터 제거',
      remove_all_filters: '모든 필터 제거',
      remove: '제거',
      reset: '초기화',
      save: '저장',
      search: '검색',
      search_columns: '컬럼 검색',
      select_all: '전체 선택',
      select_all_button: '전체 선택',
      select_row: '이 행 선택',
      show: '상세',
      sort: '정렬',
      undo: '실행 취소',
      unselect: '선택 해제',
      expand: '펼치기',
      close: '닫기',
      open_menu: '메뉴 열기',
      close_menu: '메뉴 닫기',
      update: '수정',
      move_up: '위로 이동',
      move_down: '아래로 이동',
      open: '열기',
      toggle_theme: '밝은 화면/어두운 화면 전환',
      select_columns: '컬럼 선택',
      update_application: '화면 새로고침',
    },
    boolean: {
      true: '예',
      false: '아니요',
      null: '선택 안 함',
    },
    page: {
      create: '%{name} 등록',
      dashboard: '대시보드',
      edit: '%{name} 수정 %{recordRepresentation}',
      error: '문제가 발생하였습니다',
      list: '%{name}',
      loading: '불러오는 중',
      not_found: '찾을 수 없음',
      show: '%{name} 상세 %{recordRepresentation}',
      empty: '등록된 %{name} 데이터가 없습니다.',
      invite: '새로 등록하시겠습니까?',
      access_denied: '접근 권한 없음',
      authentication_error: '인증 오류',
    },
    input: {
      file: {
        upload_several: '업로드할 파일들을 끌어다 놓거나 클릭하여 선택해주세요.',
        upload_single: '업로드할 파일을 끌어다 놓거나 클릭하여 선택해주세요.',
      },
      image: {
        upload_several: '업로드할 이미지들을 끌어다 놓거나 클릭하여 선택해주세요.',
        upload_single: '업로드할 이미지를 끌어다 놓거나 클릭하여 선택해주세요.',
      },
      references: {
        all_missing: '참조 데이터를 찾을 수 없습니다.',
        many_missing: '연결된 참조 데이터 중 일부를 더 이상 사용할 수 없습니다.',
        single_missing: '연결된 참조 데이터를 더 이상 사용할 수 없습니다.',
      },
      password: {
        toggle_visible: '비밀번호 숨기기',
        toggle_hidden: '비밀번호 보기',
      },
    },
    message: {
      about: '정보',
      access_denied: '이 페이지에 접근할 권한이 없습니다.',
      are_you_sure: '계속하시겠습니까?',
      authentication_error: '인증 서버에서 오류가 발생하여 로그인 정보를 확인할 수 없습니다.',
      auth_error: '인증 정보를 확인하는 중 오류가 발생하였습니다.',
      bulk_delete_content: '이 %{name} 항목을 삭제하시겠습니까? |||| 선택한 %{smart_count}개 항목을 삭제하시겠습니까?',
      bulk_delete_title: '%{name} 삭제 |||| %{name} %{smart_count}개 삭제',
      bulk_update_content:
        '%{name} %{recordRepresentation} 항목을 수정하시겠습니까? |||| 선택한 %{smart_count}개 항목을 수정하시겠습니까?',
      bulk_update_title: '%{name} %{recordRepresentation} 수정 |||| %{name} %{smart_count}개 수정',
      clear_array_input: '목록 전체를 비우시겠습니까?',
      delete_content: '이 %{name} 항목을 삭제하시겠습니까?',
      delete_title: '%{name} %{recordRepresentation} 삭제',
      details: '상세 정보',
      error: '요청을 처리하는 중 오류가 발생하였습니다.',
      invalid_form: '입력값이 올바르지 않습니다. 오류 내용을 확인해주세요.',
      loading: '잠시만 기다려주세요.',
      no: '아니요',
      not_found: '주소가 잘못되었거나 더 이상 존재하지 않는 페이지입니다.',
      select_all_limit_reached: '항목이 너무 많아 모두 선택할 수 없습니다. 처음 %{max}개만 선택되었습니다.',
      unsaved_changes: '저장하지 않은 변경 사항이 있습니다. 이 페이지를 벗어나시겠습니까?',
      yes: '예',
      placeholder_data_warning: '네트워크 문제로 데이터를 새로 불러오지 못했습니다.',
    },
    navigation: {
      clear_filters: '필터 초기화',
      no_filtered_results: '현재 검색 조건에 맞는 %{name} 데이터가 없습니다.',
      no_results: '%{name} 데이터가 없습니다.',
      no_more_results: '%{page} 페이지는 범위를 벗어났습니다. 이전 페이지로 이동해주세요.',
      page_out_of_boundaries: '%{page} 페이지는 범위를 벗어났습니다.',
      page_out_from_end: '마지막 페이지입니다.',
      page_out_from_begin: '첫 페이지입니다.',
      page_range_info: '%{offsetBegin}-%{offsetEnd} / 총 %{total}건',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / %{offsetEnd}건 이상',
      current_page: '%{page} 페이지',
      page: '%{page} 페이지로 이동',
      first: '첫 페이지로 이동',
      last: '마지막 페이지로 이동',
      next: '다음 페이지로 이동',
      previous: '이전 페이지로 이동',
      page_rows_per_page: '페이지당 행 수:',
      skip_nav: '본문 바로가기',
    },
    sort: {
      sort_by: '%{field} %{order} 정렬',
      ASC: '오름차순',
      DESC: '내림차순',
    },
    auth: {
      auth_check_error: '로그인이 필요합니다.',
      user_menu: '내 정보',
      username: '아이디',
      password: '비밀번호',
      email: '이메일',
      sign_in: '로그인',
      sign_in_error: '로그인에 실패하였습니다. 다시 시도해주세요.',
      logout: '로그아웃',
    },
    notification: {
      updated: '수정되었습니다. |||| %{smart_count}개 항목이 수정되었습니다.',
      created: '등록되었습니다.',
      deleted: '삭제되었습니다. |||| %{smart_count}개 항목이 삭제되었습니다.',
      bad_item: '잘못된 항목입니다.',
      item_doesnt_exist: '존재하지 않는 항목입니다.',
      http_error: '서버와 통신 중 오류가 발생하였습니다.',
      data_provider_error: '서버 응답을 확인할 수 없습니다. 잠시 후 다시 시도해주세요.',
      i18n_error: '화면 문구를 불러오지 못했습니다.',
      canceled: '작업이 취소되었습니다.',
      logged_out: '세션이 종료되었습니다. 다시 로그인해주세요.',
      not_authorized: '이 기능을 사용할 권한이 없습니다.',
      application_update_available: '새 버전이 있습니다.',
      offline: '네트워크에 연결되어 있지 않아 데이터를 불러올 수 없습니다.',
    },
    validation: {
      required: '필수 입력 항목입니다.',
      minLength: '%{min}자 이상 입력해주세요.',
      maxLength: '%{max}자 이하로 입력해주세요.',
      minValue: '%{min} 이상이어야 합니다.',
      maxValue: '%{max} 이하여야 합니다.',
      number: '숫자만 입력해주세요.',
      email: '올바른 이메일 주소를 입력해주세요.',
      oneOf: '다음 중 하나여야 합니다: %{options}',
      regex: '형식이 올바르지 않습니다: %{pattern}',
      unique: '이미 사용 중인 값입니다.',
    },
    saved_queries: {
      label: '저장된 검색',
      query_name: '검색 이름',
      new_label: '현재 검색 조건 저장...',
      new_dialog_title: '현재 검색 조건을 다음 이름으로 저장',
      remove_label: '저장된 검색 삭제',
      remove_label_with_name: '"%{name}" 검색 삭제',
      remove_dialog_title: '저장된 검색을 삭제하시겠습니까?',
      remove_message: '저장된 검색 목록에서 이 항목을 삭제하시겠습니까?',
      help: '목록을 검색한 뒤 다음에 다시 쓸 수 있도록 검색 조건을 저장하세요.',
    },
    guesser: {
      empty: {
        title: '표시할 데이터가 없습니다',
        message: '데이터 제공자 설정을 확인해주세요.',
      },
    },
    configurable: {
      customize: '화면 설정',
      configureMode: '이 페이지 설정',
      inspector: {
        title: '화면 설정',
        content: '설정할 화면 요소 위에 마우스를 올려주세요.',
        reset: '설정 초기화',
        hideAll: '모두 숨기기',
        showAll: '모두 보이기',
      },
      Datagrid: {
        title: '데이터 표',
        unlabeled: '이름 없는 컬럼 #%{column}',
      },
      SimpleForm: {
        title: '입력 양식',
        unlabeled: '이름 없는 입력 항목 #%{input}',
      },
      SimpleList: {
        title: '목록',
        primaryText: '기본 문구',
        secondaryText: '보조 문구',
        tertiaryText: '추가 문구',
      },
    },
  },
} satisfies RaCatalogue;

/**
 * Keys react-admin translates with an English `_` default but ra-language-english lacks
 * (the column selector and inspector of configurable lists).
 */
export const koreanRaExtras = {
  ra: {
    inspector: {
      hideAll: '모두 숨기기',
      showAll: '모두 보이기',
      Datagrid: { title: '데이터 표' },
      SimpleForm: { title: '입력 양식' },
      SimpleList: { title: '목록' },
    },
    // The pagination's aria-labels of its '…' items.
    navigation: { 'start-ellipsis': '이전 페이지 묶음', 'end-ellipsis': '다음 페이지 묶음' },
  },
} as const;

