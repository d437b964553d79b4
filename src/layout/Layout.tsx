import { memo, type ReactNode } from 'react';
import { Layout as RaLayout, Navigate } from 'react-admin';
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
 * Room for the fixed header; content without react-admin's stacking context, so a full-screen
 * panel covers the header. Positioned (no z-index: still no stacking context), the content is a
 * layer of its own that the browser paints again only when it changes, not with every key typed
 * in the sidebar's filter (docs/performance.md, issue 35 item 4).
 */
const frameSx = {
  '& .RaLayout-appFrame': { marginTop: `${HEADER_HEIGHT}px` },
  '& .RaLayout-content': { position: 'relative', zIndex: 'auto', minWidth: 0, px: { xs: 1.5, sm: 3 }, pb: 4 },
} as const;

// react-admin renders its app bar and sidebar slots again with every render of the layout (it
// re-registers its resources once the permissions arrive, for one); memoized, ours skip those.
// Our sidebar ignores the slot's children (react-admin's default menu, a new element each time),
// so it is rendered without them.
const FrameAppBar = memo(AppBar);
const MemoSidebar = memo(Sidebar);
const FrameSidebar = () => <MemoSidebar />;

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
    <RaLayout appBar={FrameAppBar} sidebar={FrameSidebar} appBarAlwaysOn sx={frameSx}>
      <RequestProgress />
      <PageHeader />
      <RecordOpeningProvider preload={preloadRecord}>{children}</RecordOpeningProvider>
      <ScrollTopButton />
      <IdleGuard />
    </RaLayout>
  );
}
