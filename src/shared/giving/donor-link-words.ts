/**
 * The "Manage my giving" form's own words and addresses (docs/product.md#the-donors-own-page quotes
 * them), apart from the rest of the donor page's (manage-words.ts): the form is on /giving, whose
 * scripts then carry only these.
 */
/** Where the form posts without JavaScript, and where a spent link offers a new one. */
export const DONOR_SIGN_IN_PAGE_PATH = '/giving/manage/sign-in';
export const DONOR_LINK_API_PATH = '/api/giving/manage/link/';

export const DONOR_LINK_FORM_WORDS = {
  formHeading: 'Manage my giving',
  formIntro:
    'See your gifts, download receipts and change a recurring gift. Enter the email address you gave with and we will send you a sign-in link.',
  failure: 'Your request could not be sent. Please try again in a moment.',
} as const;
