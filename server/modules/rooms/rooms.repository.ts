import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

/** The user's display name and company (a business card's company when the account has none). */
export async function personOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ name: users.name, company: users.company })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
