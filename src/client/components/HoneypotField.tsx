import { useId } from 'react';
import { HONEYPOT_FIELD } from '#shared/form-guard-fields.ts';

/**
 * The spam trap every public form carries: a field hidden from people and assistive technology
 * (the `honeypot` class in app.css), so only bots fill it. The server drops such posts silently.
 */
export function HoneypotField({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  const id = `${useId()}-${HONEYPOT_FIELD}`;
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
