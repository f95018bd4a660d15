import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { useNavigate } from 'react-router';
import { accepted, completeInfo } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { Page } from '../../components/Page.tsx';
import { completeInfoRequest } from '../../domain/contract/index.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useForm } from '../../lib/use-form.ts';
import { useRouteQuery } from '../../lib/route-query.ts';
import { useSessionStore } from '../../stores/session.ts';
import { ME_PATH } from '../../lib/paths.ts';

/** Complete information before participating (spec §4, §6); returns to `redirect` afterwards. */
export default function PerfectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useRouteQuery();
  const profile = useSessionStore((s) => s.userInfo?.profile);
  const form = useForm(completeInfoRequest, { real_name: profile?.real_name ?? '', birth_date: profile?.birth_date ?? '' });

  const onSubmit = form.handleSubmit(async (data) => {
    const info = await accepted(completeInfo(data));
    if (info === undefined) return;
    useSessionStore.getState().setUserInfo(info);
    emitUiEvent('toast', { message: t('common.saved') });
    navigate(redirect?.startsWith('/') ? redirect : ME_PATH, { replace: true });
  });

  return (
    <Page title={t('titles.perfection')}>
      <p className="muted">{t('perfection.intro')}</p>
      <form className="card form-stack" onSubmit={onSubmit} noValidate>
        <TextField label={t('perfection.realName')} name="real_name" autoComplete="name" value={form.values.real_name}
          error={form.errors.real_name} onValueChange={(v) => form.setField('real_name', v)} />
        <TextField label={t('perfection.birthDate')} name="birth_date" type="date" autoComplete="bday" value={form.values.birth_date}
          error={form.errors.birth_date} onValueChange={(v) => form.setField('birth_date', v)} />
        <Button type="submit" block>{t('common.save')}</Button>
      </form>
    </Page>
  );
}
