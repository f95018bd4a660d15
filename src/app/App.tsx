import { HashRouter, Route, Routes } from 'react-router';
import { ToastHost } from '../components/Toast.tsx';
import { LiveAnnouncer } from '../components/LiveAnnouncer.tsx';
import { LoadingHost } from '../components/Loading.tsx';
import { NetworkFailureHost } from '../components/NetworkFailure.tsx';
import { TabLayout } from './TabLayout.tsx';
import { LazyPage } from './lazy-page.tsx';
import { FramePage } from './FramePage.tsx';
import { MemberOnly } from './MemberOnly.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ROUTES, TABS, type RouteEntry } from './route-table.ts';
import { useSessionEvents } from './useSessionEvents.ts';
import { useClickSound } from './useClickSound.ts';
import { useUnreadRefresh } from './useUnreadRefresh.ts';
import { PromoWidgets } from './PromoWidgets.tsx';
import { UpdateToast } from './UpdateToast.tsx';
import { PushOffer } from './PushOffer.tsx';
import { HashCatchUp } from './HashCatchUp.tsx';

function pageElement(route: RouteEntry, isTab = false) {
  // Keyed by path: two routes never share one page instance (and its loading state).
  const page = route.load ? <LazyPage key={route.path} load={route.load} /> : <FramePage key={route.path} title={route.title} isTab={isTab} />;
  return route.member ? <MemberOnly>{page}</MemberOnly> : page;
}

function Shell() {
  useSessionEvents();
  useClickSound();
  useUnreadRefresh();
  return (
    <>
      <Routes>
        <Route element={<TabLayout />}>
          {TABS.flatMap((tab) => [tab.path, ...(tab.also ?? [])].map((path) => (
            <Route key={path} path={path} element={pageElement(tab, true)} />
          )))}
        </Route>
        {ROUTES.map((route) => <Route key={route.path} path={route.path} element={pageElement(route)} />)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <PromoWidgets />
      <PushOffer />
      <ToastHost />
      <LiveAnnouncer />
      <LoadingHost />
      <NetworkFailureHost />
      <UpdateToast />
    </>
  );
}

/** Hash routing with base `/` (spec §2). */
export function App() {
  return (
    <HashRouter>
      <HashCatchUp />
      <Shell />
    </HashRouter>
  );
}
