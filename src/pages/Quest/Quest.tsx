import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { TaskCenter } from '../../features/community/index.ts';
import { useSessionStore } from '../../stores/session.ts';
import { TASK_CENTER_PATH, login } from '../../lib/paths.ts';


/** Task Center tab: tasks grouped Novatos, Diárias, Especiais; visitors get a sign-in card. */
export default function QuestPage() {
  const { t } = useTranslation();
  const isMember = useSessionStore((s) => Boolean(s.token && s.userInfo));
  return (
    <Page title={t('titles.quest')} back={false} withTabBar>
      {isMember ? <TaskCenter /> : (
        <EmptyState icon="tasks" title={t('quest.visitorTitle')} description={t('quest.visitorText')}
          action={<Link className="btn btn--primary" to={login({ redirect: TASK_CENTER_PATH })}>{t('quest.login')}</Link>} />
      )}
    </Page>
  );
}
