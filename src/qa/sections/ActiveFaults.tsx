import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Translate, useT } from '@i18n/translate';
import type { FaultRule } from '@mocks/faultRules';
import type { SectionProps } from './types';

function targetOf(rule: FaultRule, t: Translate): string {
  const target = [rule.family, rule.pathPattern].filter(Boolean).join(' · ') || t('qa.fault.targetAll');
  return rule.method ? `${rule.method} ${target}` : target;
}

/** The rules in force, each with its remove button; the `setFaults` settings (console, `?mockFaults=`) too. */
export function ActiveFaults({ state }: Pick<SectionProps, 'state'>) {
  const t = useT();
  const settings = state.scenario.settings;
  const remove = (id?: string) => {
    if (id) state.control.removeFault(id);
    else state.control.clearAllFaults();
    state.changed();
  };
  return (
    <Stack spacing={1} data-testid="qa-active-faults">
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="body2" fontWeight={600}>
          {t('qa.fault.active')}
        </Typography>
        {(state.rules.length > 0 || settings) && (
          <Button size="small" onClick={() => remove()}>
            {t('qa.fault.clear')}
          </Button>
        )}
      </Stack>
      {state.rules.length === 0 && !settings && <Typography color="text.secondary">{t('qa.fault.none')}</Typography>}
      {settings && <Typography variant="body2">{t('qa.fault.settings', { text: JSON.stringify(settings) })}</Typography>}
      <List dense disablePadding>
        {state.rules.map((rule) => (
          <ListItem
            key={rule.id}
            data-testid="qa-fault"
            divider
            secondaryAction={
              <Button size="small" color="error" onClick={() => remove(rule.id)} aria-label={`${t('qa.fault.remove')} ${rule.id}`}>
                {t('qa.fault.remove')}
              </Button>
            }
          >
            <ListItemText
              primary={`${t(`qa.fault.kinds.${rule.kind}`)} · ${targetOf(rule, t)}`}
              secondary={
                <Stack component="span" direction="row" spacing={0.5}>
                  <Chip component="span" size="small" label={rule.once ? t('qa.fault.onceTag') : t('qa.fault.untilRemoved')} />
                  {rule.latencyMs ? <Chip component="span" size="small" label={t('qa.fault.latencyTag', { ms: rule.latencyMs })} /> : null}
                </Stack>
              }
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
