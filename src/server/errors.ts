/** An error with a message a person can read, raised by services and turned into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly fields?: Record<string, string[]>;
  /** A machine-readable reason, for a client that acts on it (e.g. `two_factor_setup_required`). */
  readonly code?: string;

  constructor(statusCode: number, message: string, fields?: Record<string, string[]>, code?: string) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.fields = fields;
    this.code = code;
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new AppError(400, message, fields);
