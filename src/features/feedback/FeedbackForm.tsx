import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { accepted, submitFeedback, uploadPickedImage } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextAreaField, TextField } from '../../components/Field.tsx';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MAX_UPLOADS, TOAST_DURATION_MS } from '../../domain/constants.ts';
import { feedbackRequest } from '../../domain/contract/feedback.ts';
import { RULE_MESSAGES } from '../../domain/messages.pt.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useForm } from '../../lib/use-form.ts';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { useImageUploads } from '../../components/useImageUploads.ts';

const toast = (message: string) => emitUiEvent('toast', { message, durationMs: TOAST_DURATION_MS, position: 'bottom' });

/** pages/personal/feedback: e-mail (the profile's, if any), text and up to 9 images. */
export function FeedbackForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(feedbackRequest, { email: initialEmail, content: '', images: [] as number[] });
  const { values: { email, content }, errors, setField } = form;
  const [sending, setSending] = useState(false);
  const uploads = useImageUploads(FEEDBACK_MAX_UPLOADS, uploadPickedImage);

  const tooMany = () => toast(RULE_MESSAGES.feedbackTooManyUploads);
  const onPick = (files: File[]) => {
    if (uploads.add(files, uploads.items.length) > 0) tooMany();
  };

  /** The ids to send, or null (with a toast saying why) while an image is not uploaded. */
  const imagesReady = (): number[] | null => {
    const waiting = uploads.items.find((item) => item.status !== 'done');
    if (!waiting) return uploads.items.flatMap((item) => (item.uploaded ? [item.uploaded.id] : []));
    toast(t(waiting.status === 'uploading' ? 'feedback.waitUploads' : 'feedback.removeFailed'));
    return null;
  };

  // The fields first, with their inline messages; the images are checked by their upload state.
  const onSubmit = form.handleSubmit(async (data) => {
    const images = imagesReady();
    if (!images || sending) return;
    setSending(true);
    try {
      if ((await accepted(submitFeedback({ ...data, images }))) === undefined) return;
      toast(t('feedback.sent'));
      navigate(-1);
    } finally {
      setSending(false);
    }
  });

  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      <p className="feedback-intro">{t('feedback.intro')}</p>
      <TextField label={t('feedback.email')} name="email" type="email" inputMode="email" autoComplete="email" value={email}
        placeholder={t('feedback.emailPlaceholder')} error={errors.email}
        onValueChange={(v) => setField('email', v)} />
      <TextAreaField label={t('feedback.content')} name="content" value={content} maxLength={FEEDBACK_MAX_CHARS} rows={5}
        placeholder={t('feedback.contentPlaceholder')} error={errors.content}
        onValueChange={(v) => setField('content', v)} />
      <ImagePicker items={uploads.items} max={FEEDBACK_MAX_UPLOADS} onPick={onPick} onRemove={uploads.remove} onFull={tooMany} />
      {errors.images ? <p className="field__error" role="alert">{errors.images}</p> : null}
      <Button type="submit" block disabled={sending}>{t('feedback.submit')}</Button>
    </form>
  );
}
