/** SQL helpers shared by the chat repositories (rooms, messages, members). */
import { sql } from "drizzle-orm";
import { applicationManagers, applications } from "../../db/schema";

/** An integer array as one parameter (a PostgreSQL array literal; drizzle would spread a JS array). */
export const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(",")}}`;

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** SQL: is user `userId` the owner or an accepted colleague of the application `appId` (a column or value)? */
export const memberOf = (appId: unknown, userId: unknown) => sql`(exists (
    select 1 from ${applications} ma where ma.id = ${appId} and ma.applicant_id = ${userId})
  or exists (select 1 from ${applicationManagers} mm where mm.application_id = ${appId}
    and mm.user_id = ${userId} and mm.used = 'Y'))`;
