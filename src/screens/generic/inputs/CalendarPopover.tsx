import Popover from '@mui/material/Popover';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { Dayjs } from 'dayjs';
import { translate } from '@i18n/translate';
import { toDayjs } from '@/format/date';
import { KoreanPickers } from './KoreanPickers';
import { storedFormat } from './dateText';

export interface CalendarPopoverProps {
  anchor: HTMLElement;
  value: unknown;
  withTime: boolean;
  minDate?: unknown;
  maxDate?: unknown;
  /** The chosen day in the stored format; a date-time keeps the time it had (00:00 when none). */
  onPick: (value: string) => void;
  onClose: () => void;
}

/** The calendar of a date input, in Korean, loaded the first time an operator opens one. */
export function CalendarPopover({ anchor, value, withTime, minDate, maxDate, onPick, onClose }: CalendarPopoverProps) {
  const current = toDayjs(value);
  const pick = (day: Dayjs | null, state?: string) => {
    if (!day || !day.isValid() || state !== 'finish') return;
    const chosen = current ? day.hour(current.hour()).minute(current.minute()).second(0) : day.startOf('day');
    onPick(chosen.format(storedFormat(withTime)));
    onClose();
  };
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <KoreanPickers>
        <DateCalendar
          value={current ?? null}
          onChange={pick}
          minDate={toDayjs(minDate)}
          maxDate={toDayjs(maxDate)}
          slotProps={{ calendarHeader: { format: translate('screen.monthHeading') } }}
        />
      </KoreanPickers>
    </Popover>
  );
}
