import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { TaskRecords } from '../../features/community/index.ts';

/** Task submission log (spec §2): status filters and an infinite list. */
export default function TaskRecordPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.TaskRecord')}><TaskRecords /></Page>;
}
