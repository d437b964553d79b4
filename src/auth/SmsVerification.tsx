import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import { useT } from '@i18n/translate';
import { AuthField } from './AuthField';
import type { Verification } from './useLoginFlow';

interface Props {
  verification: Verification;
  authNum: string;
  onAuthNum: (value: string) => void;
  onSend: () => Promise<void>;
  sending: boolean;
}

/** The mobile verification block: masked number, '인증번호 발송' after a confirmation, the number field. */
export function SmsVerification({ verification, authNum, onAuthNum, onSend, sending }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('login.verification')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flex: 1, fontFamily: 'monospace' }} data-testid="masked-mobile">
          {verification.mobileNo}
        </Typography>
        <Button variant="outlined" size="small" data-testid="send-sms" disabled={sending} onClick={() => setConfirming(true)}>
          {t('login.sendSms')}
        </Button>
      </Box>
      {verification.smsSent && (
        <AuthField
          name="authNum"
          label={t('login.authNum')}
          value={authNum}
          onChange={(event) => onAuthNum(event.target.value.replace(/\s/g, ''))}
          helperText={t('login.authNumHelp')}
          autoComplete="one-time-code"
          inputProps={{ maxLength: 6, inputMode: 'numeric' }}
          autoFocus
        />
      )}
      <Confirm
        isOpen={confirming}
        title={t('login.sendSms')}
        content={t('login.sendSmsConfirm')}
        onConfirm={() => {
          setConfirming(false);
          void onSend();
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
