import { type Resource, type ResourceValues, resourceFieldErrors } from '#shared/content-records-rules.ts';
import { CheckboxInput, SelectInput, TextInput } from './Fields.tsx';
import { FormShell } from './FormShell.tsx';
import { RESOURCES_PATH, saveRecord } from './records-api.ts';
import { useRecordForm } from './use-record-form.ts';

export const emptyResource = (kind: 'book' | 'download'): ResourceValues => ({
  kind,
  title: '',
  subtitle: '',
  author: '',
  published_label: '',
  summary: '',
  link_url: '',
  link_label: kind === 'book' ? 'Buy the book' : '',
  cover_src: '',
  cover_alt: '',
  cover_width: '',
  cover_height: '',
  share_image_src: '',
  is_new_release: false,
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
    author: text(resource.author),
    published_label: text(resource.published_label),
    summary: resource.summary,
    link_url: resource.link_url,
    link_label: resource.link_label,
    cover_src: text(resource.cover_src),
    cover_alt: text(resource.cover_alt),
    cover_width: text(resource.cover_width),
    cover_height: text(resource.cover_height),
    share_image_src: text(resource.share_image_src),
    is_new_release: resource.is_new_release,
    devotional_href: text(resource.devotional_href),
    devotional_label: text(resource.devotional_label),
    press_kit_href: text(resource.press_kit_href),
    on_resources_page: resource.on_resources_page,
    on_press_page: resource.on_press_page,
    visible: resource.visible,
  };
}

const ORDER = [
  'kind',
  'title',
  'subtitle',
  'author',
  'published_label',
  'summary',
  'link_url',
  'link_label',
  'cover_src',
  'cover_alt',
  'cover_width',
  'cover_height',
  'share_image_src',
  'devotional_href',
  'devotional_label',
  'press_kit_href',
  'is_new_release',
  'on_resources_page',
  'on_press_page',
  'visible',
] as const;

/** A download has no author, dates or book links: fields left from a book are not sent (or checked). */
function forKind(values: ResourceValues): ResourceValues {
  if (values.kind === 'book') return values;
  return {
    ...values,
    author: '',
    published_label: '',
    share_image_src: '',
    devotional_href: '',
    devotional_label: '',
    press_kit_href: '',
    is_new_release: false,
  };
}

const LINK_HINT = 'A web address (https://…) or a path on this site, e.g. /press/file.zip.';

/** Add or edit a book or a download, with every field the public cards show. */
export function ResourceForm({
  resourceId,
  initial,
  onSaved,
  onCancel,
}: {
  resourceId: string | null;
  initial: ResourceValues;
  onSaved: (resource: Resource) => void;
  onCancel: () => void;
}) {
  const form = useRecordForm({
    initial,
    order: ORDER,
    validate: (values) => resourceFieldErrors(forKind(values)),
    save: (values) => saveRecord(RESOURCES_PATH, resourceId, { ...forKind(values) }),
    onSaved,
  });
  const { values, field } = form;
  const isBook = values.kind === 'book';
  const check = (name: 'is_new_release' | 'on_resources_page' | 'on_press_page' | 'visible') => ({
    ...field(name),
    checked: values[name],
  });
  return (
    <FormShell
      onSubmit={form.submit}
      onCancel={onCancel}
      formError={form.formError}
      saving={form.saving}
      submitLabel={resourceId === null ? `Add ${isBook ? 'book' : 'download'}` : 'Save changes'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          {...field('kind')}
          label="Kind"
          options={[
            { value: 'book', label: 'Book' },
            { value: 'download', label: 'Download' },
          ]}
        />
        <TextInput {...field('title')} label="Title" required />
        <TextInput
          {...field('subtitle')}
          label={isBook ? 'Subtitle' : 'Small label above the title'}
          hint={isBook ? undefined : 'Shown on /resources, e.g. 30-day devotional.'}
        />
        {isBook ? (
          <>
            <TextInput {...field('author')} label="Author" />
            <TextInput
              {...field('published_label')}
              label="Published"
              hint="As printed, e.g. January 2025."
            />
          </>
        ) : null}
        <div className="sm:col-span-2">
          <TextInput {...field('summary')} label={isBook ? 'Summary' : 'Text'} multiline required />
        </div>
        <TextInput
          {...field('link_url')}
          label={isBook ? 'Bookstore link' : 'Link (file or page)'}
          inputMode="url"
          required
          hint={LINK_HINT}
        />
        <TextInput {...field('link_label')} label="Button label" required />
        <TextInput
          {...field('cover_src')}
          label="Cover image"
          inputMode="url"
          required={isBook}
          hint="e.g. /images/books/title.svg"
        />
        <TextInput
          {...field('cover_alt')}
          label="Cover description (alt text)"
          required={Boolean(values.cover_src)}
        />
        <TextInput
          {...field('cover_width')}
          label="Cover width (px)"
          inputMode="numeric"
          required={Boolean(values.cover_src)}
        />
        <TextInput
          {...field('cover_height')}
          label="Cover height (px)"
          inputMode="numeric"
          required={Boolean(values.cover_src)}
        />
        {isBook ? (
          <>
            <TextInput
              {...field('share_image_src')}
              label="Cover for link previews (PNG or JPEG)"
              inputMode="url"
              hint="Search engines and social previews do not read SVG."
            />
            <TextInput
              {...field('devotional_href')}
              label="Devotional link"
              inputMode="url"
              hint={LINK_HINT}
            />
            <TextInput
              {...field('devotional_label')}
              label="Devotional link text"
              required={Boolean(values.devotional_href)}
            />
            <TextInput
              {...field('press_kit_href')}
              label="Press kit page"
              inputMode="url"
              hint="Linked from /press."
            />
            <div className="sm:col-span-2">
              <CheckboxInput {...check('is_new_release')} label="New release" />
            </div>
          </>
        ) : null}
      </div>
      <fieldset className="space-y-2 rounded-md border border-slate-300 px-3 py-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">Appears on</legend>
        <CheckboxInput {...check('on_resources_page')} label="Resources page (/resources)" />
        <CheckboxInput {...check('on_press_page')} label="Press page (/press)" />
      </fieldset>
      <CheckboxInput {...check('visible')} label="Visible on the site" />
    </FormShell>
  );
}
