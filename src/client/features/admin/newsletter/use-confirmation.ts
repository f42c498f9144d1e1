/**
 * A question put to staff in the middle of a send: `ask` opens it and settles when they answer,
 * going on when they confirm and stopping quietly (an abort) when they cancel. The form's submit
 * waits on it, so one state machine covers checking, confirming and sending.
 */
import { useCallback, useRef, useState } from 'react';
import { quietly } from '#client/features/admin/use-admin-form.ts';

export function useConfirmation<Question>() {
  const [state, setState] = useState<
    { stage: 'closed' } | { stage: 'asking' | 'confirmed'; question: Question }
  >({ stage: 'closed' });
  const pending = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);

  const ask = useCallback(
    (question: Question) =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setState({ stage: 'asking', question });
      }),
    [],
  );
  const confirm = useCallback(() => {
    setState((current) => (current.stage === 'asking' ? { ...current, stage: 'confirmed' } : current));
    pending.current?.resolve();
    pending.current = null;
  }, []);
  /** Cancel while asking; once confirmed, only closes (the send goes on). */
  const close = useCallback(() => {
    setState({ stage: 'closed' });
    pending.current?.reject(quietly());
    pending.current = null;
  }, []);

  return { ...state, ask, confirm, close };
}
