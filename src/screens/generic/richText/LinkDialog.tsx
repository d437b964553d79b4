import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useT } from '@i18n/translate';

/** An address a link may point to (the sanitizer keeps http(s), mailto, tel and relative ones). */
export const isLinkable = (url: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[\d+-]+|\/[^\s]*)$/i.test(url.trim());

/** Asks for the address of a link (in place of the browser's English prompt). */
export function LinkDialog({ initial, onApply, onClose }: { initial: string; onApply: (url: string) => void; onClose: () => void }) {
  const t = useT();
  const [url, setUrl] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // not the record's form around the editor
    if (!isLinkable(url)) {
      setInvalid(true);
      return;
    }
    onApply(url.trim());
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rich-text-link-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="rich-text-link-title">{t('marketing.richText.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            name="linkUrl"
            label={t('marketing.richText.linkUrl')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={invalid}
            helperText={invalid ? t('marketing.richText.linkInvalid') : t('marketing.richText.linkHelp')}
            placeholder="https://"
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('workspace.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('marketing.richText.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
