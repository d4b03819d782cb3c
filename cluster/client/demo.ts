import { check } from "../harness/wait";
import type { Api, Session } from "./api";

/**
 * The demo's people the scenarios use (server/seed): seller1 and buyer1 are approved in the expo's consulting
 * sub-event, colleague@ is seller1's accepted colleague there, host@ runs the expo.
 */
export interface DemoWorld {
  expoId: number;
  subEventId: number;
  host: Session;
  seller: Session;
  buyer: Session;
  colleague: Session;
  sellerApp: number;
  buyerApp: number;
  /** The chat room between seller1's and buyer1's applications. */
  roomId: number;
}

export async function demoWorld(api: Api): Promise<DemoWorld> {
  const search = await api.json<{ content: { id: number }[] }>(
    "GET",
    "/api/events/getSearch?word=Smart%20Manufacturing&page=0&size=12&approval=Y",
  );
  const expoId = search.content[0]?.id;
  check(expoId, "the demo expo is not searchable");
  const subs = await api.json<{ id: number; category: string }[]>("GET", `/api/subEvents?eventId=${expoId}`);
  const subEventId = subs.find((s) => s.category === "consulting")?.id;
  check(subEventId, "no consulting sub-event in the demo");
  const [host, seller, buyer, colleague] = await Promise.all(
    ["host", "seller1", "buyer1", "colleague"].map((who) => api.login(`${who}@bizmeet.demo`)),
  );
  type Place = { application: { id: number } };
  const place = (who: Session) =>
    api.json<Place>("GET", `/api/applications/manager?subEventId=${subEventId}`, who.token);
  const sellerApp = (await place(seller!)).application.id;
  const buyerApp = (await place(buyer!)).application.id;
  const room = await api.json<{ id: number }>("POST", "/api/chat/rooms", seller!.token, {
    subEventId,
    applicationId: sellerApp,
    otherApplicationId: buyerApp,
  });
  return {
    expoId,
    subEventId,
    host: host!,
    seller: seller!,
    buyer: buyer!,
    colleague: colleague!,
    sellerApp,
    buyerApp,
    roomId: room.id,
  };
}
