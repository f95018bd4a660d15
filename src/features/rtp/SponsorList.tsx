import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { sponsorList } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import { sponsorInfo } from '../../lib/paths.ts';
import { useLoad } from '../../lib/use-load.ts';

const loadSponsors = () => sponsorList();

/** Every sponsor with its logo, description and number of games; a tap opens its page. */
export function SponsorList() {
  const { t } = useTranslation();
  const { state, reload: retry } = useLoad(loadSponsors);

  if (state.status === 'loading') return <Spinner />;
  if (state.status !== 'ready') return <EmptyState title={t('rtp.failed')} action={<Button onClick={retry}>{t('rtp.retry')}</Button>} />;
  const sponsors = state.data;
  if (sponsors.length === 0) return <EmptyState icon="sponsor" title={t('rtp.noSponsors')} />;
  return (
    <ul className="sponsor-list" data-testid="sponsor-list">
      {sponsors.map((s) => (
        <li key={s.id}>
          <Link className="card sponsor-card" to={sponsorInfo(s.id)}>
            <img className="sponsor-card__logo" src={s.logo} alt="" width={52} height={52} />
            <span className="sponsor-card__text">
              <strong>{s.name}</strong>
              <span>{s.description}</span>
              <small>{t('rtp.gameCount', { count: s.games })}</small>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
