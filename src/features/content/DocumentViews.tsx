import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getDocument, getDocuments } from '../../api/calls/content.ts';
import { unwrap } from '../../api/unwrap.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { ContentDocument, DocumentSummary } from '../../domain/contract/content.ts';
import { formatDateTime } from '../../lib/format.ts';
import { LoadGate } from '../../components/LoadGate.tsx';
import { RichHtml } from './RichHtml.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { protocolDetail } from '../../lib/paths.ts';
import { useSiteChange, useSiteVersion } from './useSiteChange.ts';


function DocumentRow({ doc }: { doc: DocumentSummary }) {
  const { t } = useTranslation();
  return (
    <Link to={protocolDetail(doc.id)} className="card document-row" data-testid="document">
      <span className="document-row__body">
        <span className="document-row__title">{doc.title}</span>
        <span className="document-row__date">{t('content.updated', { date: formatDateTime(doc.updated_at) })}</span>
      </span>
      <Icon name="chevron" size={18} />
    </Link>
  );
}

/** pages/personal/protocol: the terms and policies the server holds. */
export function DocumentList() {
  const { t } = useTranslation();
  const version = useSiteVersion();
  const loadPage = useCallback(async (page: number): Promise<ListPage<DocumentSummary>> => {
    return listPageOf(unwrap(await getDocuments({ page }, { loading: false, fresh: page === 1 })));
  }, []);
  return <InfiniteList key={version} loadPage={loadPage} keyOf={(d) => d.id} renderItem={(d) => <DocumentRow doc={d} />}
    empty={<EmptyState icon="info" title={t('content.noDocuments')} />} />;
}

function DocumentBody({ doc }: { doc: ContentDocument }) {
  return <article className="card content-article" data-testid="document-body"><RichHtml html={doc.html} /></article>;
}

/** protocolDetails (`?id=`) and about (`slug: 'about'`): one document's formatted text. */
export function DocumentView({ by }: { by: { id: string } | { slug: string } | null }) {
  const { t } = useTranslation();
  const key = by ? JSON.stringify(by) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `by`, a new object each render.
  const load = useCallback((fresh: boolean) => getDocument(by ?? { slug: '' }, { loading: false, fresh }), [key]);
  const { state, reload } = useLoad(by ? load : null);
  useSiteChange(reload);
  return <LoadGate state={state} reload={reload} notFound={t('content.documentNotFound')}>{(doc) => <DocumentBody doc={doc} />}</LoadGate>;
}
