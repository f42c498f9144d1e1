/**
 * The colours of a form's outcome line and of a field's error, in one place: the React form kit
 * uses them, and so does the footer form's own script on a page without React (footer-enhance.ts).
 */
export const MESSAGE_TONES = {
  success: 'text-green-800 in-[.on-dark]:text-green-300',
  error: 'text-red-700 in-[.on-dark]:text-red-300',
} as const;

export const FIELD_ERROR_CLASS = 'mt-1.5 text-sm font-semibold text-red-700 in-[.on-dark]:text-red-300';
