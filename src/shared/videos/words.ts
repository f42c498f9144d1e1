/** What the video screens say when something goes wrong (docs/product.md#home, #video-messages). */
export const VIDEO_WORDS = {
  latestHttpError: (reason: string) => `Could not load the latest message: ${reason}`,
  latestNetworkError: 'Could not load the latest message. Please try again later.',
  latestEmpty: 'No message data received from the server.',
  latestFallback: 'No message available.',
  tryAgain: 'Try Again',
  /**
   * The developer hint under the fallback (about the server and the video API credentials), in
   * words: the names of server settings stay out of public pages and bundles.
   */
  latestDeveloperHint:
    "If you run this site: make sure the server is running and the YouTube API key and channel are set in the server's configuration.",
  listHttpError: (reason: string) => `Could not load messages: ${reason}`,
  listNetworkError: 'Could not load messages. Please try again later.',
  detailNotFound: 'Message not found',
  detailHttpError: (reason: string) => `Could not load the message: ${reason}`,
  detailNetworkError: 'Could not load the message. Please try again later.',
  backToMessages: 'Back to Messages',
  viewAllMessages: 'View All Messages',
  allMessagesHeading: 'All Messages',
  relatedHeading: 'Related Messages',
  latestHeading: 'Latest Message',
  /** When an HTTP failure carries no reason at all. */
  unknownError: 'Unknown error',
} as const;
