import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { FeedbackForm } from '../../features/feedback/index.ts';
import { useSessionStore } from '../../stores/session.ts';
import './personal.css';

/** Feedback to the team with e-mail, text and up to 9 images (spec §3, §5). */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const email = useSessionStore((s) => s.userInfo?.profile.email ?? '');
  return (
    <Page title={t('titles.personal_feedback')}>
      <FeedbackForm initialEmail={email} />
    </Page>
  );
}
