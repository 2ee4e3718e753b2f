import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, useLocation, useRevalidator } from 'react-router-dom';
import { useSessionStore } from '../auth/SessionProvider';
import { FormatProvider } from '../components/FormatProvider';
import { LoadingScreen } from '../components/LoadingScreen';
import { announcePage, notePageShown } from '../components/ToastProvider';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import { focusAfterAction, mainContent } from '../lib/focusAfterAction';
import { readCookie, writeCookie } from '../lib/cookies';
import { useRouteQuery } from '../relay/preload';
import type { AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql';
import { AppHeader, SIDEBAR_TOGGLE_ID } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { MOBILE_QUERY, SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from './nav';

export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      ...AppHeader_viewer
      ...AppSidebar_viewer
      ...FormatProvider_viewer
    }
    appConfig {
      ...FormatProvider_appConfig
    }
  }
`;

/** The frame of every signed-in page. */
export default function AppLayout() {
  const queryRef = useRouteQuery<AppLayoutQuery>();
  if (!queryRef) return null;
  return <AppLayoutFrame queryRef={queryRef} />;
}

export function AppLayoutFrame({ queryRef }: { queryRef: PreloadedQuery<AppLayoutQuery> }) {
  const { viewer, appConfig } = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, queryRef);
  const session = useSessionStore();
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [expanded, setExpanded] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  // A new page takes focus to its content, as a page load would put the reader at the
  // top: the next Tab starts there, not in the sidebar (docs/accessibility.md).
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) {
      notePageShown();
      return;
    }
    shownPath.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    // Focus on <main> says where the reader is, not which page: the page region names it.
    announcePage();
  }, [pathname]);

  const toggle = useCallback(() => {
    if (mobile) {
      setMobileOpen((open) => !open);
    } else {
      const next = !expanded;
      writeCookie(SIDEBAR_COOKIE, String(next), SIDEBAR_COOKIE_MAX_AGE);
      setExpanded(next);
    }
  }, [mobile, expanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
        // A sidebar link that had focus may be re-drawn or hidden: the toggle takes it.
        focusAfterAction([() => document.getElementById(SIDEBAR_TOGGLE_ID), mainContent]);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // The server treats a token it does not accept as anonymous (`viewer: null`): refresh
  // once and load again; if the refresh is refused, the session is over (the guard then
  // takes the user to /login).
  const revalidator = useRevalidator();
  const retried = useRef(false);
  useEffect(() => {
    if (viewer) return;
    if (retried.current) {
      session.signOutLocal('expired');
      return;
    }
    retried.current = true;
    void session.refresh().then((ok) => {
      if (ok) void revalidator.revalidate();
      else if (session.getSnapshot().status === 'signedIn') session.signOutLocal('expired');
    });
  }, [viewer, session, revalidator]);
  if (!viewer) return <LoadingScreen fullScreen />;

  return (
    <FormatProvider viewer={viewer} appConfig={appConfig}>
      <SkipLink />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppSidebar
          viewer={viewer}
          expanded={expanded}
          mobile={mobile}
          mobileOpen={mobileOpen}
          onMobileClose={() => setMobileOpen(false)}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AppHeader viewer={viewer} sidebarOpen={mobile ? mobileOpen : expanded} onToggleSidebar={toggle} />
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, maxWidth: 1280, width: '100%', mx: 'auto', '&:focus': { outline: 'none' } }}
          >
            <Suspense fallback={<LoadingScreen fullScreen={false} />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </FormatProvider>
  );
}
