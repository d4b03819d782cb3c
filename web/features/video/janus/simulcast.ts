import type { Stage } from "../../../../shared/video/presentation";

/**
 * What a publisher sends to Janus: presenters in three VP8 simulcast layers (each subscriber receives the
 * layer its tile needs), attendees one low layer for the presenters' 7 x 7 audience view.
 */
export function publisherEncodings(stage: Stage): RTCRtpEncodingParameters[] {
  if (stage === "none") return [{ maxBitrate: 150_000, scaleResolutionDownBy: 4, maxFramerate: 15 }];
  return [
    { rid: "h", maxBitrate: 1_200_000, maxFramerate: 24 },
    { rid: "m", maxBitrate: 400_000, scaleResolutionDownBy: 2, maxFramerate: 24 },
    { rid: "l", maxBitrate: 120_000, scaleResolutionDownBy: 4, maxFramerate: 15 },
  ];
}

/** The layer a stage tile needs: the top one alone or beside one other, the middle up to four, else the lowest. */
export function layerForTiles(tiles: number): 0 | 1 | 2 {
  if (tiles <= 2) return 2;
  if (tiles <= 4) return 1;
  return 0;
}
