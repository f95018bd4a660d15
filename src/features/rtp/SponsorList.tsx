import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sponsorList } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { SponsorSummary } from '../../domain/contract/rtp-values.ts';
import { sponsorInfo } from '../../lib/paths.ts';

/** Every sponsor with its logo, description and number of games; a tap opens its page. */
export function SponsorList() {
  const { t } = useTranslation();
  const [sponsors, setSponsors] = useState<SponsorSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    sponsorList().then((answer) => (answer.code === 0 ? setSponsors(answer.data) : setFailed(true)), () => setFailed(true));
  };
  useEffect(load, []);

  if (failed) return <EmptyState title={t('rtp.failed')} action={<Button onClick={load}>{t('rtp.retry')}</Button>} />;
  if (!sponsors) return <Spinner />;
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
