import {
  TESTIMONY_PAGE_LABELS,
  TESTIMONY_PAGES,
  type Testimony,
  type TestimonyValues,
  testimonyFieldErrors,
} from '#shared/content-records-rules.ts';
import { CheckboxInput, SelectInput, TextInput } from './Fields.tsx';
import { FormShell } from './FormShell.tsx';
import { saveRecord, TESTIMONIES_PATH } from './records-api.ts';
import { useRecordForm } from './use-record-form.ts';

export const EMPTY_TESTIMONY: TestimonyValues = {
  quote: '',
  name: '',
  page: '/devotional-whom',
  visible: true,
};

export const valuesFromTestimony = (testimony: Testimony): TestimonyValues => ({
  quote: testimony.quote,
  name: testimony.name,
  page: testimony.page,
  visible: testimony.visible,
});

/** Add or edit a testimony: its words, who said it, the devotional page it shows on, and whether it shows. */
export function TestimonyForm({
  testimonyId,
  initial,
  onSaved,
  onCancel,
}: {
  testimonyId: string | null;
  initial: TestimonyValues;
  onSaved: (testimony: Testimony) => void;
  onCancel: () => void;
}) {
  const form = useRecordForm({
    initial,
    order: ['quote', 'name', 'page', 'visible'],
    validate: testimonyFieldErrors,
    save: (values) => saveRecord(TESTIMONIES_PATH, testimonyId, { ...values }),
    onSaved,
  });
  return (
    <FormShell
      onSubmit={form.submit}
      onCancel={onCancel}
      formError={form.formError}
      saving={form.saving}
      submitLabel={testimonyId === null ? 'Add testimony' : 'Save changes'}
    >
      <TextInput {...form.field('quote')} label="Testimony" multiline required />
      <TextInput
        {...form.field('name')}
        label="Who said it"
        required
        hint="As printed under the quote, e.g. Denise R., Austin. Ask before printing a full name."
      />
      <SelectInput
        {...form.field('page')}
        label="Shows on"
        options={TESTIMONY_PAGES.map((page) => ({ value: page, label: TESTIMONY_PAGE_LABELS[page] }))}
      />
      <CheckboxInput {...form.field('visible')} checked={form.values.visible} label="Visible on the page" />
    </FormShell>
  );
}
