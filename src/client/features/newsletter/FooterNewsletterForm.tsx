/**
 * The newsletter form in every page's footer, with its code kept out of every page's first
 * scripts. The server renders the form itself (a real form posting to /newsletter, usable at once
 * without JavaScript); in the browser React keeps that HTML as it is and hydrates this one part
 * when its chunk (the form kit, shared with the other forms) has arrived. A person who submits
 * before then makes a plain form post, answered by the /newsletter page.
 *
 * Measured on the home page: the kit in the first scripts cost ~2.6 KB brotli, more than the page's
 * JavaScript budget had left.
 */
import { lazy, Suspense } from 'react';
import type { NewsletterForm } from '#client/features/newsletter/NewsletterForm.tsx';

type FormModule = { default: typeof NewsletterForm };

let loaded: FormModule | undefined;
let loading: Promise<FormModule> | undefined;

function load(): Promise<FormModule> {
  loading ??= import('#client/features/newsletter/NewsletterForm.tsx').then((module) => {
    loaded = { default: module.NewsletterForm };
    return loaded;
  });
  return loading;
}

// The server loads it as it starts, long before its first page. A page rendered while it was still
// loading would stream the form after the rest (fine with JavaScript, missing without it).
if (typeof document === 'undefined') void load();

/**
 * React.lazy accepts any thenable: once the code is here this one answers at once, so the server
 * (and a client render after the first) renders the form without suspending.
 */
const LazyNewsletterForm = lazy(
  () =>
    (loaded
      ? { then: (resolve: (module: FormModule) => void) => resolve(loaded!) }
      : load()) as Promise<FormModule>,
);

export function FooterNewsletterForm() {
  return (
    <Suspense fallback={null}>
      <LazyNewsletterForm />
    </Suspense>
  );
}
