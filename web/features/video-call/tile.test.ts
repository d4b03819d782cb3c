import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RoomParticipant } from "../video";
import { Tile } from "./Tile";

const person = (role: RoomParticipant["role"]): RoomParticipant => ({
  peerId: "p1",
  identity: "i1",
  name: "Grace Park",
  company: "",
  role,
  applicationId: null,
  audio: true,
  video: false,
  sharing: false,
  joinedAt: 0,
  linked: true,
});

/** Without an i18n instance the texts are their keys: enough to see which text a tile shows. */
const tile = (role: RoomParticipant["role"], compact: boolean) =>
  renderToStaticMarkup(
    createElement(Tile, { person: person(role), self: false, stream: undefined, compact }),
  );

describe("a tile names the role of who is not a side", () => {
  it("shows the interpreter's role on small tiles and on phones too", () => {
    for (const compact of [false, true]) {
      const html = tile("interpreter", compact);
      const role = html.match(/<span[^>]*data-testid="tile-role"[^>]*>([^<]*)</);
      expect(role?.[1], `compact ${compact}`).toBe("videoCall.interpreter");
      // shown at every width: not in an element hidden on phones
      expect(role?.[0]).not.toMatch(/display:none/);
    }
    expect(tile("guest", true)).toContain("videoCall.guestRole");
  });

  it("shows no role for a company's side", () => {
    expect(tile("participant", false)).not.toContain('data-testid="tile-role"');
  });
});
