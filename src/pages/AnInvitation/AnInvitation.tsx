import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { GameScreen, GiftStage, InviteCard } from '../../features/rewards/index.ts';
import { useSessionStore } from '../../stores/session.ts';
import { CHEST_PATH, login } from '../../lib/paths.ts';


/** Open chest tab: chests earned by inviting friends, opened with the gift-box scene. */
export default function ChestPage() {
  const { t } = useTranslation();
  const memberId = useSessionStore((s) => (s.token ? s.userInfo?.id ?? null : null));
  return (
    <Page title={t('titles.chest')} back={false} withTabBar className="game-page game-page--chest">
      {memberId ? (
        <GameScreen game="chest" path={CHEST_PATH} aside={<InviteCard />}
          stage={(game) => <GiftStage game={game} label={t('games.chestLabel')} action={t('games.openChest')} />} />
      ) : (
        <EmptyState icon="chest" title={t('chest.visitorTitle')} description={t('chest.visitorText')}
          action={<Link className="btn btn--primary" to={login({ redirect: CHEST_PATH })}>{t('auth.login')}</Link>} />
      )}
    </Page>
  );
}
