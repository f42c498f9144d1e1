/**
 * How the house-church journeys find the forms' parts, by the names a person hears: the join form
 * ("Your details") and the leader application (the form in the page's main region, named by its
 * step), their fields by label, and a field's error as its accessible description.
 */
import { localizeMessage } from '#shared/i18n/words.ts';
import type { Locator, Page } from '@playwright/test';
import { FIELD_WORDS, LEADER_STEPS, LEADER_WORDS } from '#shared/house-churches/contract.ts';
import { expect } from '#tests/e2e/fixtures.ts';

export const joinForm = (page: Page) => page.getByRole('form', { name: 'Your details' });
export const application = (page: Page) => page.getByRole('main').getByRole('form');
/** A text field of a form (or a group in it), by its exact label. */
export const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const reference = (page: Page, n: number, name: string) =>
  textbox(application(page).getByRole('group', { name: `Reference ${n}` }), name);
export const yearsSaved = (page: Page) =>
  application(page).getByRole('combobox', { name: 'Years since you were saved' });

/** The control is marked invalid and its message is read with it (after its hint, if any). */
export async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(`(^|\\s)${escape(message)}$`));
}

/** The four contact fields both forms require, refused empty, with their messages. */
export const CONTACT_REQUIRED: ReadonlyArray<[label: string, message: string]> = [
  ['First name', localizeMessage(FIELD_WORDS.firstName, 'en')],
  ['Last name', localizeMessage(FIELD_WORDS.lastName, 'en')],
  ['Email', localizeMessage(FIELD_WORDS.email, 'en')],
  ['Phone', localizeMessage(FIELD_WORDS.phone, 'en')],
];

/** The application shows step `number` (1-4), as its heading names it. */
export async function expectStep(page: Page, number: number) {
  await expect(application(page).getByRole('heading', { level: 2 })).toHaveText(
    `Step ${number} of 4: ${LEADER_WORDS.in('en')(LEADER_STEPS[number - 1]!)}`,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
