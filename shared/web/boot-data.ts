/**
 * The first screen's data inlined in the served page (server/http/web-shell.ts writes it, web/app/boot-data.ts
 * reads it): the answer of one API call, named by the call's path and query as the web app sends them.
 */
export interface BootEntry {
  path: string;
  query: Record<string, string | number>;
  data: unknown;
}

/** The id of the `<script type="application/json">` element that carries the entries. */
export const BOOT_DATA_ID = "boot-data";

/** The page size of the public event lists; the home page's first page is the one the server inlines. */
export const EVENT_PAGE_SIZE = 12;
