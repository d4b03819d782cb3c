import type { TUser } from "../../../shared/contract";
import type { CardRow, UserRow } from "./users.repository";

export function presentCard(card: CardRow) {
  return {
    id: card.id,
    company: card.company,
    name: card.name,
    position: card.position,
    email: card.email,
    countryNumber: card.countryNumber,
    phoneNumber: card.phoneNumber,
  };
}

/** The user as the API shows it: never the hash or the token version. */
export function presentUser(user: UserRow, cards: CardRow[]): TUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    company: user.company,
    position: user.position,
    countryNumber: user.countryNumber,
    phoneNumber: user.phoneNumber,
    countryCode: user.countryCode,
    timeZone: user.timeZone,
    role: user.role,
    businessCards: cards.map(presentCard),
  };
}
