import { z } from "zod";
import type { TokenService } from "../../http/auth";

/** A guest session (the exchanged ticket): opens one meeting's room, until the meeting's end. */
export const ZGuestClaims = z.object({
  sub: z.string().uuid(),
  meetingId: z.number().int(),
  name: z.string(),
});
export type GuestClaims = z.infer<typeof ZGuestClaims>;

export async function verifyGuestToken(tokens: TokenService, header: string | undefined) {
  const parsed = ZGuestClaims.safeParse(await tokens.verifyTyped("guest", header));
  return parsed.success ? parsed.data : undefined;
}
