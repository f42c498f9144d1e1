/**
 * What a form tells its fields: the errors to show and the values to fill in again after a refused
 * post. Fields find theirs by name, so a form's markup never wires an error by hand.
 */
import { createContext, useContext } from 'react';

export interface FormContextValue {
  errors: Record<string, string | undefined>;
  values: Record<string, string | string[] | boolean>;
  /** Makes every field id unique on a page with several forms. */
  idPrefix: string;
  /** Set on the page that answers a post made without JavaScript: the id its answer carries. */
  answerId?: string | undefined;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** A field's id, error and refill value, from its props first, then from the form around it. */
export function useFieldState(name: string, props: { id?: string | undefined; error?: string | undefined }) {
  const form = useContext(FormContext);
  const id = props.id ?? `${form?.idPrefix ?? 'field'}-${name}`;
  const error = props.error ?? form?.errors[name];
  const refill = form?.values[name];
  return { id, error, refill };
}

/** The ids a control is described by: its hint, then its error. */
export function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export const textOf = (value: string | string[] | boolean | undefined): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
