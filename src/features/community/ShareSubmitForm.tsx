import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocation, useNavigate } from 'react-router';
import { accepted, submitShare, uploadPickedImage } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { useImageUploads } from '../../components/useImageUploads.ts';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { SHARE_PLATFORM_NAMES, SHARE_URL_MAX_CHARS, shareUrlProblem } from '../../domain/contract/share-values.ts';
import { API_CODE } from '../../domain/contract/envelope.ts';
import type { ShareCampaign } from '../../domain/contract/shares.ts';
import { RULE_MESSAGES } from '../../domain/messages.pt.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useFields } from '../../lib/use-form.ts';
import { completeProfile } from '../../lib/paths.ts';


const toast = (message: string) => emitUiEvent('toast', { message, durationMs: TOAST_DURATION_MS, position: 'bottom' });

/** The same checks the server makes, so the member reads the message before a round trip. */
function addressError(url: string, campaign: ShareCampaign): string | undefined {
  const problem = shareUrlProblem(url, campaign.platforms);
  if (problem === 'empty') return RULE_MESSAGES.shareUrlRequired;
  if (problem === 'notHttp') return RULE_MESSAGES.shareUrlNotHttp;
  if (problem === 'wrongPlatform') {
    return RULE_MESSAGES.shareUrlWrongPlatform.replace('{{platforms}}', campaign.platforms.map((p) => SHARE_PLATFORM_NAMES[p]).join(', '));
  }
  return undefined;
}

interface ShareSubmitFormProps {
  campaign: ShareCampaign;
  onSent: (remaining: number) => void;
}

/** pages/shareing/shareing: the post's address and an optional screenshot, sent for verification. */
export function ShareSubmitForm({ campaign, onSent }: ShareSubmitFormProps) {
  const { t } = useTranslation();
  // The address is checked with the server's rules without zod (addressError), so the page stays light.
  const { values: { url }, errors, setField, setErrors, replaceValues } = useFields({ url: '' });
  const [sending, setSending] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const uploads = useImageUploads(1, uploadPickedImage);
  const navigate = useNavigate();
  const location = useLocation();

  const imageReady = (): number | null | false => {
    const item = uploads.items[0];
    if (!item) return null;
    if (item.status === 'done' && item.uploaded) return item.uploaded.id;
    toast(t(item.status === 'uploading' ? 'shareing.waitUpload' : 'shareing.removeFailed'));
    return false;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = addressError(url, campaign);
    if (problem) return setErrors({ url: problem });
    const image = imageReady();
    if (image === false || sending) return;
    setSending(true);
    try {
      // Participating needs a complete profile (spec §4): the server's toast says so, Perfection brings them back.
      const sent = await accepted(submitShare({ campaign_id: campaign.id, url: url.trim(), image_id: image }), (refusal) => {
        if (refusal.code === API_CODE.profileIncomplete) navigate(completeProfile(location.pathname + location.search));
      });
      if (sent === undefined) return;
      toast(t('shareing.sent'));
      replaceValues({ url: '' });
      for (const item of uploads.items) uploads.remove(item.key);
      setPickerKey((k) => k + 1);
      onSent(sent.remaining);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="card form-stack" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField label={t('shareing.url')} name="url" type="url" inputMode="url" autoComplete="off" value={url} maxLength={SHARE_URL_MAX_CHARS}
        placeholder={t('shareing.urlPlaceholder')} error={errors.url} onValueChange={(v) => setField('url', v)} />
      <ImagePicker key={pickerKey} label={t('shareing.proof')} items={uploads.items} max={1}
        onPick={(files) => void uploads.add(files, uploads.items.length)} onRemove={uploads.remove} onFull={() => undefined} />
      <Button type="submit" block busy={sending}>{t('shareing.submit')}</Button>
    </form>
  );
}
