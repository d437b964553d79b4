import { useEffect, useMemo } from 'react';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { LinkBase, TitlePortal, useLocation } from 'react-admin';
import { useT } from '@i18n/translate';
import { useSession } from '@/providers/session';
import { pageHeadingOf } from './breadcrumb';

/**
 * The top of every framed page: the page title and the breadcrumb, both from up to three menu
 * levels of the current route. A route without a menu code is titled '대시보드' (spec §2); its
 * breadcrumb then ends on the page's own react-admin `<Title>` ('정보 수정' on /profile), or on
 * '대시보드' when it has none. The browser tab's title follows the page title.
 */
export function PageHeader() {
  const t = useT();
  const { menu, menuLoading } = useSession();
  const { pathname } = useLocation();
  // no heading until the menu is in: a screen is not '대시보드' for the moment it takes
  const { crumbs, title } = useMemo(() => (menuLoading ? { crumbs: [], title: '' } : pageHeadingOf(menu, pathname)), [menu, menuLoading, pathname]);

  useEffect(() => {
    if (!title) return;
    document.title = `${title} - ${t('title')}`;
    return () => {
      document.title = t('title');
    };
  }, [title, t]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5, pt: 2, pb: 1 }}>
      <Typography component="h1" variant="h5" data-testid="page-title" sx={{ fontSize: 22 }}>
        {title}
      </Typography>
      <Breadcrumbs
        aria-label={t('frame.breadcrumb')}
        data-testid="breadcrumb"
        sx={{ fontSize: 13, '& #react-admin-title:empty, & #react-admin-title:not(:empty) + [data-fallback]': { display: 'none' } }}
      >
        <Link component={LinkBase} to="/dashboard" underline="hover" color="inherit">
          {t('frame.home')}
        </Link>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          if (crumb.path && !last) {
            return (
              <Link key={crumb.code} component={LinkBase} to={crumb.path} underline="hover" color="inherit">
                {crumb.title}
              </Link>
            );
          }
          return (
            <Typography key={crumb.code} fontSize="inherit" color={last ? 'text.primary' : 'inherit'} aria-current={last ? 'page' : undefined}>
              {crumb.title}
            </Typography>
          );
        })}
        {!crumbs.length && (
          <Typography fontSize="inherit" color="text.primary" aria-current="page">
            <TitlePortal component="span" variant="inherit" sx={{ flex: 'none' }} />
            <span data-fallback>{title}</span>
          </Typography>
        )}
      </Breadcrumbs>
    </Box>
  );
}
