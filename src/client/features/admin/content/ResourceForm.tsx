import { useState } from 'react';
import {
  type Resource,
  type ResourceValues,
  resourceInputSchema,
  storeLinksText,
} from '#shared/content/records-contract.ts';
import type { PictureImage } from '#shared/images/format.ts';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { SelectField, TextareaField, TextField } from '#client/components/form/fields.tsx';
import { FormShell } from '#client/features/admin/content/FormShell.tsx';
import { EventImageField as LibraryImageField } from '#client/features/admin/events/EventImageField.tsx';
import { RESOURCES_PATH, saveRecord } from '#client/features/admin/content/records-api.ts';
import { useRecordForm } from '#client/features/admin/content/use-record-form.ts';

export const emptyResource = (kind: 'book' | 'download'): ResourceValues => ({
  kind,
  title: '',
  subtitle: '',
  title_es: '',
  subtitle_es: '',
  summary_es: '',
  link_label_es: kind === 'book' ? 'Compre el libro' : '',
  author: '',
  published_label: '',
  summary: '',
  link_url: '',
  link_label: kind === 'book' ? 'Buy the book' : '',
  cover_src: '',
  cover_alt: '',
  cover_width: '',
  cover_height: '',
  cover_image_id: '',
  release_date: '',
  store_links: [],
  share_image_src: '',
  is_new_release: false,
  is_featured: false,
  devotional_href: '',
  devotional_label: '',
  press_kit_href: '',
  on_resources_page: true,
  on_press_page: kind === 'download',
  visible: true,
});

export function valuesFromResource(resource: Resource): ResourceValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    kind: resource.kind,
    title: resource.title,
    subtitle: text(resource.subtitle),
    title_es: text(resource.title_es),
    subtitle_es: text(resource.subtitle_es),
    summary_es: text(resource.summary_es),
    link_label_es: text(resource.link_label_es),
    author: text(resource.author),
    published_label: text(resource.published_label),
    summary: resource.summary,
    link_url: resource.link_url,
    link_label: resource.link_label,
    cover_src: text(resource.cover_src),
    cover_alt: text(resource.cover_alt),
    cover_width: text(resource.cover_width),
    cover_height: text(resource.cover_height),
    cover_image_id: text(resource.cover_image_id),
    release_date: text(resource.release_date),
    store_links: resource.store_links,
    share_image_src: text(resource.share_image_src),
    is_new_release: resource.is_new_release,
    is_featured: resource.is_featured,
    devotional_href: text(resource.devotional_href),
    devotional_label: text(resource.devotional_label),
    press_kit_href: text(resource.press_kit_href),
    on_resources_page: resource.on_resources_page,
    on_press_page: resource.on_press_page,
    visible: resource.visible,
  };
}

/** The labels staff see, in screen order (also the order of the list of fields to fix). */
function labelsFor(isBook: boolean) {
  return {
    kind: 'Kind',
    title: 'Title',
    title_es: 'Spanish title',
    subtitle: isBook ? 'Subtitle' : 'Small label above the title',
    subtitle_es: isBook ? 'Spanish subtitle' : 'Spanish label above the title',
    author: 'Author',
    published_label: 'Published',
    release_date: 'Release date',
    store_links: 'More bookstores',
    cover_image_id: 'Cover from the image library',
    summary: isBook ? 'Summary' : 'Text',
    summary_es: isBook ? 'Spanish summary' : 'Spanish text',
    link_url: isBook ? 'Bookstore link' : 'Link (file or page)',
    link_label: 'Button label',
    link_label_es: 'Spanish button label',
    cover_src: 'Cover image',
    cover_alt: 'Cover description (alt text)',
    cover_width: 'Cover width (px)',
    cover_height: 'Cover height (px)',
    share_image_src: 'Cover for link previews (PNG or JPEG)',
    devotional_href: 'Devotional link',
    devotional_label: 'Devotional link text',
    press_kit_href: 'Press kit page',
    is_new_release: 'New release',
    is_featured: 'Featured on the home page (one book at a time)',
    on_resources_page: 'Resources page (/resources)',
    on_press_page: 'Press page (/press)',
    visible: 'Visible on the site',
  };
}

const SHAPE = {
  booleans: ['is_new_release', 'is_featured', 'on_resources_page', 'on_press_page', 'visible'],
};
const KIND_OPTIONS = [
  { value: 'book', label: 'Book' },
  { value: 'download', label: 'Download' },
];
const SPANISH_NOTE =
  'Each Spanish field is shown on the Spanish pages (/es/…); left blank, those pages show the English words.';
const LINK_HINT = 'A web address (https://…) or a path on this site, e.g. /press/file.zip.';
// Fields side by side start at the same height: the kit puts a hint above its input, so each
// field paired with one that has a hint has a (useful) hint too.

/**
 * Add or edit a book or a download, with every field the public cards show. A download has no
 * author, dates or book links: those fields are not shown, so they are sent blank (and cleared).
 */
