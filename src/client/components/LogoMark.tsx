/**
 * The brand mark: one heart, undivided, with a cross of light at its centre. Decorative wherever the
 * ministry's name is written next to it.
 */
export function LogoMark({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" className="fill-navy-900" />
      <path
        d="M24 37.5c-.5 0-1-.2-1.4-.5C15.6 31.5 11 27.3 11 21.6 11 17.9 13.8 15 17.4 15c2.6 0 4.8 1.5 6.6 3.9 1.8-2.4 4-3.9 6.6-3.9 3.6 0 6.4 2.9 6.4 6.6 0 5.7-4.6 9.9-11.6 15.4-.4.3-.9.5-1.4.5Z"
        className="fill-gold-400"
      />
      <path d="M22.6 19.8h2.8v2.8h3.6v2.6h-3.6v7.3h-2.8v-7.3H19v-2.6h3.6z" className="fill-navy-900" />
    </svg>
  );
}
