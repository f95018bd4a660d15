import { Outlet, useLocation } from 'react-router';
import { shellT as t } from '../lib/shell-strings.ts';
import { TabBar } from '../components/TabBar.tsx';
import { useUnreadMessagesStore } from '../stores/unread-messages.ts';
import { ME_TAB_PATH, TABS } from './route-table.ts';

/** The five tab pages share the bottom tab bar; no other page shows it. */
export function TabLayout() {
  const { pathname } = useLocation();
  const unread = useUnreadMessagesStore((s) => s.unread);
  const tabs = TABS.map((tab) => ({
    to: tab.path, label: t(tab.label), icon: tab.icon, ...(tab.also ? { also: tab.also } : {}), ...(tab.path === ME_TAB_PATH ? { badge: unread } : {}),
  }));
  return (
    <>
      <Outlet />
      <TabBar tabs={tabs} currentPath={pathname} />
    </>
  );
}
