/** The image library's words (docs/product.md#images). */
export const IMAGE_WORDS = {
  fileRequired: 'Please choose a picture to upload.',
  tooBig:
    'This picture is larger than 10 MB. Please choose a smaller one, or save it at a lower quality first.',
  wrongType: 'Please upload a JPEG, PNG or WebP picture.',
  broken: 'This file could not be read as a picture. It may be damaged: please save it again and retry.',
  altRequired: 'Please describe the picture for people who cannot see it, or mark it as decorative.',
  altTooLong: 'Please keep the description under 500 characters.',
  uploaded: 'The picture is in the library.',
  saved: 'The description is saved.',
  deleted: 'The picture is deleted.',
  notFound: 'No such picture.',
  inUse:
    'This picture is used on the site (by an event, a house church, a book, a testimony or a page), so it cannot be deleted. Choose another picture there first.',
} as const;

/** Why an upload posted without JavaScript came back: the code travels in /admin/images?error=…. */
export const IMAGE_UPLOAD_ERRORS = {
  'too-big': IMAGE_WORDS.tooBig,
  'wrong-type': IMAGE_WORDS.wrongType,
  broken: IMAGE_WORDS.broken,
  'no-file': IMAGE_WORDS.fileRequired,
  alt: IMAGE_WORDS.altRequired,
  'alt-long': IMAGE_WORDS.altTooLong,
} as const;
export type ImageUploadErrorCode = keyof typeof IMAGE_UPLOAD_ERRORS;
