import { useId } from 'react';
import { IMAGE_ACCEPT_ATTRIBUTE, IMAGE_ALT_MAX } from '#shared/images/format.ts';
import { Button } from '#client/components/form/Button.tsx';
import { controlClass } from '#client/components/form/field-parts.tsx';

export const IMAGES_PATH = '/api/admin/images/';

/**
 * The library's upload: a real multipart form posted to the staff API, which answers a browser's
 * own post with a redirect back here (?uploaded= or ?error=), so it works without JavaScript too.
 * `error` names the field it belongs to, so it is shown under that field and announced.
 */
export function ImageUploadForm({
  error,
}: {
  error: { field: 'file' | 'alt_text'; message: string } | null;
}) {
  const id = useId();
  const fileError = error?.field === 'file' ? error.message : null;
  const altError = error?.field === 'alt_text' ? error.message : null;
  return (
    <form
      method="post"
      action={IMAGES_PATH}
      encType="multipart/form-data"
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Upload a picture
      </h2>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-navy-950">
          Picture (JPEG, PNG or WebP, up to 10 MB)
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          required
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          className={`${controlClass} file:mr-3 file:rounded-full file:border-0 file:bg-navy-100 file:px-4 file:py-1.5 file:font-semibold`}
        />
        {fileError ? (
          <p id={`${id}-file-error`} className="mt-1 text-sm font-medium text-red-800">
            {fileError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-navy-950">
          Alt text
        </label>
        <p id={`${id}-alt-hint`} className="mt-1 text-sm text-navy-700">
          What the picture shows, for people who cannot see it. Leave it empty only for a decorative picture.
        </p>
        <textarea
          id={`${id}-alt`}
          name="alt_text"
          rows={2}
          maxLength={IMAGE_ALT_MAX}
          aria-invalid={altError ? true : undefined}
          aria-describedby={`${id}-alt-hint${altError ? ` ${id}-alt-error` : ''}`}
          className={controlClass}
        />
        {altError ? (
          <p id={`${id}-alt-error`} className="mt-1 text-sm font-medium text-red-800">
            {altError}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <input id={`${id}-decorative`} name="decorative" type="checkbox" className="size-5" />
        <label htmlFor={`${id}-decorative`} className="text-sm text-navy-950">
          Decorative: it adds nothing the words around it do not say (screen readers skip it)
        </label>
      </div>
      <Button type="submit">Upload</Button>
    </form>
  );
}
