/**
 * A sent form's thank-you and its "Send Another" action. The action is a link to the form's page,
 * so it works without JavaScript too; with JavaScript it empties the form in place.
 */
import { buttonVariants } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';

export function SuccessPanel({
  id,
  panelRef,
  message,
  againLabel,
  againHref,
  onAgain,
  children,
}: {
  /** The form's `answerId`: the page answering a post without JavaScript opens here. */
  id?: string | undefined;
  panelRef?: React.Ref<HTMLDivElement>;
  message: string;
  againLabel?: string;
  /** The form's page, for "Send Another" without JavaScript. */
  againHref?: string;
  onAgain?: () => void;
  children?: React.ReactNode;
}) {
  return (
    <div
      id={id}
      ref={panelRef}
      tabIndex={-1}
      className="space-y-5 rounded-xl border border-green-700/30 bg-green-50 p-6"
    >
      <FormMessage tone="success" message={message} />
      {children}
      {againLabel ? (
        <a
          href={againHref ?? '#'}
          className={buttonVariants()}
          onClick={(event) => {
            if (!onAgain) return;
            event.preventDefault();
            onAgain();
          }}
        >
          {againLabel}
        </a>
      ) : null}
    </div>
  );
}
