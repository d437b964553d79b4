import { memo, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Box } from '@mui/material';
import { Error as ErrorPage, Loading, Navigate, SkipNavigationButton } from 'react-admin';
import { needsPasswordChange, useSession } from '@/providers/session';
import { AppBar } from './AppBar';
import { HEADER_HEIGHT } from './constants';
import { IdleGuard } from './IdleGuard';
import { PageHeader } from './PageHeader';
import { RecordOpeningProvider, type PreloadRecord } from './RecordOpening';
import { RequestProgress } from './ProgressBar';
import { ScrollTopButton } from './ScrollTopButton';
import { Sidebar } from './Sidebar';

/**
 * react-admin's layout frame (its class names, `#main-content` for the skip link), with room for
 * the fixed header. The content has no stacking context, so a full-screen panel covers the
 * header; positioned (no z-index: still none), it is a layer of its own that the browser paints
 * again only when it changes, not with every key typed in the sidebar's filter (docs/performance.md,
 * issue 35 item 4).
 */
const frameSx = {
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  bgcolor: 'background.default',
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  '& .RaLayout-appFrame': { display: 'flex', flexDirection: 'column', flexGrow: 1, marginTop: `${HEADER_HEIGHT}px` },
  '& .RaLayout-contentWithSidebar': { display: 'flex', flexGrow: 1 },
  '& .RaLayout-content': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    bgcolor: 'background.default',
    px: { xs: 1.5, sm: 3 },
    pb: 4,
  },
} as const;

// The header and the sidebar do not change with the page: memoized, they skip its renders.
const FrameAppBar = memo(AppBar);
const FrameSidebar = memo(Sidebar);

/**
 * react-admin's <Layout> with the console's own header and sidebar: react-admin's names a default
 * app bar, sidebar, menu and preferences inspector, which came with every page although the
 * console passes its own (issue 35 item 3: light deep links). What it does is kept: the skip link,
 * the error page for a screen that throws, the loading page while a screen's script comes.
 */
function Frame({ children }: { children: ReactNode }) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Box className="layout" sx={frameSx}>
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <FrameAppBar />
        <main className="RaLayout-contentWithSidebar">
          <FrameSidebar />
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Box>
  );
}

/**
 * The frame of every signed-in page (spec §2 "Common frame"): the fixed header, the fixed
 * server-built sidebar (a drawer on a narrow window), the request progress bar, the page title
 * with its breadcrumb, the content, the scroll-to-top button and the idle sign-out (IdleGuard). An admin whose password must
 * change (pwdChangeYn/pwdTempYn) is sent to /pwdChange, which lives outside this layout, so the
 * guard cannot loop. `preloadRecord` comes from the app root (RecordOpening).
 */
export function Layout({ preloadRecord, children }: { preloadRecord?: PreloadRecord; children: ReactNode }) {
  const { auth } = useSession();
  if (needsPasswordChange(auth)) return <Navigate to="/pwdChange" replace />;
  return (
    <Frame>
      <RequestProgress />
      <PageHeader />
      <RecordOpeningProvider preload={preloadRecord}>{children}</RecordOpeningProvider>
      <ScrollTopButton />
      <IdleGuard />
    </Frame>
  );
}
