import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { faultFamilies } from '@mocks/apiGroups';
import { FAULT_KINDS, type FaultKind, type NewFaultRule } from '@mocks/faultRules';
import { NATIVE } from './native';
import type { SectionProps } from './types';

type Target = 'all' | 'family' | 'path';
const METHODS = ['', 'GET', 'POST', 'PUT', 'DELETE'];

interface Draft {
  target: Target;
  family: string;
  pathPattern: string;
  kind: FaultKind;
  method: string;
  latencyMs: string;
  once: boolean;
}

const EMPTY: Draft = { target: 'family', family: '', pathPattern: '', kind: '500', method: '', latencyMs: '', once: false };

const isRegExp = (text: string) => {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
};

/** A new fault rule: its target (a family, a path pattern or every call), kind, method, latency, once. */
export function FaultForm({ state, notify }: SectionProps) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const latency = Number(draft.latencyMs);

  const problem = (): string | undefined => {
    if (draft.target === 'family' && !draft.family) return t('qa.fault.familyRequired');
    if (draft.target === 'path' && !draft.pathPattern.trim()) return t('qa.fault.patternRequired');
    if (draft.target === 'path' && !isRegExp(draft.pathPattern.trim())) return t('qa.fault.patternInvalid');
    if (draft.kind === 'latency' && !(latency > 0)) return t('qa.fault.latencyRequired');
    return undefined;
  };

  const add = () => {
    const refused = problem();
    setError(refused);
    if (refused) return;
    const rule: NewFaultRule = { kind: draft.kind, once: draft.once };
    if (draft.target === 'family') rule.family = draft.family;
    if (draft.target === 'path') rule.pathPattern = draft.pathPattern.trim();
    if (draft.method) rule.method = draft.method;
    if (latency > 0) rule.latencyMs = latency;
    state.control.addFault(rule);
    state.changed();
    notify({ severity: 'success', text: t('qa.fault.added') });
  };

  return (
    <Stack spacing={1.5} component="form" noValidate onSubmit={(event) => (event.preventDefault(), add())} aria-label={t('qa.fault.title')}>
      <Stack direction="row" spacing={1}>
        <TextField
          id="qa-fault-target"
          select
          size="small"
          slotProps={NATIVE}
          label={t('qa.fault.target')}
          value={draft.target}
          onChange={(event) => set('target', event.target.value as Target)}
          sx={{ minWidth: 140 }}
        >
          <option value="family">{t('qa.fault.targetFamily')}</option>
          <option value="path">{t('qa.fault.targetPath')}</option>
          <option value="all">{t('qa.fault.targetAll')}</option>
        </TextField>
        {draft.target === 'family' && (
          <TextField
            id="qa-fault-family"
            select
            size="small"
            slotProps={NATIVE}
            label={t('qa.fault.family')}
            value={draft.family}
            onChange={(event) => set('family', event.target.value)}
            sx={{ flex: 1 }}
          >
            <option value="" />
            {faultFamilies().map((family) => (
              <option key={family} value={family}>
                {family}
              </option>
            ))}
          </TextField>
        )}
        {draft.target === 'path' && (
          <TextField
            id="qa-fault-pattern"
            size="small"
            label={t('qa.fault.pathPattern')}
            value={draft.pathPattern}
            onChange={(event) => set('pathPattern', event.target.value)}
            placeholder="^/api/notice"
            sx={{ flex: 1 }}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          id="qa-fault-kind"
          select
          size="small"
          slotProps={NATIVE}
          label={t('qa.fault.kind')}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as FaultKind)}
          sx={{ minWidth: 220 }}
        >
          {FAULT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`qa.fault.kinds.${kind}`)}
            </option>
          ))}
        </TextField>
        <TextField
          id="qa-fault-method"
          select
          size="small"
          slotProps={NATIVE}
          label={t('qa.fault.method')}
          value={draft.method}
          onChange={(event) => set('method', event.target.value)}
          sx={{ minWidth: 100 }}
        >
          {METHODS.map((method) => (
            <option key={method || 'any'} value={method}>
              {method || t('qa.fault.anyMethod')}
            </option>
          ))}
        </TextField>
        <TextField
          id="qa-fault-latency"
          size="small"
          type="number"
          label={t('qa.fault.latencyMs')}
          value={draft.latencyMs}
          onChange={(event) => set('latencyMs', event.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 100 } }}
          sx={{ width: 130 }}
        />
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <FormControlLabel control={<Checkbox checked={draft.once} onChange={(event) => set('once', event.target.checked)} />} label={t('qa.fault.once')} />
        <Button type="submit" variant="contained">
          {t('qa.fault.add')}
        </Button>
        {error && (
          <span role="alert" style={{ color: '#d32f2f' }}>
            {error}
          </span>
        )}
      </Stack>
    </Stack>
  );
}
