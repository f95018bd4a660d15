import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { accepted, setAvatar, uploadImage } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import type { UserInfo } from '../../domain/contract/index.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { cropToBlob } from './crop-image.ts';
import { type CropState, initialCrop } from './crop-math.ts';
import { SquareCropper } from './SquareCropper.tsx';

const VIEW = 260;

interface Picked {
  bitmap: ImageBitmap;
  url: string;
}

/**
 * Profile photo: pick, crop to a square, upload (POST /api/upload/image), then set it as the
 * member's photo. `onSaved` gets the new UserInfo for the session store.
 */
export function AvatarEditor({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [crop, setCrop] = useState<CropState | null>(null);
  const [busy, setBusy] = useState(false);

  // The bitmap and the preview URL live as long as the picked image, not one crop step.
  useEffect(() => () => release(picked), [picked]);
  const close = useCallback(() => {
    if (!busy) setPicked(null);
  }, [busy]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      setCrop(initialCrop(bitmap.width, bitmap.height, VIEW));
      setPicked({ bitmap, url: URL.createObjectURL(file) });
    } catch {
      emitUiEvent('toast', { message: t('photo.unreadable') });
    }
  };

  const save = async () => {
    if (!picked || !crop) return;
    setBusy(true);
    try {
      const saved = await uploadAndSet(picked.bitmap, crop);
      if (saved) {
        onSaved(saved);
        setPicked(null);
        emitUiEvent('toast', { message: t('photo.saved') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card avatar-editor">
      <span className="avatar-editor__photo">
        {user.avatar ? <img src={user.avatar} alt={t('photo.current')} data-testid="avatar-current" /> : <span>{(user.nickname || user.username).slice(0, 1).toUpperCase()}</span>}
      </span>
      <div className="avatar-editor__side">
        <p className="avatar-editor__title">{t('photo.title')}</p>
        <Button variant="secondary" onClick={() => input.current?.click()}>{t('photo.choose')}</Button>
      </div>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={(e) => void onFile(e)} data-testid="avatar-input" />
      {picked && crop ? (
        <Dialog open title={t('photo.cropTitle')} onClose={close}
          actions={<><Button variant="ghost" disabled={busy} onClick={close}>{t('common.cancel')}</Button>
            <Button busy={busy} onClick={() => void save()} data-testid="avatar-save">{t('photo.use')}</Button></>}>
          <SquareCropper src={picked.url} state={crop} onChange={setCrop} />
        </Dialog>
      ) : null}
    </section>
  );
}

async function uploadAndSet(bitmap: ImageBitmap, crop: CropState): Promise<UserInfo | null> {
  const blob = await cropToBlob(bitmap, crop);
  if (!blob) return null;
  const item = (await accepted(uploadImage(blob, 'foto-perfil.jpg')))?.items[0];
  if (!item) return null;
  return (await accepted(setAvatar({ upload_id: item.id }))) ?? null;
}

function release(picked: Picked | null) {
  if (!picked) return;
  URL.revokeObjectURL(picked.url);
  picked.bitmap.close();
}
