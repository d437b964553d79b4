import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT, type AppKey } from '@i18n/translate';
import { EDREAM_ADDRESS_MAX, EDREAM_ZIP_PATTERN } from '@resources/marketing/eDreamRules';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import { placeBlock } from '@resources/marketing/eDreamRules';
import type { EDreamCase } from '../types';
import { type AddressInput, useEDreamWrite } from '../useEDreamActions';

type Problems = Partial<Record<keyof AddressInput, AppKey>>;

/** What is wrong with each field (the server checks the same, docs/decisions.md). */
function problemsOf({ zipCode, address, addressDetail }: AddressInput): Problems {
  const problems: Problems = {};
  if (!zipCode) problems.zipCode = 'eDream.case.address.zipRequired';
  else if (!EDREAM_ZIP_PATTERN.test(zipCode)) problems.zipCode = 'eDream.case.address.zipPattern';
  if (!address) problems.address = 'eDream.case.address.addressRequired';
  if (!addressDetail) problems.addressDetail = 'eDream.case.address.detailRequired';
  else if (address.length + addressDetail.length > EDREAM_ADDRESS_MAX) problems.addressDetail = 'eDream.case.address.tooLong';
  return problems;
}

const FIELDS = ['zipCode', 'address', 'addressDetail'] as const;

/** 주소 변경 (POST eDreamSet/ticketChangeAddress/{id}, `{ zipCode, address, addressDetail }`), each field required. */
export function AddressAction({ record }: { record: EDreamCase }) {
  const t = useT();
  const dialog = useDialog<AddressInput>(() => ({ zipCode: record.zipCode ?? '', address: record.address ?? '', addressDetail: record.addressDetail ?? '' }));
  const value = dialog.value;
  const [problems, setProblems] = useState<Problems>({});
  const save = useEDreamWrite('address', record.id, dialog.close);
  const label = t('eDream.case.actions.address');
  const submit = () => {
    const input = { zipCode: value.zipCode.trim(), address: value.address.trim(), addressDetail: value.addressDetail.trim() };
    const found = problemsOf(input);
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate(input);
  };
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save} onOpen={() => setProblems({})} disabled={placeBlock(record) !== undefined}>
        {label}
      </OpenDialogButton>
      <ActionDialog open={dialog.open} title={label} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        {FIELDS.map((name, index) => (
          <TextField
            key={name}
            name={name}
            label={t(`eDream.case.address.${name}`)}
            value={value[name]}
            onChange={(event) => dialog.setValue((current) => ({ ...current, [name]: event.target.value }))}
            required
            autoFocus={index === 0}
            error={problems[name] !== undefined}
            helperText={problems[name] ? t(problems[name], { max: EDREAM_ADDRESS_MAX }) : ' '}
            fullWidth
            slotProps={name === 'zipCode' ? { htmlInput: { inputMode: 'numeric', maxLength: 5 } } : undefined}
          />
        ))}
      </ActionDialog>
    </>
  );
}
