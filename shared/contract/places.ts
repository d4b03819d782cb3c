import { z } from "zod";
import { MAX_ID, ZOk, zId } from "./common.ts";
import { defineCall } from "./define.ts";
import { ZFloorMap } from "./floor-map.ts";

/**
 * The places of a sub-event, defined by its host (or an administrator): numbered tables in zones, booths (the
 * floor plan's markers) and rooms, each pinned on the floor plan or not, fixed to one participant or pooled.
 * The sub-event's mode says how meetings get one: at the fixed place of a side, or a free pooled table.
 */

export const PLACE_KIND_CODES = ["table", "booth", "room"] as const;
export const PLACE_MODES = ["fixed", "pooled"] as const;
export const PLACE_NAME_MAX = 60;
export const PLACE_ZONE_MAX = 60;
/** Bulk creation and import limits (a 2,000-company expo has a few hundred tables). */
export const PLACE_BULK_MAX = 500;
export const PLACE_IMPORT_MAX_ROWS = 2000;
export const PLACE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const ZPlaceKind = z.enum(PLACE_KIND_CODES);
export const ZPlaceMode = z.enum(PLACE_MODES);
export type TPlaceKind = z.infer<typeof ZPlaceKind>;
export type TPlaceMode = z.infer<typeof ZPlaceMode>;

export const ZPlace = z.object({
  id: z.number().int(),
  kind: ZPlaceKind,
  name: z.string(),
  zone: z.string(),
  sort: z.number().int(),
  /** The participant fixed here (null: pooled). */
  applicationId: z.number().int().nullable(),
  companyName: z.string(),
  boothId: z.number().int().nullable(),
  boothLabel: z.string().nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  active: z.boolean(),
  /** Agreed meetings held here that have not ended yet. */
  upcomingMeetings: z.number().int(),
  /** Whether any meeting ever used it (then it can only be withdrawn, not deleted). */
  used: z.boolean(),
});
export type TPlace = z.infer<typeof ZPlace>;

export const ZPlaces = z.object({
  mode: ZPlaceMode,
  places: z.array(ZPlace),
  /** The sub-event's floor plan and booth markers, to pin places on. */
  floorMap: ZFloorMap.omit({ digitalMap: true }),
});
export type TPlaces = z.infer<typeof ZPlaces>;

const placesPath = "/api/host/subEvents/:id/places";
const zName = z.string().trim().min(1, "places.nameRequired").max(PLACE_NAME_MAX, "places.nameTooLong");
const zZone = z.string().trim().max(PLACE_ZONE_MAX, "places.zoneTooLong").default("");
const zFraction = z.number().min(0, "places.pinOutside").max(1, "places.pinOutside");

