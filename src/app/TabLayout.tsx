import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../components/TabBar.tsx';
import { TABS } from './route-table.ts';

/** The five tab pages share the bottom tab bar; no other page shows it. */
export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = TABS.map((tab) => ({ to: tab.path, label: t(tab.label), icon: tab.icon, ...(tab.also ? { also: tab.also } : {}) }));
  return (
    <>
      <Outlet />
      <TabBar tabs={tabs} currentPath={pathname} />
    </>
  );
}
