import type { RoomRefusal } from "../video";

/**
 * The words of a refusal or a seat taken away during a call, each in its own terms and for its kind of room:
 * a presentation's attendee is "sent out of this presentation", never told the one-to-one meetings' rules.
 */
export function refusalKey(refused: RoomRefusal, presentation: boolean): string {
  switch (refused) {
    case "full":
      return "video.full";
    case "companyFull":
      return "video.companyFull";
    case "token":
      return "video.tokenExpired";
    case "sharing":
      return "videoCall.shareRefused";
    case "removed":
      return presentation ? "presentation.entry.sentOut" : "videoCall.removed";
    case "ended":
      return presentation ? "presentation.entry.ended" : "video.roomEnded";
    case "closed":
      return presentation ? "presentation.entry.closed" : "video.closedToYou";
    case "replaced":
      return "videoCall.replaced";
  }
}
