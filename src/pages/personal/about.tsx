import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { DocumentView } from '../../features/content/index.ts';

const ABOUT = { slug: 'about' } as const;

/** About: the server's `about` document. */
export default function AboutPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_about')}><DocumentView by={ABOUT} /></Page>;
}
