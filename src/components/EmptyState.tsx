import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';
import './EmptyState.css';

interface EmptyStateProps {
  icon?: IconName;
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ icon = 'info', title, description, action }: EmptyStateProps) {
  return (
    <div className="empty">
      <span className="empty__icon"><Icon name={icon} size={30} /></span>
      <p className="empty__title">{title}</p>
      {description ? <p className="empty__text">{description}</p> : null}
      {action}
    </div>
  );
}
