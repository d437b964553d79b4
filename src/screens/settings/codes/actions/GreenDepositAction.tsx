import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import { formatWon, groupThousands } from '@/format';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { regroupAmount, stepOverSeparator } from '@/screens/shared/regroupAmount';
import { useDialog } from '@/screens/shared/useDialog';
import { fieldErrorsOf } from '../../shared/fieldErrors';
import { useGreenDeposit } from '../useCodeActions';

/** 친환경 컵 보증금 (POST code/greenDeposit): the amount in won, its own small form; the server's rule shown beside it. */
export function GreenDepositAction() {
  const t = useT();
  const { setting, save } = useGreenDeposit();
  const current = Number(setting.data?.depositAmt ?? 0);
  const dialog = useDialog(() => groupThousands(String(current)));
  const amount = dialog.value;
  const server = fieldErrorsOf(save.error).depositAmt;
  const problem = amount.trim() === '' ? t('settings.codes.deposit.required') : undefined;
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save}>
        {t('settings.codes.deposit.title')}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open}
        title={t('settings.codes.deposit.title')}
        onClose={dialog.close}
        onSubmit={() => save.mutate(Number(amount.replace(/,/g, '')), { onSuccess: dialog.close })}
        pending={save.isPending}
        submitDisabled={Boolean(problem)}
        error={server ? null : save.error}
      >
        <Typography>{t('settings.codes.deposit.current', { amount: formatWon(current) })}</Typography>
        <TextField
          name="depositAmt"
          label={t('settings.codes.deposit.amount')}
          value={amount}
          onKeyDown={stepOverSeparator}
          onChange={(event) => {
            regroupAmount(event.target);
            dialog.setValue(event.target.value);
          }}
          error={Boolean(server)}
          helperText={server ?? t('settings.codes.deposit.help')}
          size="small"
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">{t('settings.codes.deposit.won')}</InputAdornment> },
            htmlInput: { inputMode: 'numeric' },
          }}
        />
      </ActionDialog>
    </>
  );
}
