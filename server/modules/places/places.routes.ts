import type { FastifyInstance } from "fastify";
import {
  hostCreatePlace,
  hostCreateTables,
  hostDeletePlace,
  hostImportPlaces,
  hostListPlaces,
  hostPlacesFromBooths,
  hostSetPlaceMode,
  hostUpdatePlace,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./places.service";
import { importPlaces } from "./places-import.service";

export function registerPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, hostListPlaces, ({ actor, params }) => service.listPlaces(ctx, actor, params.id));
  registerCall(app, hostSetPlaceMode, ({ actor, params, body }) =>
    service.setMode(ctx, actor, params.id, body.mode),
  );
  registerCall(app, hostCreateTables, async ({ actor, params, body, reply }) => {
    const created = await service.createTables(ctx, actor, params.id, body);
    reply.status(201);
    return created;
  });
  registerCall(app, hostCreatePlace, async ({ actor, params, body, reply }) => {
    const place = await service.createPlace(ctx, actor, params.id, body);
    reply.status(201);
    return place;
  });
  registerCall(app, hostPlacesFromBooths, async ({ actor, params, reply }) => {
    const made = await service.placesFromBooths(ctx, actor, params.id);
    reply.status(201);
    return made;
  });
  registerCall(app, hostUpdatePlace, ({ actor, params, body }) =>
    service.updatePlace(ctx, actor, params.placeId, body),
  );
  registerCall(app, hostDeletePlace, ({ actor, params }) => service.deletePlace(ctx, actor, params.placeId));
  registerCall(app, hostImportPlaces, ({ actor, params, body, language }) =>
    importPlaces(ctx, actor, params.id, body.rows, language),
  );
}
