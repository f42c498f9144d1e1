/**
 * Loader data that is a promise after a client-side navigation (the clientLoader answers at once
 * and fills in later) but already resolved in the server's render. A resolved value is rendered
 * straight away: wrapped in <Await> it would reach the browser as a pending Suspense boundary,
 * its content swapped in by a script later, moving everything below it (layout shift).
 */
import { type ReactNode, Suspense } from 'react';
import { Await } from 'react-router';

export function MaybeAwait<T>({
  resolve,
  fallback,
  children,
}: {
  resolve: T | Promise<T>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!(resolve instanceof Promise)) return <>{children(resolve)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve}>{(value: T) => children(value)}</Await>
    </Suspense>
  );
}