export const ZPlaceInput = z
  .object({
    kind: ZPlaceKind,
    name: zName,
    zone: zZone,
    /** The fixed owner: an approved seller or booth exhibitor of the sub-event; null: pooled. */
    applicationId: z.number().int().positive().max(MAX_ID).nullable().default(null),
    x: zFraction.nullable().default(null),
    y: zFraction.nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine((p) => (p.x === null) === (p.y === null), { message: "places.pinBoth", path: ["x"] });
export type TPlaceInput = z.input<typeof ZPlaceInput>;

export const hostListPlaces = defineCall({
  method: "GET",
  path: placesPath,
  summary:
    "The places of a sub-event (kind, name, zone, fixed owner, booth, pin, active, agreed meetings from now on), its place mode and floor plan; the event's host and administrators",
  tag: "places",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: ZPlaces,
});

export const hostSetPlaceMode = defineCall({
  method: "PUT",
  path: "/api/host/subEvents/:id/placeMode",
  summary:
    "Fixed places (a side sits at one place all day) or pooled tables (each meeting takes a free table)",
  tag: "places",
  auth: "user",
  errors: [403, 404],
  params: z.object({ id: zId }),
  body: z.object({ mode: ZPlaceMode }),
  response: z.object({ mode: ZPlaceMode }),
});

export const ZCreateTablesBody = z.object({
  count: z.number().int().min(1, "places.countRange").max(PLACE_BULK_MAX, "places.countRange"),
  /** Text before the number ("A-"). */
  prefix: z.string().max(40, "places.nameTooLong").default(""),
  /** Digits of the number, zero-padded (2: "01"). */
  width: z.number().int().min(1).max(6).default(2),
  start: z.number().int().min(0).max(99_999).default(1),
  zone: zZone,
});
export type TCreateTablesBody = z.input<typeof ZCreateTablesBody>;

export const hostCreateTables = defineCall({
  method: "POST",
  path: `${placesPath}/tables`,
  summary:
    "Creates numbered pooled tables (prefix + zero-padded number); refused, creating nothing, when a name exists (409 lists them)",
  tag: "places",
  auth: "user",
  status: 201,
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: ZCreateTablesBody,
  response: z.object({ created: z.number().int() }),
});

export const hostCreatePlace = defineCall({
  method: "POST",
  path: placesPath,
  summary: "Creates one place (table, booth or room) by hand",
  tag: "places",
  auth: "user",
  status: 201,
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: ZPlaceInput,
  response: ZPlace,
});

export const hostPlacesFromBooths = defineCall({
  method: "POST",
  path: `${placesPath}/fromBooths`,
  summary:
    "One booth place per booth marker of the floor plan (pinned there, fixed to the booth's company); markers that have a place are left alone",
  tag: "places",
  auth: "user",
  status: 201,
  errors: [403, 404],
  params: z.object({ id: zId }),
  response: z.object({
    created: z.number().int(),
    /** Booth labels skipped because another place already has that name. */
    skipped: z.array(z.string()),
  }),
});

export const hostUpdatePlace = defineCall({
  method: "PUT",
  path: "/api/host/places/:placeId",
  summary:
    "Edits a place (name, zone, kind, pin, fixed owner, active); withdrawing one that holds agreed meetings from now on is refused (409)",
  tag: "places",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ placeId: zId }),
  body: ZPlaceInput,
  response: ZPlace,
});

export const hostDeletePlace = defineCall({
  method: "DELETE",
  path: "/api/host/places/:placeId",
  summary: "Deletes a place no meeting ever used (409 otherwise: withdraw it instead)",
  tag: "places",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ placeId: zId }),
  response: ZOk,
});

const zCell = z.union([z.string().max(500), z.number(), z.null()]).default(null);

/** One row of the places sheet as read from the file (row: its row number in the sheet). */
export const ZPlaceSheetRow = z.object({
  row: z.number().int().min(1).max(1_000_000),
  kind: zCell,
  name: zCell,
  zone: zCell,
  company: zCell,
  x: zCell,
  y: zCell,
});
export type TPlaceSheetRow = z.input<typeof ZPlaceSheetRow>;

export const ZImportProblem = z.object({
  row: z.number().int(),
  /** i18n key of the reason, and the reason in the caller's language. */
  message: z.string(),
  detail: z.string(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

export const hostImportPlaces = defineCall({
  method: "POST",
  path: `${placesPath}/import`,
  summary:
    "Imports the places sheet (kind, name, zone, company, x, y): upsert by name, all or nothing; with any bad row nothing is saved and every problem is answered with its row",
  tag: "places",
  auth: "user",
  errors: [403, 404, 409],
  params: z.object({ id: zId }),
  body: z.object({
    rows: z
      .array(ZPlaceSheetRow)
      .min(1, "places.import.empty")
      .max(PLACE_IMPORT_MAX_ROWS, "places.import.tooMany"),
  }),
  response: z.object({
    saved: z.boolean(),
    created: z.number().int(),
    updated: z.number().int(),
    problems: z.array(ZImportProblem),
  }),
});
