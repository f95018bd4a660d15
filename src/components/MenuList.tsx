import { Link } from 'react-router';
import { Badge } from './Badge.tsx';
import { Icon, type IconName } from './Icon.tsx';
import './MenuList.css';

export interface MenuItem {
  to: string;
  label: string;
  icon: IconName;
  hint?: string;
  /** Unread count before the chevron (station messages). */
  badge?: number;
}

/** Rows of links with an icon and a chevron, as in a settings screen. */
export function MenuList({ items }: { items: MenuItem[] }) {
  return (
    <nav className="menu card">
      {items.map((item) => (
        <Link key={item.to} to={item.to} className="menu__row">
          <span className="menu__icon"><Icon name={item.icon} size={20} /></span>
          <span className="menu__label">{item.label}</span>
          {item.hint ? <span className="menu__hint">{item.hint}</span> : null}
          {item.badge ? <Badge count={item.badge} /> : null}
          <span className="menu__chevron"><Icon name="chevron" size={18} /></span>
        </Link>
      ))}
    </nav>
  );
}
