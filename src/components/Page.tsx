import type { ReactNode } from 'react';
import { NavBar } from './NavBar.tsx';

interface PageProps {
  title: string;
  back?: boolean;
  /** Tab pages leave room for the tab bar. */
  withTabBar?: boolean;
  /** Replaces the standard nav bar (tab pages with their own header). */
  header?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The frame every screen shares: nav bar with title and back, then the body. */
export function Page({ title, back = true, withTabBar = false, header, children, className }: PageProps) {
  return (
    <div className={`page${withTabBar ? ' page--with-tabbar' : ''}${className ? ` ${className}` : ''}`} data-page-title={title}>
      {header ?? <NavBar title={title} back={back} />}
      <main className="page__body">{children}</main>
    </div>
  );
}
