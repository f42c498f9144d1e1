/**
 * What the events banner on every page says and links to (docs/product.md#every-page). Its own module,
 * so that every page's shared script carries these few words rather than all of the events pages'.
 */
export const EVENTS_BANNER_NEXT = 'Next:';

export const eventPath = (id: number | string) => `/events/${id}`;
