import { useState } from 'react';
import { ADMIN_COPY_WORDS } from '#shared/site/admin-words.ts';
import { Button } from '#client/components/form/Button.tsx';

/**
 * A button that copies `text` to the clipboard and says so beside it (a polite status); where the
 * browser refuses, it says to copy by hand (the text is on the screen, selectable).
 */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const [said, setSaid] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(ADMIN_COPY_WORDS.copied);
    } catch {
      setSaid(ADMIN_COPY_WORDS.failed);
    }
  }

  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className ?? ''}`}>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className="text-sm font-medium text-slate-800">
        {said}
      </span>
    </span>
  );
}
