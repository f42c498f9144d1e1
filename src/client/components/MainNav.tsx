import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MAIN_NAV, type NavItem } from '#client/components/navigation.ts';
import { SiteNavLink } from '#client/components/SiteLink.tsx';
import { useHydrated } from '#client/components/useHydrated.ts';
import { useWords } from '#client/lib/locale.ts';
import { SITE_WORDS } from '#shared/site/words.ts';

/** Mobile-first: roomy rows in the folded menu, a compact row from `lg` up. */
function linkClass(item: NavItem) {
  return ({ isActive }: { isActive: boolean }) => {
    if (item.highlight) {
      return [
        'mt-2 flex w-full items-center justify-center rounded-full bg-gold-400 px-4 py-2.5 font-semibold whitespace-nowrap text-navy-950',
        'shadow-sm transition-colors hover:bg-gold-300 xl:mt-0 xl:ml-1 xl:w-auto xl:px-2.5 xl:py-2 2xl:px-4',
        isActive ? 'ring-2 ring-navy-900 ring-offset-2 ring-offset-cream' : '',
      ].join(' ');
    }
    const base =
      'block rounded-md px-3 py-2.5 text-base whitespace-nowrap transition-colors xl:px-1 xl:py-2 xl:text-[0.8125rem] 2xl:px-2.5 2xl:text-[0.9375rem]';
    return `${base} ${
      isActive
        ? 'bg-navy-50 font-semibold text-navy-950 xl:bg-transparent xl:underline xl:decoration-gold-500 xl:decoration-2 xl:underline-offset-8'
        : 'text-navy-800 hover:bg-navy-50 hover:text-navy-950'
    }`;
  };
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useWords(SITE_WORDS);
  return MAIN_NAV.map((item) => (
    <li key={item.to}>
      <SiteNavLink to={item.to} end={item.to === '/'} className={linkClass(item)} onClick={onNavigate}>
        {t(item.label)}
      </SiteNavLink>
    </li>
  ));
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

const menuButtonClass =
  'inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-navy-200 px-3 py-2 font-semibold text-navy-900 hover:bg-navy-50 [&::-webkit-details-marker]:hidden';

/**
 * The site's main navigation. From the `xl` breakpoint (1280 px) the links sit in one row; below it they
 * fold behind a "Menu" button (the Spanish labels and the language switch need the room). Before hydration (or without JavaScript) the fold is a native
 * <details>/<summary>, which opens and closes with no script; once React runs it becomes a real
 * disclosure button with aria-expanded, Escape to close and focus returned to the button.
 */
export function MainNav() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const t = useWords(SITE_WORDS);

  // A navigation closes the menu (the new page starts with it folded).
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  if (!hydrated) {
    return (
      <nav aria-label={t('nav.main')} className="flex items-center">
        <details className="group xl:hidden">
          <summary className={menuButtonClass}>
            <span className="group-open:hidden">
              <MenuIcon open={false} />
            </span>
            <span className="hidden group-open:inline">
              <MenuIcon open />
            </span>
            {t('menu')}
          </summary>
          <ul className="absolute inset-x-0 top-full z-40 flex flex-col gap-0.5 border-b border-navy-100 bg-cream px-4 pt-2 pb-4 shadow-lg">
            <NavLinks />
          </ul>
        </details>
        <ul className="hidden items-center xl:flex 2xl:gap-0.5">
          <NavLinks />
        </ul>
      </nav>
    );
  }

  return (
    <nav aria-label={t('nav.main')} className="flex items-center" ref={navRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={`${menuButtonClass} xl:hidden`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
        {t('menu')}
      </button>
      <ul
        id={menuId}
        className={`${
          open ? 'flex' : 'hidden'
        } absolute inset-x-0 top-full z-40 flex-col gap-0.5 border-b border-navy-100 bg-cream px-4 pt-2 pb-4 shadow-lg xl:static xl:flex xl:flex-row xl:items-center xl:gap-0 xl:border-0 2xl:gap-0.5 xl:bg-transparent xl:p-0 xl:shadow-none`}
      >
        <NavLinks onNavigate={() => setOpen(false)} />
      </ul>
    </nav>
  );
}
