import { useState } from 'react';
import type { Image } from '#shared/images/contract.ts';
import { ResponsiveImage } from '#client/components/ResponsiveImage.tsx';
import { Button } from '#client/components/form/Button.tsx';
import { controlClass } from '#client/components/form/field-parts.tsx';
import { IMAGES_PATH } from '#client/features/admin/images/ImageUploadForm.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';

type StaticImage = { src: string; alt: string; width: number; height: number; caption?: string };
type LibraryImage = { imageId: string; alt?: string; caption?: string };
export type ImageValue = StaticImage | LibraryImage;

const isLibrary = (value: ImageValue): value is LibraryImage => 'imageId' in value;

/**
 * A document's picture (docs/product.md#images): the seed's own file, or one chosen from the image
 * library (whose alt text, or "decorative", applies unless this place gives its own). Upload new
 * pictures in /admin/images first.
 */
export function ImageChoice({
  id,
  label,
  value,
  caption,
  onChange,
  errorOf,
}: {
  id: string;
  label: string;
  value: ImageValue;
  caption: boolean;
  onChange: (value: ImageValue) => void;
  errorOf: (suffix: string) => string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const library = useAdminData<{ images: Image[] }>(open ? IMAGES_PATH : null);
  const chosen = isLibrary(value)
    ? library.data?.images.find((image) => image.id === value.imageId)
    : undefined;
  const altError = errorOf('alt');

  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-navy-950">{label}</legend>
      <p className="text-sm text-navy-900">
        {isLibrary(value)
          ? chosen
            ? `From the library: ${chosen.decorative ? 'a decorative picture' : chosen.alt_text}`
            : 'A picture from the library.'
          : `The site’s own file ${value.src}.`}
      </p>
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-navy-950">
          {isLibrary(value) ? 'Description here (blank: the library’s)' : 'Description (alt text)'}
        </label>
        <input
          id={`${id}-alt`}
          className={controlClass}
          value={value.alt ?? ''}
          maxLength={500}
          aria-invalid={altError ? true : undefined}
          aria-describedby={altError ? `${id}-alt-error` : undefined}
          onChange={(event) => onChange({ ...value, alt: event.target.value })}
        />
        {altError ? (
          <p id={`${id}-alt-error`} className="mt-1 text-sm font-medium text-red-800">
            {altError}
          </p>
        ) : null}
      </div>
      {caption ? (
        <div>
          <label htmlFor={`${id}-caption`} className="block text-sm font-semibold text-navy-950">
            Caption
          </label>
          <input
            id={`${id}-caption`}
            className={controlClass}
            value={value.caption ?? ''}
            maxLength={200}
            onChange={(event) => onChange({ ...value, caption: event.target.value })}
          />
        </div>
      ) : null}
      <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Close the library' : 'Choose from the library'}
      </Button>
      {open ? (
        library.status === 'error' ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            The library could not be loaded. Please try again.
          </p>
        ) : !library.data ? (
          <p className="text-sm text-slate-700">Loading...</p>
        ) : library.data.images.length === 0 ? (
          <p className="text-sm text-slate-700">The library is empty: upload pictures in Images first.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {library.data.images.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  className="w-full rounded-md border border-slate-300 p-1 text-left text-xs hover:border-navy-700 focus-visible:outline-2"
                  aria-pressed={isLibrary(value) && value.imageId === image.id}
                  onClick={() => {
                    const { caption: kept } = value;
                    onChange({ imageId: image.id, ...(kept ? { caption: kept } : {}) });
                    setOpen(false);
                  }}
                >
                  <ResponsiveImage image={image} sizes="8rem" className="h-20 w-full rounded object-cover" />
                  <span className="mt-1 block">
                    Use {image.decorative ? 'this decorative picture' : image.alt_text}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </fieldset>
  );
}
