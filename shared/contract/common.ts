import { z } from "zod";
import { type LinkKind, normalizeLink } from "../validation/links.ts";

/** Every error answer: `detail` is the text in the caller's language, `message` the i18n key. */
export const ZErrorBody = z.object({ detail: z.string(), message: z.string() });
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZOk = z.object({ ok: z.boolean() });

/** The largest id a PostgreSQL integer holds. */
export const MAX_ID = 2_147_483_647;
export const zId = z.coerce.number().int().positive().max(MAX_ID, "validation.idOutOfRange");
/** A zero-based page number (bounded so an offset never overflows). */
export const zPageNumber = z.coerce.number().int().min(0).max(100_000).default(0);

/** Page query of the spec: zero-based `page`, `size` capped so one call cannot ask for everything. */
export const zPageQuery = (defaultSize: number) =>
  z.object({
    page: zPageNumber,
    size: z.coerce.number().int().min(1).max(100).default(defaultSize),
  });

/** The spec's paged shape: content, totalElements, totalPages, size, number, first, last. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    size: z.number().int(),
    number: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  size: number;
  number: number;
  first: boolean;
  last: boolean;
}

/** Builds the paged shape from one page of rows and the total count. */
export function toPage<T>(content: T[], total: number, page: number, size: number): Page<T> {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    totalElements: total,
    totalPages,
    size,
    number: page,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

export const zYN = z.enum(["Y", "N"]);
/** Calendar date 'YYYY-MM-DD'. */
export const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date");

/**
 * A stored link (shared/validation/links.ts): http(s), or mailto/tel for contact fields, or a same-site path
 * where allowed; a link without a scheme gets http:// prepended; anything else is 400 `validation.link`.
 */
export const zLink = (kind: LinkKind = "web", max = 2000) =>
  z
    .string()
    .max(max)
    .transform((value, ctx) => {
      const link = normalizeLink(value, kind);
      if (link === null) {
        ctx.addIssue({ code: "custom", message: "validation.link" });
        return z.NEVER;
      }
      return link;
    });
