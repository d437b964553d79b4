import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { inflowChannelChoices, MEMBER_LIMITS } from '@resources/members/memberRules';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import type { MemberCampaign } from '@/types/records';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';

type Problems = Partial<Record<keyof MemberCampaign, string>>;
const EMPTY: MemberCampaign = { campaignCd: '', campaignName: '', inflowChannel: '', campaignDt: '' };

/** 캠페인 정보 등록/수정: POST member/updateCustomerCampaignInfo with the whole campaign info. */
export function CampaignAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const dialog = useDialog<MemberCampaign>(() => {
    const { campaignCd = '', campaignName = '', inflowChannel = '', campaignDt = '' } = member.campaign ?? EMPTY;
    return { campaignCd, campaignName, inflowChannel, campaignDt };
  });
  const [problems, setProblems] = useState<Problems>({});
  const save = useMemberWrite('updateCampaignInfo', member.cusId, dialog.close);
  const title = t(member.campaign ? 'member.campaign.edit' : 'member.campaign.add');
  const set = (field: keyof MemberCampaign, value: string) => dialog.setValue({ ...dialog.value, [field]: value });
  const required = (field: keyof MemberCampaign, label: string) => (dialog.value[field].trim() ? undefined : `${label} ${t('member.form.requiredSuffix')}`);
  const submit = () => {
    const { campaignCd, campaignName, campaignDt } = dialog.value;
    const found: Problems = {
      campaignCd:
        required('campaignCd', t('member.campaign.campaignCd')) ??
        (campaignCd.length > MEMBER_LIMITS.campaignCd ? t('member.form.tooLong', { max: MEMBER_LIMITS.campaignCd }) : undefined),
      campaignName:
        required('campaignName', t('member.campaign.campaignName')) ??
        ([...campaignName].length > MEMBER_LIMITS.campaignName ? t('member.form.tooLong', { max: MEMBER_LIMITS.campaignName }) : undefined),
      inflowChannel: required('inflowChannel', t('member.campaign.inflowChannel')),
      campaignDt: /^\d{4}-\d{2}-\d{2}$/.test(campaignDt) ? undefined : t('member.form.birthDtHelp'),
    };
    setProblems(found);
    if (!Object.values(found).some(Boolean)) save.mutate({ ...dialog.value, campaignCd: campaignCd.trim(), campaignName: campaignName.trim() });
  };
  const field = (name: keyof MemberCampaign, label: string, help = ' ') => ({
    name,
    label,
    value: dialog.value[name],
    error: Boolean(problems[name]),
    helperText: problems[name] || help,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    fullWidth: true,
  });
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save} onOpen={() => setProblems({})} variant="text">
        {title}
      </OpenDialogButton>
      <ActionDialog open={dialog.open} title={title} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        <TextField {...field('campaignCd', t('member.campaign.campaignCd'))} />
        <TextField {...field('campaignName', t('member.campaign.campaignName'))} />
        <TextField {...field('inflowChannel', t('member.campaign.inflowChannel'))} select>
          {inflowChannelChoices.map((choice) => (
            <MenuItem key={choice.id} value={String(choice.id)}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('campaignDt', t('member.campaign.campaignDt'), t('member.form.birthDtHelp'))} />
      </ActionDialog>
    </>
  );
}
