/**
 * Typed errors, mapped to HTTP once (see error-handler.ts). `key` is an i18n key of the
 * shared catalogue; `params` fill its {{placeholders}}.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export class Invalid extends AppError {
  constructor(key = "common.badRequest", params: Record<string, string | number> = {}) {
    super(400, key, params);
  }
}

export class Unauthorized extends AppError {
  constructor(key = "common.loginRequired") {
    super(401, key);
  }
}

export class Forbidden extends AppError {
  constructor(key = "common.noPermission") {
    super(403, key);
  }
}

export class NotFound extends AppError {
  constructor(key = "common.notFound") {
    super(404, key);
  }
}

export class Conflict extends AppError {
  constructor(key: string, params: Record<string, string | number> = {}) {
    super(409, key, params);
  }
}

export class TooLarge extends AppError {
  constructor(key = "file.tooLarge") {
    super(413, key);
  }
}

export class TooManyRequests extends AppError {
  constructor(key = "common.tooManyRequests") {
    super(429, key);
  }
}
