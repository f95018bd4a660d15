import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { ChangePasswordForm } from '../../features/wallet/forms.ts';

export default function UpdateWithdrawalPasswordPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_updatewithdrawalpass')}><ChangePasswordForm /></Page>;
}
