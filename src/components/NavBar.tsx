import { useNavigate } from 'react-router';
import { shellT as t } from '../lib/shell-strings.ts';
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
