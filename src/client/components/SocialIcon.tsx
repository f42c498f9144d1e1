/** Simple brand glyphs for the social links (24x24, currentColor). Always decorative: the link text names them. */
const PATHS: Record<string, string> = {
  Facebook:
    'M12 1a11 11 0 0 0-1.7 21.87V15.2H7.6v-3.1h2.7V9.8c0-2.7 1.6-4.2 4-4.2 1.2 0 2.4.2 2.4.2v2.6h-1.3c-1.3 0-1.7.8-1.7 1.7v2h2.9l-.5 3.1h-2.4v7.67A11 11 0 0 0 12 1Z',
  YouTube:
    'M5.5 4.5h13A4.5 4.5 0 0 1 23 9v6a4.5 4.5 0 0 1-4.5 4.5h-13A4.5 4.5 0 0 1 1 15V9a4.5 4.5 0 0 1 4.5-4.5Zm4.5 4v7l6-3.5-6-3.5Z',
  TikTok:
    'M14 2h3.2c.3 2.4 1.9 4 4.3 4.3v3.3a7.6 7.6 0 0 1-4.3-1.4v7.3a6.5 6.5 0 1 1-6.7-6.5v3.4a3.2 3.2 0 1 0 3.5 3.2V2Z',
};

export function SocialIcon({ name, className = 'h-5 w-5' }: { name: string; className?: string }) {
  const d = PATHS[name];
  if (!d) return null;
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
