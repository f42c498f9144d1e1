/** What every input of the site-content editor shares: its id, the editor's context, a field's problem. */
import type { FieldPath } from '#shared/content/fields.ts';

/** The id of a field's input, from its path: the error summary links to it. */
export const fieldId = (path: FieldPath) => `content-${path.length > 0 ? path.join('-') : 'root'}`;

export interface EditorContext {
  errors: Record<string, string[]>;
  /** Sets the value at `path` (the editor keeps the whole document). */
  change: (path: FieldPath, value: unknown) => void;
  timeZones: readonly string[];
  /** Whether the person is an administrator: only they may change an administrator-only group. */
  administrator?: boolean;
  /**
   * The English document, when this editor is its Spanish side: only fields with words show, each
   * beside its English, and lists keep the English entries (docs/product.md#site-content).
   */
  english?: unknown;
}

export function Problem({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
      {messages[0]}
    </p>
  );
}
