import { NavLink } from 'react-router';
import { shellT as t } from '../lib/shell-strings.ts';
import { Badge } from './Badge.tsx';
import { Icon, type IconName } from './Icon.tsx';
import './TabBar.css';

export interface TabItem {
  to: string;
  label: string;
  icon: IconName;
  /** Other paths that select this tab (the index alias). */
  also?: string[];
  /** Unread count shown on the icon (the Me tab's station messages). */
  badge?: number;
}

/** Bottom tab bar: 64 px plus the safe area, selected tab in orange. */
export function TabBar({ tabs, currentPath }: { tabs: TabItem[]; currentPath: string }) {
  return (
    <nav className="tabbar" aria-label={t('tabs.aria')}>
      {tabs.map((tab) => {
        const selected = tab.to === currentPath || (tab.also ?? []).includes(currentPath);
        return (
          <NavLink key={tab.to} to={tab.to} className={`tabbar__tab${selected ? ' tabbar__tab--selected' : ''}`}
            aria-current={selected ? 'page' : undefined} replace>
            <span className="tabbar__icon">
              <Icon name={tab.icon} size={24} strokeWidth={selected ? 2.2 : 1.8} />
              <Badge count={tab.badge ?? 0} className="tabbar__badge" />
            </span>
            <span className="tabbar__label">{tab.label}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
