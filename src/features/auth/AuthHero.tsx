import { useTranslation } from '../../lib/i18n.ts';

export function AuthHero() {
  const { t } = useTranslation();
  return (
    <div className="auth-hero">
      <img className="auth-hero__logo" src="/favicon.svg" alt="" width={64} height={64} />
      <p className="auth-hero__name">{t('brand.name')}</p>
      <p className="auth-hero__tagline">{t('brand.tagline')}</p>
    </div>
  );
}
