import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { accepted, submitTask, uploadPickedImage } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextAreaField, TextField } from '../../components/Field.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { useImageUploads } from '../../components/useImageUploads.ts';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import type { Task } from '../../domain/contract/tasks.ts';
import { TASK_LINK_MAX_CHARS, TASK_MAX_IMAGES, TASK_TEXT_MAX_CHARS } from '../../domain/contract/task-values.ts';
import { RULE_MESSAGES } from '../../domain/messages.pt.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';

const toast = (message: string) => emitUiEvent('toast', { message, durationMs: TOAST_DURATION_MS, position: 'bottom' });

/** What the task asks for, checked here with the server's words before anything is sent. */
function proofError(task: Task, text: string, link: string, images: number): string | undefined {
  if (task.needs_text && !text.trim()) return RULE_MESSAGES.taskTextRequired;
  if (task.needs_link && !link.trim()) return RULE_MESSAGES.taskLinkRequired;
  if (task.needs_link && !/^https?:\/\/\S+$/i.test(link.trim())) return RULE_MESSAGES.shareUrlNotHttp;
  if (images < task.min_images) return RULE_MESSAGES.taskImagesRequired.replace('{{min}}', String(task.min_images));
  return undefined;
}

/** The proof form of one task (text, link, up to 9 images, as the task needs), in a dialog. */
export function TaskSubmitDialog({ task, onClose, onSent }: { task: Task; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const uploads = useImageUploads(TASK_MAX_IMAGES, uploadPickedImage);

  const tooMany = () => toast(RULE_MESSAGES.taskTooManyImages);
  const onPick = (files: File[]) => {
    if (uploads.add(files, uploads.items.length) > 0) tooMany();
  };

  const send = async () => {
    const problem = proofError(task, text, link, uploads.items.length);
    if (problem) return setError(problem);
    const waiting = uploads.items.find((item) => item.status !== 'done');
    if (waiting) return toast(t(waiting.status === 'uploading' ? 'taskSubmit.waitUploads' : 'taskSubmit.removeFailed'));
    setSending(true);
    try {
      const images = uploads.items.flatMap((item) => (item.uploaded ? [item.uploaded.id] : []));
      const sent = await accepted(submitTask({ task_id: task.id, text: text.trim(), link: link.trim(), images }));
      if (sent === undefined) return;
      toast(t('taskSubmit.sent'));
      onSent();
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open title={task.title} onClose={onClose} actions={(
      <>
        <Button variant="ghost" onClick={onClose}>{t('taskSubmit.cancel')}</Button>
        <Button busy={sending} onClick={() => void send()}>{t('taskSubmit.send')}</Button>
      </>
    )}>
      <div className="form-stack task-form">
        {task.needs_text ? (
          <TextAreaField label={t('taskSubmit.text')} name="text" value={text} rows={3} maxLength={TASK_TEXT_MAX_CHARS}
            placeholder={t('taskSubmit.textPlaceholder')} onValueChange={(v) => { setText(v); setError(undefined); }} />
        ) : null}
        {task.needs_link ? (
          <TextField label={t('taskSubmit.link')} name="link" type="url" inputMode="url" value={link} maxLength={TASK_LINK_MAX_CHARS}
            placeholder={t('taskSubmit.linkPlaceholder')} onValueChange={(v) => { setLink(v); setError(undefined); }} />
        ) : null}
        {task.min_images > 0 ? (
          <ImagePicker label={t('taskSubmit.images', { min: task.min_images })} items={uploads.items} max={TASK_MAX_IMAGES}
            onPick={(files) => { onPick(files); setError(undefined); }} onRemove={uploads.remove} onFull={tooMany} />
        ) : null}
        {error ? <p className="field__error" role="alert">{error}</p> : null}
      </div>
    </Dialog>
  );
}
