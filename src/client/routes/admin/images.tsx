import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import type { Image } from '#shared/images/contract.ts';
import { IMAGE_WORDS, IMAGE_UPLOAD_ERRORS, type ImageUploadErrorCode } from '#shared/images/words.ts';
import { ImageCard } from '#client/features/admin/images/ImageCard.tsx';
import { IMAGES_PATH, ImageUploadForm } from '#client/features/admin/images/ImageUploadForm.tsx';
import { EmptyGroup, LoadState, Notices } from '#client/features/admin/content/ScreenParts.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import type { Route } from './+types/images';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Images · Admin', path: '/admin/images', noIndex: true, matches });
}

/** The outcome of an upload, carried back in the address by the server's redirect. */
function uploadOutcome(params: URLSearchParams) {
  const code = params.get('error');
  if (code && Object.hasOwn(IMAGE_UPLOAD_ERRORS, code)) {
    const message = IMAGE_UPLOAD_ERRORS[code as ImageUploadErrorCode];
    return {
      notice: null,
      error: { field: code.startsWith('alt') ? ('alt_text' as const) : ('file' as const), message },
    };
  }
  return { notice: params.has('uploaded') ? IMAGE_WORDS.uploaded : null, error: null };
}

/**
 * /admin/images: the image library (docs/product.md#images). Staff upload pictures with their alt
 * text, describe them again, and delete those no event shows; events choose their picture here.
 */
export default function AdminImages() {
  const [params] = useSearchParams();
  const outcome = uploadOutcome(params);
  const data = useAdminData<{ images: Image[] }>(IMAGES_PATH);
  const [notice, setNotice] = useState<string | null>(outcome.notice);
  const [error, setError] = useState<string | null>(null);

  return (
    <section aria-labelledby="images-title" className="space-y-6">
      <div>
        <h1 id="images-title" className="text-2xl font-bold">
          Images
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Pictures for events and pages. Each is stored without its camera data (location included) in sizes
          for phones and large screens.
        </p>
      </div>
      {outcome.error ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {outcome.error.message}
        </p>
      ) : null}
      <Notices notice={notice} error={error} />
      <ImageUploadForm error={outcome.error} />
      <LoadState status={data.status} hasData={data.data !== null} reload={data.reload}>
        <section aria-labelledby="library-title" className="space-y-3">
          <h2 id="library-title" className="text-lg font-bold">
            The library
          </h2>
          {data.data?.images.length ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.data.images.map((image, index) => (
                <ImageCard
                  key={image.id}
                  image={image}
                  position={index + 1}
                  onChanged={(message) => {
                    setError(null);
                    setNotice(message);
                    data.reload();
                  }}
                  onError={(message) => {
                    setNotice(null);
                    setError(message);
                  }}
                />
              ))}
            </ul>
          ) : (
            <EmptyGroup>No pictures yet. Upload the first one above.</EmptyGroup>
          )}
        </section>
      </LoadState>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
