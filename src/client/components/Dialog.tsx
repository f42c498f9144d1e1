/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert, and
 * on top of that focus is kept inside (Tab and Shift+Tab wrap), Escape, the close button and a click
 * on the backdrop close it, and focus goes back to whatever opened it.
 */
import { SITE_WORDS } from '#shared/site/words.ts';
import { useWords } from '#client/lib/locale.ts';
import { useEffect, useId, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called however the dialog is dismissed; the parent sets `open` to false. */
  onClose: () => void;
  title: string;
  /** A line under the title, read out with it. */
  description?: string;
  children: React.ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'),
  );
}

export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const closeLabel = useWords(SITE_WORDS)('dialog.close');
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The first field, not the close button: people open the dialog to fill it in.
      const first = focusableIn(dialog).find((element) => element.dataset.dialogClose === undefined);
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      opener.current?.focus();
      opener.current = null;
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = focusableIn(event.currentTarget);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // The backdrop is the <dialog> itself (its content fills an inner panel), so a click whose target
    // is the dialog landed outside the panel. Keyboard users have Escape and the close button.
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-visible bg-transparent p-0 backdrop:bg-navy-950/70"
    >
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-cream p-6 text-navy-950 shadow-2xl sm:p-8">
        <button
          type="button"
          data-dialog-close=""
          aria-label={closeLabel}
          onClick={() => ref.current?.close()}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-navy-700 hover:bg-navy-100 hover:text-navy-950"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={`${id}-title`} className="pr-10 font-serif text-2xl font-bold text-navy-950">
          {title}
        </h2>
        {description ? (
          <p id={`${id}-description`} className="mt-2 text-navy-800">
            {description}
          </p>
        ) : null}
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}
