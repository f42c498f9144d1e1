import { useEffect, useId, useRef } from 'react';

/**
 * A modal for admin screens on the native <dialog> element: showModal() gives the focus trap, Escape
 * to close, the inert page behind and the ::backdrop. Rendered only while open; closing (Escape, the
 * close button, a click on the backdrop) calls onClose.
 */
export function AdminDialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Focus returns to whatever opened the dialog once it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its content box.
        if (event.target === ref.current) ref.current.close();
      }}
      className={`m-auto w-[calc(100%-1rem)] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 ${
        wide ? 'max-w-5xl' : 'max-w-2xl'
      }`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-700"
        >
          Close
        </button>
      </div>
      <div className="px-4 py-4 sm:px-6">{children}</div>
    </dialog>
  );
}
