import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMenu } from 'react-icons/fi';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isFieldPage } from '../../app/field-pages';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { Spinner } from '../ui/spinner';
import { BrandMark } from './brand-mark';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { UserAvatar } from './user-avatar';

/** Where the page was scrolled when the app took it over (a prerendered page is read and scrolled before). */
let scrollAtStart: number | undefined;

/**
 * Notes the scroll position at the app's first commit, before React Router's ScrollRestoration (the next
 * sibling) runs: with no position saved for a first visit, it scrolls the page to the top.
 */
function NoteScrollAtStart() {
  useLayoutEffect(() => {
    scrollAtStart = window.scrollY;
  }, []);
  return null;
}

/**
 * Puts the page back where the visitor had scrolled it before the scripts ran (after ScrollRestoration, in
 * the same commit, so no frame is painted at the top): a reader of the FAQ stays at the FAQ, and a tap on
 * the way lands on what was under the finger.
 */
function KeepScrollAtStart() {
  useLayoutEffect(() => {
    if (scrollAtStart && window.scrollY !== scrollAtStart)
      window.scrollTo({ top: scrollAtStart, behavior: 'instant' });
  }, []);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  const { user, role } = useAuth();
  // A field screen (the rider's run and cash, the hub's screens) is a work tool on a small phone: the
  // marketing footer under it is only more to download, draw and scroll past.
  const fieldScreen = isFieldPage(useLocation().pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const drawerToggle = useRef<HTMLInputElement>(null);
  // Opened before the scripts ran (the menu is a label for the drawer's checkbox): keep it open.
  useLayoutEffect(() => {
    if (drawerToggle.current?.checked) setDrawerOpen(true);
  }, []);
  // A login or sign-up sent before the scripts ran left its outcome in a cookie: its toast is loaded
  // only then, keeping it out of every landing page's first download.
  useEffect(() => {
    if (/(?:^|;\s*)flash=/.test(document.cookie)) {
      void import('../../features/auth/components/form-outcome').then((module) => module.showFormOutcome());
    }
  }, []);

  return (
    <div className="drawer">
      {/* daisyUI's drawer is driven by this checkbox, through the menu and overlay labels below (which
          work before the app's scripts run); people use those, so the box itself stays out of reach. */}
      <input
        ref={drawerToggle}
        id="nav-drawer"
        type="checkbox"
        className="drawer-toggle"
        checked={drawerOpen}
        onChange={(event) => setDrawerOpen(event.target.checked)}
        aria-hidden="true"
        tabIndex={-1}
      />
      <div className="drawer-content flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:p-2">
          {t('nav.skip')}
        </a>
        <header className="navbar fixed top-0 z-40 print:hidden min-h-16 w-full border-b border-base-300 bg-base-100/95 px-2 backdrop-blur sm:px-4">
          {/* Signed-in links and controls arrive after the page (the session is read in the browser):
              the links grow rightwards from the brand and the account corner keeps one width, so
              nothing already on screen moves when they appear. */}
          <div className="flex min-w-0 flex-1 items-center gap-1">
            {/* The button serves the keyboard and screen readers; the label laid over it takes taps,
                and opens daisyUI's drawer even before the app's scripts run. */}
            <span className="relative inline-flex lg:hidden">
              <button
                type="button"
                className="btn btn-ghost btn-square"
                aria-label={t('nav.openMenu')}
                aria-expanded={drawerOpen}
                aria-controls="nav-drawer-panel"
                onClick={() => setDrawerOpen(true)}
              >
                <FiMenu className="size-6" aria-hidden />
              </button>
              {/* biome-ignore lint/a11y/noLabelWithoutControl: it labels the drawer's checkbox (htmlFor) and is a tap target only; the button above carries the name. */}
              <label htmlFor="nav-drawer" className="absolute inset-0 cursor-pointer" aria-hidden="true" />
            </span>
            <Link
              to={paths.home}
              className="flex shrink-0 items-center gap-2 text-lg font-bold text-primary sm:text-xl"
            >
              <BrandMark size={28} />
              {t('brand')}
            </Link>
            <nav className="ml-4 hidden lg:flex" aria-label={t('nav.main')}>
              <ul className="menu menu-horizontal gap-1 px-1">
                <NavLinks role={role} signedIn={Boolean(user)} place="bar" />
              </ul>
            </nav>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <LanguageSwitch />
            <ThemeToggle />
            <div
              className="hidden h-10 w-40 items-center justify-end gap-2 lg:flex"
              data-testid="account-corner"
            >
              {user ? (
                <>
                  <LogoutButton />
                  <span className="inline-flex" title={user.displayName}>
                    <UserAvatar name={user.displayName} photoURL={user.photoURL} />
                  </span>
                </>
              ) : (
                <>
                  <Link to={paths.login} className="btn btn-ghost btn-sm">
                    {t('nav.login')}
                  </Link>
                  <Link to={paths.signup} className="btn btn-primary btn-sm">
                    {t('nav.signup')}
                  </Link>
                </>
              )}
            </div>
          </div>
        </header>
        <main id="main" className="flex-1 pt-16 print:pt-0">
          <Suspense fallback={<Spinner fullPage />}>
            <Outlet />
          </Suspense>
        </main>
        {!fieldScreen && <Footer />}
      </div>
      <div className="drawer-side z-50">
        {/* A tap beside the drawer closes it, before the app's scripts run too; the keyboard has the
            close button at the top of the drawer. */}
        {/* biome-ignore lint/a11y/noLabelWithoutControl: it labels the drawer's checkbox (htmlFor) and is a tap target only. */}
        <label htmlFor="nav-drawer" className="drawer-overlay" aria-hidden="true" />
        <aside
          id="nav-drawer-panel"
          className="flex min-h-full w-72 flex-col gap-4 bg-base-100 p-4"
          data-testid="nav-drawer"
        >
          <button
            type="button"
            className="btn btn-ghost btn-sm sr-only self-end focus:not-sr-only"
            onClick={closeDrawer}
          >
            {t('nav.closeMenu')}
          </button>
          {user ? (
            <div className="flex items-center gap-3 border-b border-base-300 pb-4">
              <UserAvatar name={user.displayName} photoURL={user.photoURL} size="size-12" />
              <div className="min-w-0">
                <p className="truncate font-semibold">{user.displayName}</p>
                {user.contactEmail && <p className="truncate text-sm opacity-70">{user.contactEmail}</p>}
              </div>
            </div>
          ) : (
            <p className="border-b border-base-300 pb-4 text-lg font-bold text-primary">{t('brand')}</p>
          )}
          <nav aria-label={t('nav.main')}>
            <ul className="menu w-full gap-1 p-0">
              <NavLinks role={role} signedIn={Boolean(user)} place="drawer" onNavigate={closeDrawer} />
            </ul>
          </nav>
          {user && (
            <div className="mt-auto">
              <LogoutButton className="btn btn-outline w-full" onDone={closeDrawer} />
            </div>
          )}
        </aside>
      </div>
      <NoteScrollAtStart />
      <ScrollRestoration />
      <KeepScrollAtStart />
    </div>
  );
}
