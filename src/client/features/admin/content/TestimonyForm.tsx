import {
  TESTIMONY_PAGE_LABELS,
  TESTIMONY_PAGES,
  type Testimony,
  type TestimonyValues,
  testimonyInputSchema,
} from '#shared/content/records-contract.ts';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { SelectField, TextareaField, TextField } from '#client/components/form/fields.tsx';
import type { PictureImage } from '#shared/images/format.ts';
import { FormShell } from '#client/features/admin/content/FormShell.tsx';
import { EventImageField as LibraryImageField } from '#client/features/admin/events/EventImageField.tsx';
import { saveRecord, TESTIMONIES_PATH } from '#client/features/admin/content/records-api.ts';
import { useRecordForm } from '#client/features/admin/content/use-record-form.ts';

export const EMPTY_TESTIMONY: TestimonyValues = {
  quote: '',
  quote_es: '',
  name: '',
  page: '/devotional-whom',
  photo_image_id: '',
  visible: true,
};

export const valuesFromTestimony = (testimony: Testimony): TestimonyValues => ({
  quote: testimony.quote,
  quote_es: testimony.quote_es ?? '',
  name: testimony.name,
  page: testimony.page,
  photo_image_id: testimony.photo_image_id ?? '',
  visible: testimony.visible,
});

const LABELS = {
  quote: 'Testimony',
  quote_es: 'Spanish quote',
  name: 'Who said it',
  page: 'Shows on',
  photo_image_id: 'Photo (optional)',
  visible: 'Visible on the page',
};
const SHAPE = { booleans: ['visible'] };
const PAGE_OPTIONS = TESTIMONY_PAGES.map((page) => ({ value: page, label: TESTIMONY_PAGE_LABELS[page] }));

/** Add or edit a testimony: its words, who said it, the devotional page it shows on, and whether it shows. */
export function TestimonyForm({
  testimonyId,
  initial,
  initialPhoto = null,
  onSaved,
  onCancel,
}: {
  testimonyId: string | null;
  initial: TestimonyValues;
  /** The library photo being edited, drawn in the picker. */
  initialPhoto?: PictureImage | null;
  onSaved: (testimony: Testimony) => void;
  onCancel: () => void;
}) {
  const form = useRecordForm({
    initial,
    schema: testimonyInputSchema,
    shape: SHAPE,
    save: (values) => saveRecord(TESTIMONIES_PATH, testimonyId, values),
    onSaved,
  });
  return (
    <FormShell
      form={form}
      labels={LABELS}
      onCancel={onCancel}
      submitLabel={testimonyId === null ? 'Add testimony' : 'Save changes'}
    >
      <TextareaField name="quote" label={LABELS.quote} required rows={4} defaultValue={initial.quote} />
      <TextareaField
        name="quote_es"
        label={LABELS.quote_es}
        rows={4}
        defaultValue={initial.quote_es}
        hint="Shown on the Spanish page (/es). Left blank, that page shows the English words."
      />
      <TextField
        name="name"
        label={LABELS.name}
        required
        defaultValue={initial.name}
        hint="As printed under the quote, e.g. Denise R., Austin. Ask before printing a full name."
      />
      <SelectField
        name="page"
        label={LABELS.page}
        required
        options={PAGE_OPTIONS}
        defaultValue={initial.page}
      />
      <LibraryImageField
        name="photo_image_id"
        legend={LABELS.photo_image_id}
        initial={initialPhoto}
        legacyUrl=""
        emptyText="No photo: the quote shows on its own."
      />
      <CheckboxField name="visible" label={LABELS.visible} defaultChecked={initial.visible} />
    </FormShell>
  );
}
