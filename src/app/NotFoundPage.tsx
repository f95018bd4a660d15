import { shellT as t } from '../lib/shell-strings.ts';
import { Link } from 'react-router';
import { Page } from '../components/Page.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { useFirstScreenShown } from './first-screen.ts';

export function NotFoundPage() {
  useFirstScreenShown();
  return (
    <Page title={t('titles.notFound')}>
      <EmptyState icon="info" title={t('notFound.title')} action={<Link to="/">{t('notFound.home')}</Link>} />
    </Page>
  );
}
