/**
 * A document's Spanish (docs/product.md#site-content): only the words a visitor reads, in the shape
 * of the English document. Its structure (which list entries, pictures, links, times) is always the
 * English one; a list entry's Spanish is the entry at the same position. On a Spanish page each word
 * comes from the Spanish when it is there and not blank, and from the English otherwise: that field
 * is a "fallback", which the page marks `lang="en"` and the content screen counts as needing
 * translation. Zod-free: the browser's editor and the server's loaders share it.
 */
import type { Field, FieldPath } from '#shared/content/fields.ts';
import { pathName } from '#shared/content/fields.ts';

const WORD_KINDS = new Set(['line', 'paragraph', 'markdown']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The words of a picture a visitor reads (screen readers read the alt text). */
const IMAGE_WORDS = ['alt', 'caption'] as const;

/** Whether a text field holds words that have a Spanish (not a link, time, address or name). */
export function isWordField(field: Field): boolean {
  return field.type === 'text' && WORD_KINDS.has(field.kind) && field.sameInBothLanguages !== true;
}

/** Whether a field holds, or contains, any words to translate (the editor's Spanish side shows only these). */
export function hasWords(field: Field): boolean {
  switch (field.type) {
    case 'text':
      return isWordField(field);
    case 'image':
      return true;
    case 'group':
      return Object.values(field.fields).some(hasWords);
    case 'list':
      return hasWords(field.item);
    default:
      return false;
  }
}

export interface Overlaid {
  /** The English document with every Spanish word in place. */
  value: unknown;
  /** Where the English shows because the Spanish is missing or blank ("story.paragraphs.0"). */
  fallbacks: string[];
}

/** The document a Spanish page shows: `english` with the words of `spanish` laid over it. */
export function overlayWords(field: Field, english: unknown, spanish: unknown): Overlaid {
  const fallbacks: string[] = [];
  const value = overlay(field, english, spanish, [], fallbacks);
  return { value, fallbacks };
}

function overlay(field: Field, english: unknown, spanish: unknown, path: FieldPath, out: string[]): unknown {
  switch (field.type) {
    case 'text':
      if (!isWordField(field)) return english;
      if (filled(spanish)) return spanish;
      if (filled(english)) out.push(pathName(path));
      return english;
    case 'image': {
      if (!isRecord(english)) return english;
      const words = isRecord(spanish) ? spanish : {};
      const shown: Record<string, unknown> = { ...english };
      for (const name of IMAGE_WORDS) {
        if (filled(words[name])) shown[name] = words[name];
        else if (filled(english[name])) out.push(pathName([...path, name]));
      }
      return shown;
    }
    case 'group': {
      if (!isRecord(english)) return english;
      const words = isRecord(spanish) ? spanish : {};
      const shown: Record<string, unknown> = { ...english };
      for (const [name, child] of Object.entries(field.fields)) {
        if (name in english) shown[name] = overlay(child, english[name], words[name], [...path, name], out);
      }
      return shown;
    }
    case 'list': {
      if (!Array.isArray(english)) return english;
      const words = Array.isArray(spanish) ? spanish : [];
      return english.map((item, index) => overlay(field.item, item, words[index], [...path, index], out));
    }
    default:
      return english;
  }
}

/** Where `spanish` lacks words the English has: what "Needs translation" counts. */
export function missingWords(field: Field, english: unknown, spanish: unknown): string[] {
  return overlayWords(field, english, spanish).fallbacks;
}

/**
 * Only the words of `value` (a document in the English shape, as the editor's Spanish side holds
 * it), blanks left out: what is stored as the Spanish. A list keeps its positions (null for an
 * entry with no words).
 */
export function wordsOf(field: Field, value: unknown): unknown {
  const words = pick(field, value);
  if (words !== undefined) return words;
  // A document with no Spanish yet is stored as an empty one of its kind (never null).
  return field.type === 'list' ? [] : {};
}

function pick(field: Field, value: unknown): unknown {
  switch (field.type) {
    case 'text':
      return isWordField(field) && filled(value) ? value : undefined;
    case 'image': {
      if (!isRecord(value)) return undefined;
      const words = Object.fromEntries(
        IMAGE_WORDS.filter((name) => filled(value[name])).map((n) => [n, value[n]]),
      );
      return Object.keys(words).length > 0 ? words : undefined;
    }
    case 'group': {
      if (!isRecord(value)) return undefined;
      const words: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(field.fields)) {
        const picked = pick(child, value[name]);
        if (picked !== undefined) words[name] = picked;
      }
      return Object.keys(words).length > 0 ? words : undefined;
    }
    case 'list': {
      if (!Array.isArray(value)) return undefined;
      const items = value.map((item) => pick(field.item, item) ?? null);
      while (items.length > 0 && items[items.length - 1] === null) items.pop();
      return items.length > 0 ? items : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * What the editor's Spanish side edits: the English document with the Spanish words in place and
 * every word Spanish lacks blank (so staff see what is left to translate).
 */
export function spanishForEditing(field: Field, english: unknown, spanish: unknown): unknown {
  switch (field.type) {
    case 'text':
      return isWordField(field) ? (filled(spanish) ? spanish : '') : english;
    case 'image': {
      if (!isRecord(english)) return english;
      const words = isRecord(spanish) ? spanish : {};
      const shown: Record<string, unknown> = { ...english };
      for (const name of IMAGE_WORDS)
        if (name in english) shown[name] = filled(words[name]) ? words[name] : '';
      return shown;
    }
    case 'group': {
      if (!isRecord(english)) return english;
      const words = isRecord(spanish) ? spanish : {};
      const shown: Record<string, unknown> = { ...english };
      for (const [name, child] of Object.entries(field.fields)) {
        if (name in english) shown[name] = spanishForEditing(child, english[name], words[name]);
      }
      return shown;
    }
    case 'list': {
      if (!Array.isArray(english)) return english;
      const words = Array.isArray(spanish) ? spanish : [];
      return english.map((item, index) => spanishForEditing(field.item, item, words[index]));
    }
    default:
      return english;
  }
}
