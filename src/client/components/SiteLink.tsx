/**
 * The site's links for what every page shows (header, menu, footer, banner): React Router's <Link>
 * and <NavLink> on a page with React, where a click navigates in the page, and plain anchors on a
 * page without it (lib/page-scripts.ts), where only the browser ever handles the click and the
 * markup is the same. A <Link> resolves its path, its click handler and its prefetching on the server
 * for every render: on the donor's thank-you page, rendered for each visit, the layout's 30-odd links
 * were a seventh of all memory allocated per page and about 5% of its CPU.
 */
import { type AnchorHTMLAttributes, useContext } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useLocalePath } from '#client/lib/locale.ts';
import { PageScriptsContext } from '#client/lib/page-scripts.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

/** `to`: a path of this site (`/events`, written in the page's language) or a full address. */
export function SiteLink({
  to: path,
  className,
  ...props
}: AnchorProps & { to: string; className?: string }) {
  const withScripts = useContext(PageScriptsContext);
  const to = useLocalePath()(path);
  if (withScripts) return <Link to={to} className={className} {...props} />;
  return <a href={to} className={className} {...props} />;
}

/**
 * Is `to` the page at `pathname`, as <NavLink> decides: the same path in any case, or (unless `end`)
 * a page below it; `/` only ever itself.
 */
function isCurrentPage(to: string, pathname: string, end: boolean): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  return path === target || (!end && target !== '/' && path.startsWith(`${target}/`));
}

/** A menu link: marked `aria-current="page"` on its own page, and styled by `className({ isActive })`. */
export function SiteNavLink({
  to: path,
  end = false,
  className,
  ...props
}: AnchorProps & { to: string; end?: boolean; className: (state: { isActive: boolean }) => string }) {
  const withScripts = useContext(PageScriptsContext);
  const to = useLocalePath()(path);
  const { pathname } = useLocation();
  if (withScripts) return <NavLink to={to} end={end} className={className} {...props} />;
  const isActive = isCurrentPage(to, pathname, end);
  return (
    <a
      href={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
      {...props}
    />
  );
}
