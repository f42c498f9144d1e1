/**
 * The small-screen menu on a page without React (lib/page-scripts.ts). There it is the native
 * <details>/<summary> disclosure (MainNav.tsx), which opens and closes by tap, Enter and Space
 * with no script. This adds what the React menu also does: Escape closes it and puts focus back
 * on "Menu", and a tap outside closes it. Its own small file with no imports (compiled alone).
 */
export function enhanceMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('nav[aria-label="Main"] details');
  const summary = menu?.querySelector('summary');
  if (!menu || !summary) return;
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    event.preventDefault();
    menu.open = false;
    summary.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
}
