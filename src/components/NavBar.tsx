import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import './NavBar.css';

interface NavBarProps {
  title: string;
  /** Shows the back arrow; goes back in history, or to `fallback` when the page was opened directly. */
  back?: boolean;
  fallback?: string;
}

export function NavBar({ title, back = true, fallback = '/' }: NavBarProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const goBack = () => {
    const canGoBack = (window.history.state as { idx?: number } | null)?.idx;
    if (canGoBack) navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <header className="navbar" data-widget-clear="">
      {back ? (
        <button type="button" className="navbar__back" onClick={goBack} aria-label={t('nav.back')}>
          <Icon name="back" />
        </button>
      ) : <span className="navbar__spacer" />}
      <h1 className="navbar__title">{title}</h1>
      <span className="navbar__spacer" />
    </header>
  );
}
