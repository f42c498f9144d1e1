import { useId, useState } from 'react';
import type { Image } from '#shared/images/contract.ts';
import { IMAGE_ALT_MAX } from '#shared/images/format.ts';
import { IMAGE_WORDS } from '#shared/images/words.ts';
import { ResponsiveImage } from '#client/components/ResponsiveImage.tsx';
import { Button } from '#client/components/form/Button.tsx';
import { controlClass } from '#client/components/form/field-parts.tsx';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import { IMAGES_PATH } from '#client/features/admin/images/ImageUploadForm.tsx';

const usedByText = (count: number) =>
  count === 0 ? 'Not used yet' : count === 1 ? 'Used in 1 place' : `Used in ${count} places`;

/** One picture of the library: its alt text (or decorative) to edit, and delete while no event shows it. */
export function ImageCard({
  image,
  position,
  onChanged,
  onError,
}: {
  image: Image;
  position: number;
  onChanged: (notice: string) => void;
  onError: (message: string) => void;
}) {
  const id = useId();
  const [decorative, setDecorative] = useState(image.decorative);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = image.decorative ? `Decorative picture ${position}` : image.alt_text;

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await apiRequest(`${IMAGES_PATH}${image.id}/`, {
        method: 'PATCH',
        body: { alt_text: String(form.get('alt_text') ?? ''), decorative },
      });
      setFieldError(null);
      onChanged(IMAGE_WORDS.saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields.alt_text) setFieldError(error.fields.alt_text[0]!);
      else onError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm(`Delete this picture (${name})? This cannot be undone.`)) return;
    try {
      await apiRequest(`${IMAGES_PATH}${image.id}/`, { method: 'DELETE' });
      onChanged(IMAGE_WORDS.deleted);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-3">
      <ResponsiveImage
        image={image}
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw"
        className="aspect-[4/3] w-full rounded-md bg-slate-100 object-contain"
      />
      <p className="text-sm text-slate-700">
        {image.width} × {image.height} px · {usedByText(image.used_by)}
      </p>
      <form onSubmit={save} className="space-y-2" aria-label={`Describe picture ${position}`}>
        <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-navy-950">
          Alt text of picture {position}
        </label>
        <textarea
          id={`${id}-alt`}
          name="alt_text"
          rows={2}
          maxLength={IMAGE_ALT_MAX}
          defaultValue={image.alt_text}
          disabled={decorative}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-alt-error` : undefined}
          className={controlClass}
        />
        {fieldError ? (
          <p id={`${id}-alt-error`} className="text-sm font-medium text-red-800">
            {fieldError}
          </p>
        ) : null}
        <div className="flex items-center gap-2">
          <input
            id={`${id}-decorative`}
            type="checkbox"
            className="size-5"
            checked={decorative}
            onChange={(event) => setDecorative(event.target.checked)}
          />
          <label htmlFor={`${id}-decorative`} className="text-sm text-navy-950">
            Decorative
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" aria-busy={busy || undefined}>
            Save description
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={image.used_by > 0}
            aria-describedby={image.used_by > 0 ? `${id}-in-use` : undefined}
            onClick={() => void remove()}
          >
            Delete
          </Button>
        </div>
        {image.used_by > 0 ? (
          <p id={`${id}-in-use`} className="text-sm text-slate-700">
            Choose another picture where it is used (events, books, testimonies, pages) before deleting it.
          </p>
        ) : null}
      </form>
    </li>
  );
}
