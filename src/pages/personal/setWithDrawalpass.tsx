import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { SetPasswordForm } from '../../features/wallet/forms.ts';

export default function SetWithdrawalPasswordPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_setWithDrawalpass')}><SetPasswordForm /></Page>;
}
