import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { accepted, updateProfile } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { Page } from '../../components/Page.tsx';
import { updateProfileRequest } from '../../domain/contract/index.ts';
import { AvatarEditor } from '../../features/profile-photo/index.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useForm } from '../../lib/use-form.ts';
import { useSessionStore } from '../../stores/session.ts';
import './personal.css';

/** Profile settings (spec §2): the profile photo (cropped to a square, uploaded) and the nickname. */
export default function SettingPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.userInfo);
  const form = useForm(updateProfileRequest, { nickname: user?.nickname ?? '' });

  const onSubmit = form.handleSubmit(async (data) => {
    const info = await accepted(updateProfile(data));
    if (info === undefined) return;
    useSessionStore.getState().setUserInfo(info);
    emitUiEvent('toast', { message: t('common.saved') });
  });

  return (
    <Page title={t('titles.personal_setting')}>
      {user ? <AvatarEditor user={user} onSaved={(info) => useSessionStore.getState().setUserInfo(info)} /> : null}
      <form className="card form-stack" onSubmit={onSubmit} noValidate>
        <TextField label={t('setting.nickname')} name="nickname" value={form.values.nickname} error={form.errors.nickname}
          onValueChange={(v) => form.setField('nickname', v)} maxLength={20} />
        <p className="setting-hint">{t('setting.nicknameRules')}</p>
        <Button type="submit" block>{t('common.save')}</Button>
      </form>
    </Page>
  );
}
