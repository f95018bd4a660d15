import { shellT as t } from '../lib/shell-strings.ts';
import { Page } from '../components/Page.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { useFirstScreenShown } from './first-screen.ts';

/** A route whose content is not built yet: its real frame, no invented data. */
export function FramePage({ title, isTab = false }: { title: string; isTab?: boolean }) {
  useFirstScreenShown();
  return (
    <Page title={t(title)} back={!isTab} withTabBar={isTab}>
      <EmptyState icon="info" title={t('frame.title')} description={t('frame.description')} />
    </Page>
  );
}
