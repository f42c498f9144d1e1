import { useId, useRef, useState } from 'react';
import type { Image } from '#shared/images/contract.ts';
import { IMAGE_ACCEPT_ATTRIBUTE, IMAGE_ALT_MAX, type PictureImage } from '#shared/images/format.ts';
import { ResponsiveImage } from '#client/components/ResponsiveImage.tsx';
import { Button } from '#client/components/form/Button.tsx';
import { controlClass, FieldError } from '#client/components/form/field-parts.tsx';
import { useFieldState } from '#client/components/form/form-context.ts';
import { IMAGES_PATH } from '#client/features/admin/images/ImageUploadForm.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';

/**
 * Inputs that belong to no form: the choices and the upload live inside the event form but must not
 * be sent with it (its schema takes only `image_id`, and a file is sent on its own).
 */
const OUTSIDE_THE_FORM = 'event-image-picker';
const thumbSizes = '8rem';

/**
 * The event form's "Image" (docs/product.md#images): a picture from the image library, chosen from
 * the list or uploaded here with its alt text. The form sends only `image_id`; a picture chosen
 * before the library is kept while it is one of the site's own, and an outside address gets a note.
 */
export function EventImageField({
  initial,
  legacyUrl,
  name = 'image_id',
  legend = 'Image',
  emptyText = 'No picture: visitors see the standard one.',
  onChosen,
}: {
  initial: PictureImage | null;
  legacyUrl: string;
  /** The form field that carries the chosen image's id (a book's cover_image_id, a testimony's photo_image_id). */
  name?: string;
  legend?: string;
  /** What the field says while no library picture is chosen. */
  emptyText?: string;
  onChosen?: (image: PictureImage | null) => void;
}) {
  const id = useId();
  const { error } = useFieldState(name, {});
  const [chosen, setChosenState] = useState<PictureImage | null>(initial);
  const setChosen = (image: PictureImage | null) => {
    setChosenState(image);
    onChosen?.(image);
  };
  const [open, setOpen] = useState(false);
  const library = useAdminData<{ images: Image[] }>(open ? IMAGES_PATH : null);
  const keepsLegacy = !chosen && legacyUrl.startsWith('/');
  const legacyNote = !chosen && legacyUrl !== '' && !keepsLegacy;

  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-semibold text-navy-950">{legend}</legend>
      <input type="hidden" name={name} value={chosen?.id ?? ''} />
      {keepsLegacy ? <input type="hidden" name="image_url" value={legacyUrl} /> : null}
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {chosen ? (
          <>
            <ResponsiveImage
              image={chosen}
              sizes={thumbSizes}
              className="h-20 w-32 rounded-md object-cover"
            />
            <p className="text-sm text-navy-900">
              {chosen.decorative ? 'A decorative picture.' : `Chosen: ${chosen.alt_text}`}
            </p>
            <Button variant="secondary" size="sm" onClick={() => setChosen(null)}>
              Remove picture
            </Button>
          </>
        ) : (
          <p className="text-sm text-navy-900">
            {keepsLegacy ? `The site’s picture ${legacyUrl}.` : emptyText}
          </p>
        )}
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close the library' : 'Choose or upload a picture'}
        </Button>
      </div>
      {legacyNote ? (
        <p className="mt-2 rounded-md border border-gold-500 bg-gold-100 px-3 py-2 text-sm text-navy-950">
          This event’s picture was a web address, which this site cannot show, so visitors see the standard
          picture. Choose or upload one from the image library.
        </p>
      ) : null}
      <FieldError id={id} error={error} />
      {open ? (
        <div className="mt-3 space-y-4 rounded-lg border border-navy-100 bg-navy-50 p-3">
          <UploadHere
            onUploaded={(image) => {
              setChosen(image);
              library.reload();
            }}
          />
          {library.status === 'error' ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              The library could not be loaded. Please try again.
            </p>
          ) : library.data ? (
            <div
              role="radiogroup"
              aria-label="Pictures in the library"
              className="grid grid-cols-2 gap-3 sm:grid-cols-4"
            >
              {library.data.images.map((image, index) => (
                <label
                  key={image.id}
                  className="flex flex-col gap-1 rounded-md bg-white p-2 text-sm text-navy-950 has-checked:ring-2 has-checked:ring-navy-900"
                >
                  <ResponsiveImage
                    image={image}
                    sizes={thumbSizes}
                    className="aspect-[4/3] w-full rounded object-cover"
                  />
                  <span className="flex items-start gap-2">
                    <input
                      type="radio"
                      form={OUTSIDE_THE_FORM}
                      name={`${name}-library`}
                      className="mt-0.5 size-5"
                      checked={chosen?.id === image.id}
                      onChange={() => setChosen(image)}
                    />
                    {image.decorative ? `Decorative picture ${index + 1}` : image.alt_text}
                  </span>
                </label>
              ))}
            </div>
          ) : (
            <p className="text-sm text-navy-900">Loading the library…</p>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Uploads one picture to the library (multipart, on its own) and chooses it for the event. */
function UploadHere({ onUploaded }: { onUploaded: (image: Image) => void }) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const alt = useRef<HTMLTextAreaElement>(null);
  const decorative = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload() {
    const picked = file.current?.files?.[0];
    const body = new FormData();
    body.append('alt_text', alt.current?.value ?? '');
    if (decorative.current?.checked) body.append('decorative', 'on');
    if (picked) body.append('file', picked);
    setBusy(true);
    try {
      const response = await fetch(IMAGES_PATH, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      const answer = (await response.json()) as { image?: Image; error?: string };
      if (!response.ok || !answer.image) {
        setProblem(answer.error ?? 'The picture could not be uploaded. Please try again.');
        return;
      }
      setProblem(null);
      if (file.current) file.current.value = '';
      if (alt.current) alt.current.value = '';
      onUploaded(answer.image);
    } catch {
      setProblem('The picture could not be uploaded. Please check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-navy-950">Upload a new picture</p>
      <label htmlFor={`${id}-file`} className="block text-sm text-navy-950">
        Picture (JPEG, PNG or WebP, up to 10 MB)
      </label>
      <input
        id={`${id}-file`}
        ref={file}
        type="file"
        form={OUTSIDE_THE_FORM}
        accept={IMAGE_ACCEPT_ATTRIBUTE}
        className={controlClass}
      />
      <label htmlFor={`${id}-alt`} className="block text-sm text-navy-950">
        Alt text (what the picture shows)
      </label>
      <textarea
        id={`${id}-alt`}
        ref={alt}
        form={OUTSIDE_THE_FORM}
        rows={2}
        maxLength={IMAGE_ALT_MAX}
        className={controlClass}
      />
      <span className="flex items-center gap-2">
        <input
          id={`${id}-decorative`}
          ref={decorative}
          type="checkbox"
          form={OUTSIDE_THE_FORM}
          className="size-5"
        />
        <label htmlFor={`${id}-decorative`} className="text-sm text-navy-950">
          Decorative
        </label>
      </span>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <Button size="sm" variant="secondary" aria-busy={busy || undefined} onClick={() => void upload()}>
        Upload and use
      </Button>
    </div>
  );
}
