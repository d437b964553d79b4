import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useRedirect } from 'react-admin';
import { useT } from '@i18n/translate';
import { offlineGiftCardStatusChoices } from '@resources/orders/prepayRules';
import { formatChoice, formatDate, formatWon } from '@/format';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { blockNonDigitKeys } from '@/validation/numericKey';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { DetailItem } from '@/screens/shared/DetailItem';
import { CARD_DIGITS, cardDigits, groupCardNumber } from './cardNumber';

/**
 * '잔액 조회': the number printed on a paper gift card, typed with numeric keys only and shown
 * 4-4-4-4 as typed, looked up with GET offlineGiftCard/balance (the digits); the balance in won,
 * or the server's message. '상세 보기' opens that card's detail.
 */
export function BalanceLookup() {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const lookup = useMutation({ mutationFn: (cardNo: string) => dataProvider.offlineGiftCardBalance({ cardNo }) });
  const submit = () => {
    const digits = cardDigits(typed);
    const found = !digits ? t('money.giftCard.balance.required') : digits.length !== CARD_DIGITS ? t('money.giftCard.balance.digits') : '';
    setProblem(found);
    if (!found) lookup.mutate(digits);
  };
  const result = lookup.data;
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          lookup.reset();
          setTyped('');
          setProblem('');
          setOpen(true);
        }}
      >
        {t('money.giftCard.balance.button')}
      </Button>
      <ActionDialog
        open={open}
        title={t('money.giftCard.balance.title')}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        pending={lookup.isPending}
        error={lookup.error}
        submitLabel={t('money.giftCard.balance.submit')}
      >
        <TextField
          name="cardNo"
          label={t('money.giftCard.balance.cardNo')}
          value={typed}
          onKeyDown={blockNonDigitKeys}
          onChange={(event) => {
            setTyped(groupCardNumber(event.target.value));
            setProblem('');
          }}
          error={Boolean(problem)}
          helperText={problem || t('money.giftCard.balance.help')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CARD_DIGITS + 3 } }}
          autoFocus
          fullWidth
        />
        {result && !lookup.isPending && (
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="gift-balance-result">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('money.giftCard.balance.result')}
            </Typography>
            <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
              <DetailItem label={t('money.giftCard.balance.balanceAmt')} testId="gift-balance">
                <Typography component="span" variant="h6">
                  {formatWon(result.balanceAmt)}
                </Typography>
              </DetailItem>
              <DetailItem label={t('money.giftCard.balance.faceAmt')}>{formatWon(result.faceAmt)}</DetailItem>
              <DetailItem label={t('money.giftCard.balance.status')}>{formatChoice(result.cardStatus, offlineGiftCardStatusChoices)}</DetailItem>
              <DetailItem label={t('money.giftCard.balance.expireDt')}>{formatDate(result.expireDt)}</DetailItem>
            </Stack>
            <Button
              size="small"
              sx={{ mt: 1 }}
              onClick={() => {
                setOpen(false);
                redirect('show', 'offlineGiftCard', String(result.cardKey ?? result.cardNo));
              }}
            >
              {t('money.giftCard.balance.open')}
            </Button>
          </Paper>
        )}
      </ActionDialog>
    </>
  );
}
