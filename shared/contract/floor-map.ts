import { z } from "zod";
import { MAX_ID, ZOk, zId } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZFileRef } from "./events.ts";

/**
 * The digital map of a sub-event: a floor plan image with booth markers at fractions of its width and
 * height; a booth may be a participating company's, whose page a participant reaches from the marker.
 */

export const ZBooth = z.object({
  id: z.number().int(),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  applicationId: z.number().int().nullable(),
  companyName: z.string(),
});
export type TBooth = z.infer<typeof ZBooth>;

export const ZFloorMap = z.object({
  plan: z.object({ image: ZFileRef, width: z.number().int(), height: z.number().int() }).nullable(),
  booths: z.array(ZBooth),
  /** The event's own digital-map link (event field digitalMap), '' when none. */
  digitalMap: z.string(),
});
export type TFloorMap = z.infer<typeof ZFloorMap>;

export const getFloorMap = defineCall({
  method: "GET",
  path: "/api/subEvents/:id/floorMap",
  summary: "The floor plan and its booths (with companies); approved participants, colleagues and the host",
  tag: "floor-map",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: ZFloorMap,
});

const zFraction = z.number().min(0, "floorMap.outside").max(1, "floorMap.outside");

export const hostSetFloorPlan = defineCall({
  method: "PUT",
  path: "/api/host/subEvents/:id/floorMap",
  summary: "Sets the floor plan image (uploaded by the host; it becomes a public event image) and its size",
  tag: "floor-map",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  body: z.object({
    imageFileId: z.number().int().positive().max(MAX_ID),
    width: z.number().int().min(1).max(20_000),
    height: z.number().int().min(1).max(20_000),
  }),
  response: ZFloorMap,
});

export const ZBoothInput = z.object({
  label: z.string().trim().min(1, "floorMap.labelRequired").max(30),
  x: zFraction,
  y: zFraction,
  applicationId: z.number().int().positive().max(MAX_ID).nullable().default(null),
});

export const hostCreateBooth = defineCall({
  method: "POST",
  path: "/api/host/subEvents/:id/booths",
  summary:
    "Places a booth marker on the plan (label unique in the sub-event; company among approved participants)",
  tag: "floor-map",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: ZBoothInput,
  response: ZBooth,
});

export const hostUpdateBooth = defineCall({
  method: "PUT",
  path: "/api/host/booths/:boothId",
  summary: "Moves or relabels a booth, or changes its company",
  tag: "floor-map",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ boothId: zId }),
  body: ZBoothInput,
  response: ZBooth,
});

export const hostDeleteBooth = defineCall({
  method: "DELETE",
  path: "/api/host/booths/:boothId",
  summary: "Removes a booth marker",
  tag: "floor-map",
  auth: "user",
  errors: [403, 404],
  params: z.object({ boothId: zId }),
  response: ZOk,
});
