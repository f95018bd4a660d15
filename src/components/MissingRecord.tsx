import { Link } from 'react-router';
import { EmptyState } from './EmptyState.tsx';

interface MissingRecordProps {
  /** What the page was not told to show, in Portuguese: "Nenhuma notícia indicada." */
  text: string;
  /** The link to the list where the member can pick one: "Ver todas as notícias". */
  listLabel: string;
  listPath: string;
}

/**
 * A detail page opened without the `id` of what it shows (a cut link, a hand-typed address):
 * nothing failed and nothing is worth retrying, so it says what is missing and leads to the list,
 * inside the page's own frame (its title and back button).
 */
export function MissingRecord({ text, listLabel, listPath }: MissingRecordProps) {
  return <EmptyState icon="info" title={text} action={<Link className="btn btn--primary" to={listPath} data-missing-record-list="">{listLabel}</Link>} />;
}
