import type { Language } from "../../shared/i18n";
import type { SessionActor } from "./auth";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request by the auth hook (undefined when anonymous). */
    actor?: SessionActor;
    /** ko, en or zh, from Accept-Language. */
    language: Language;
  }
}
