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