export function ResourceForm({
  resourceId,
  initial,
  initialCover = null,
  onSaved,
  onCancel,
}: {
  resourceId: string | null;
  initial: ResourceValues;
  /** The library cover being edited, drawn in the picker. */
  initialCover?: PictureImage | null;
  onSaved: (resource: Resource) => void;
  onCancel: () => void;
}) {
  const form = useRecordForm({
    initial,
    schema: resourceInputSchema,
    shape: SHAPE,
    save: (values) => saveRecord(RESOURCES_PATH, resourceId, values),
    onSaved,
  });
  // What decides which fields show and which are required, followed as staff type.
  const [kind, setKind] = useState(initial.kind);
  const [coverSrc, setCoverSrc] = useState(initial.cover_src);
  const [devotionalHref, setDevotionalHref] = useState(initial.devotional_href);
  const [libraryCover, setLibraryCover] = useState(initial.cover_image_id !== '');
  const isBook = kind === 'book';
  const hasCover = coverSrc.trim() !== '';
  const labels = labelsFor(isBook);
  const text = (name: Exclude<keyof ResourceValues & keyof typeof labels, 'store_links'>) => ({
    name,
    label: labels[name],
    defaultValue: String(initial[name]),
  });
  const check = (
    name: 'is_new_release' | 'is_featured' | 'on_resources_page' | 'on_press_page' | 'visible',
  ) => ({
    name,
    label: labels[name],
    defaultChecked: initial[name],
  });
  return (
    <FormShell
      form={form}
      labels={labels}
      onCancel={onCancel}
      submitLabel={resourceId === null ? `Add ${isBook ? 'book' : 'download'}` : 'Save changes'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="kind"
          label={labels.kind}
          required
          options={KIND_OPTIONS}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
        />
        <p className="text-sm text-navy-700 sm:col-span-2">{SPANISH_NOTE}</p>
        <TextField {...text('title')} required />
        <TextField {...text('title_es')} />
        <TextField
          {...text('subtitle')}
          hint={isBook ? undefined : 'Shown on /resources, e.g. 30-day devotional.'}
        />
        <TextField
          {...text('subtitle_es')}
          hint={isBook ? undefined : 'Shown on /es/resources, e.g. Devocional de 30 días.'}
        />
        {isBook ? (
          <>
            <TextField {...text('author')} />
            <TextField
              {...text('release_date')}
              type="date"
              hint="The page prints its month and year, e.g. June 2025."
            />
            <TextField
              {...text('published_label')}
              hint="As printed, e.g. January 2025; used when there is no release date."
            />
          </>
        ) : null}
        <TextareaField {...text('summary')} required rows={4} className="sm:col-span-2" />
        <TextareaField {...text('summary_es')} rows={4} className="sm:col-span-2" />
        <TextField {...text('link_url')} inputMode="url" required hint={LINK_HINT} />
        <TextField {...text('link_label')} required hint="The words on the button, e.g. Buy the book." />
        <TextField {...text('link_label_es')} hint="The Spanish button's words, e.g. Compre el libro." />
        {isBook ? (
          <LibraryImageField
            name="cover_image_id"
            legend={labels.cover_image_id}
            initial={initialCover}
            legacyUrl=""
            emptyText="No library cover: the cover file below is shown."
            onChosen={(image) => setLibraryCover(image !== null)}
          />
        ) : null}
        <TextField
          name="cover_src"
          label={labels.cover_src}
          inputMode="url"
          required={isBook && !libraryCover}
          hint="e.g. /images/books/title.svg"
          value={coverSrc}
          onChange={(event) => setCoverSrc(event.target.value)}
        />
        <TextField
          {...text('cover_alt')}
          required={hasCover}
          hint="What the cover shows, for people who cannot see it."
        />
        <TextField {...text('cover_width')} inputMode="numeric" required={hasCover} />
        <TextField {...text('cover_height')} inputMode="numeric" required={hasCover} />
        {isBook ? (
          <>
            <TextField
              {...text('share_image_src')}
              inputMode="url"
              hint="Search engines and social previews do not read SVG."
            />
            <TextField
              name="devotional_href"
              label={labels.devotional_href}
              inputMode="url"
              hint={LINK_HINT}
              value={devotionalHref}
              onChange={(event) => setDevotionalHref(event.target.value)}
            />
            <TextField
              {...text('devotional_label')}
              required={devotionalHref.trim() !== ''}
              hint="The words of the link, e.g. Read the devotional."
            />
            <TextField {...text('press_kit_href')} inputMode="url" hint="Linked from /press." />
            <TextareaField
              name="store_links"
              label={labels.store_links}
              defaultValue={storeLinksText(initial.store_links)}
              rows={3}
              hint="One a line, name | web address, e.g. Barnes & Noble | https://www.barnesandnoble.com/…"
              className="sm:col-span-2"
            />
            <CheckboxField {...check('is_new_release')} className="sm:col-span-2" />
            <CheckboxField {...check('is_featured')} className="sm:col-span-2" />
          </>
        ) : null}
      </div>
      <fieldset className="space-y-3 rounded-md border border-navy-200 px-4 pt-2 pb-4">
        <legend className="px-1 text-sm font-semibold text-navy-950">Appears on</legend>
        <CheckboxField {...check('on_resources_page')} />
        <CheckboxField {...check('on_press_page')} />
      </fieldset>
      <CheckboxField {...check('visible')} />
    </FormShell>
  );
}
