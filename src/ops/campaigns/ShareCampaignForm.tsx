/**
 * One share campaign's form: a new campaign, or an edit that sends back the values it loaded so a
 * save over another operator's change is refused. The image is sent as a file (uploadSiteImage)
 * or typed as an address.
 */
import type { OpsShareCampaign, ShareCampaignFields } from '../../domain/contract/ops-campaigns.ts';
import { SHARE_PLATFORMS, type SharePlatform } from '../../domain/contract/share-values.ts';
import { CAMPAIGN_TEXTS as C, SHARE_TEXTS as T } from './campaigns-texts.ts';
import { saveShareCampaign } from './campaigns-calls.ts';
import { Check, Field, FormActions, isoOf, localOf, NumberInput, PeriodInputs } from './CampaignParts.tsx';
import { ContentField } from '../content/ContentField.tsx';
import { type CampaignFormVariant, fieldsOf, useCampaignForm } from './useCampaignForm.ts';

type Draft = Omit<ShareCampaignFields, 'opens_at' | 'closes_at'> & {
  opens_at: string;
  closes_at: string;
};

const NEW_CAMPAIGN: Draft = {
  title: '', image: '', text: '', link: 'https://', platforms: [...SHARE_PLATFORMS], points: 100, daily_limit: 3, opens_at: '', closes_at: '', sort: 0, active: true,
};
const IMAGE_FIELD = { name: 'image', label: T.image, type: 'image', required: true } as const;
const FIELDSET = { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', border: 0, padding: 0, margin: 0 } as const;

const SHARE_CAMPAIGNS: CampaignFormVariant<OpsShareCampaign, Draft> = {
  empty: NEW_CAMPAIGN,
  draftOf: (campaign) => ({ ...fieldsOf(campaign), opens_at: localOf(campaign.opens_at), closes_at: localOf(campaign.closes_at) }),
  bodyOf: (draft) => ({ ...draft, opens_at: isoOf(draft.opens_at), closes_at: isoOf(draft.closes_at) }),
  save: saveShareCampaign,
  creating: T.creating,
};

interface ShareCampaignFormProps {
  campaign: OpsShareCampaign | null;
  onSaved: (campaign: OpsShareCampaign) => void;
  onCancel: () => void;
}

export function ShareCampaignForm({ campaign, onSaved, onCancel }: ShareCampaignFormProps) {
  const { draft, set, replaceValues, busy, result, submit, heading } = useCampaignForm(SHARE_CAMPAIGNS, campaign, onSaved);
  const togglePlatform = (platform: SharePlatform, on: boolean) =>
    set('platforms')(on ? SHARE_PLATFORMS.filter((p) => p === platform || draft.platforms.includes(p)) : draft.platforms.filter((p) => p !== platform));

  return (
    <form className="ops-card ops-form" onSubmit={submit} aria-label={heading}>
      <h3>{heading}</h3>
      <Field label={C.title}><input name="title" value={draft.title} onChange={(e) => set('title')(e.target.value)} /></Field>
      <ContentField field={IMAGE_FIELD} value={draft.image} options={[]} onChange={(value) => set('image')(String(value))} />
      <Field label={T.text}><textarea name="text" rows={3} value={draft.text} onChange={(e) => set('text')(e.target.value)} /></Field>
      <Field label={T.link}><input name="link" value={draft.link} onChange={(e) => set('link')(e.target.value)} /></Field>
      <fieldset style={FIELDSET}>
        <legend className="ops-hint">{T.platforms}</legend>
        {SHARE_PLATFORMS.map((platform) => (
          <Check key={platform} name={`platform-${platform}`} label={T.platformNames[platform]} checked={draft.platforms.includes(platform)}
            onChange={(on) => togglePlatform(platform, on)} />
        ))}
      </fieldset>
      <NumberInput name="points" label={C.points} value={draft.points} onChange={set('points')} />
      <NumberInput name="daily_limit" label={T.dailyLimit} value={draft.daily_limit} onChange={set('daily_limit')} />
      <PeriodInputs opens={draft.opens_at} closes={draft.closes_at} onChange={(opens, closes) => replaceValues({ ...draft, opens_at: opens, closes_at: closes })} />
      <NumberInput name="sort" label={C.sort} value={draft.sort} onChange={set('sort')} />
      <Check name="active" label={C.active} checked={draft.active} onChange={set('active')} />
      <FormActions busy={busy} result={result} onCancel={onCancel} />
    </form>
  );
}
