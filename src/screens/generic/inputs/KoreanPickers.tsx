import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { koKR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ko';
import type { ReactNode } from 'react';

const localeText = koKR.components.MuiLocalizationProvider.defaultProps.localeText;

/** MUI X pickers in Korean: dayjs locale 'ko' and the Korean texts (확인, 취소, 오늘…). */
export function KoreanPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ko" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

/** The calendar heading: year then month, the Korean way (spec §9: '2026년 3월'). */
export const KOREAN_MONTH_HEADING = 'YYYY년 M월';
