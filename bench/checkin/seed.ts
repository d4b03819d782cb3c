import { sql } from "drizzle-orm";
import type { AppContext } from "../../server/context";
import { signerOf } from "../../server/modules/badges/badges.service";
import { qrPayload } from "../../server/modules/badges/badges.sign";
import { createEvent, createSubEvent, createUser } from "../../server/test/factories";

const ROLES = ["seller", "buyer", "visitor", "booth"];

/**
 * A large expo for one round: an event with two sub-events, `badges` badges (one statement) and `devices`
 * staff accounts named for its check-in. Answers the staff tokens and every badge's QR payload.
 */
export async function seedExpo(ctx: AppContext, badges: number, devices: number) {
  const event = await createEvent(ctx);
  const a = await createSubEvent(ctx, event.id, { name: "Matching" });
  const b = await createSubEvent(ctx, event.id, { name: "Conference" });
  await ctx.db.execute(sql`
    insert into badges (id, event_id, person_key, kind, name, company, role, sub_event_ids)
    select 'bench' || ${event.id} || '-' || lpad(g::text, 6, '0'), ${event.id}, 'bench:' || g, 'extra',
           'Person ' || g, 'Company ' || (g % 2000), (array[${sql.raw(ROLES.map((r) => `'${r}'`).join(","))}])[1 + g % 4],
           case when g % 3 = 0 then array[${a.id}::int, ${b.id}::int] else array[${a.id}::int] end
      from generate_series(1, ${badges}) g`);
  const staff = [];
  for (let i = 0; i < devices; i++) {
    const user = await createUser(ctx, { name: `Staff ${i}` });
    await ctx.db.execute(
      sql`insert into checkin_staff (event_id, email) values (${event.id}, lower(${user.email}))`,
    );
    staff.push(user.token);
  }
  const sign = signerOf(ctx);
  const codes = Array.from({ length: badges }, (_, i) =>
    qrPayload(sign, `bench${event.id}-${String(i + 1).padStart(6, "0")}`),
  );
  return { eventId: event.id, staff, codes };
}
