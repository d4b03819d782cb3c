import type { FastifyInstance } from "fastify";
import { listCountries } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./countries.service";

export function registerCountryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, listCountries, async ({ reply }) => {
    reply.header("cache-control", "public, max-age=3600");
    return service.listCountries(ctx);
  });
}
