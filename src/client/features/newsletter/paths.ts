/** Where the newsletter form posts: the API with JavaScript, the page's action without it. */
export const NEWSLETTER_API_PATH = '/api/newsletter/subscribe/';
/** The page whose action handles the form when JavaScript is not running (routes/newsletter.tsx). */
export const NEWSLETTER_PAGE = '/newsletter';
