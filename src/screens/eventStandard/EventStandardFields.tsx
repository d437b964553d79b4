import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDeclaration } from '@/declarations/types';
import { validatorsFor } from '@/validation/raValidators';
import { formFields, type FormMode } from '@/screens/generic/declaration';
import { DeclaredInput } from '@/screens/generic/form/DeclaredInput';
import { useScreen } from '@/screens/generic/ScreenContext';
import { RewardDetailInputs } from './RewardDetailInputs';
import { ServerChoiceInput } from './ServerChoiceInput';
import { useJoinTypes, useRewardTypes } from './useEventStandardChoices';

/** 지급 혜택 and 지급 조건: the reward types, then the conditions that reward type can be given on, both from the server. */
function RewardAndJoinInputs({ reward, join, fields }: { reward: FieldDeclaration; join: FieldDeclaration; fields: readonly FieldDeclaration[] }) {
  const rewardType = String(useWatch({ name: 'rewardType' }) ?? '');
  const joinType = useWatch({ name: 'joinType' }) as unknown;
  const joinTypes = useJoinTypes(rewardType);
  const { setValue } = useFormContext();
  useEffect(() => {
    // a condition the newly chosen reward type is not given on is cleared, not sent
    if (joinTypes.data && joinType && !joinTypes.data.some((choice) => String(choice.id) === String(joinType))) setValue('joinType', '', { shouldDirty: true });
  }, [joinTypes.data, joinType, setValue]);
  return (
    <>
      <ServerChoiceInput source="rewardType" label={reward.label} query={useRewardTypes()} validate={validatorsFor(reward, fields)} />
      <ServerChoiceInput source="joinType" label={join.label} query={joinTypes} validate={validatorsFor(join, fields)} />
    </>
  );
}

const REWARD_PARTS = new Set(['joinType', 'couponTypeId', 'bonusStampId', 'rewardQty']);

/** The event standard form: the declared inputs, with the reward, condition, coupon and bonus choices from the server. */
export function EventStandardFields({ mode }: { mode: FormMode }) {
  const screen = useScreen();
  const fields = formFields(screen, mode);
  const byName = (source: string) => screen.fields.find((field) => field.source === source) as FieldDeclaration;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {fields.map((field) => {
        if (field.source === 'rewardType')
          return (
            <Stack key="reward" spacing={1}>
              <RewardAndJoinInputs reward={field} join={byName('joinType')} fields={screen.fields} />
              <RewardDetailInputs
                coupon={byName('couponTypeId')}
                bonus={byName('bonusStampId')}
                count={byName('rewardQty')}
                fields={screen.fields}
                mode={mode}
              />
            </Stack>
          );
        if (REWARD_PARTS.has(field.source)) return null;
        return <DeclaredInput key={field.source} field={field} fields={screen.fields} mode={mode} />;
      })}
    </Stack>
  );
}
