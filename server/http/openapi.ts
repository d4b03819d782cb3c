import { z } from "zod";
import type { CallDef } from "../../shared/contract";
import { answerStatuses, ERROR_STATUS_TEXT, ZErrorBody } from "../../shared/contract";

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: "query" | "path") {
  if (!schema) return [];
  const json = toSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

/**
 * The answers of one call: its success status with the response schema, and every error status it can answer
 * (`answerStatuses`: implied by its shape or declared from its route's code), each with the error body.
 */
function responsesOf(call: CallDef, errorResponse: JsonSchema): Record<string, unknown> {
  const { success, errors } = answerStatuses(call);
  const responses: Record<string, unknown> = {
    [String(success)]: {
      description: success === 201 ? "Created" : "OK",
      headers: Object.fromEntries(
        (call.responseHeaders ?? []).map((h) => [
          h,
          { schema: { type: "string" }, description: `read by the client` },
        ]),
      ),
      content: { "application/json": { schema: toSchema(call.response, "output") } },
    },
  };
  for (const status of errors)
    responses[String(status)] = { description: ERROR_STATUS_TEXT[status], ...errorResponse };
  return responses;
}

/** The OpenAPI 3.1 document of every contract call (served at /api/docs/json). */
export function buildOpenApi(calls: readonly CallDef[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = { content: { "application/json": { schema: toSchema(ZErrorBody, "output") } } };
  for (const call of calls) {
    const path = call.path.replace(/:(\w+)/g, "{$1}");
    const operation: Record<string, unknown> = {
      operationId: `${call.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c?: string) => (c ?? "").toUpperCase())}`,
      summary: call.summary,
      tags: [call.tag],
      parameters: [...parameters(call.params, "path"), ...parameters(call.query, "query")],
      security:
        call.auth === "none" ? [] : call.auth === "optional" ? [{}, { bearer: [] }] : [{ bearer: [] }],
      responses: responsesOf(call, errorResponse),
    };
    if (call.body === "multipart") {
      operation.requestBody = {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: {
                file: { type: "string", format: "binary" },
                fileName: { type: "string" },
                fileType: { type: "string" },
                folderPath: { type: "string", example: "event/12/" },
                fileSize: { type: "integer" },
                purpose: { type: "string", enum: ["public", "private"], default: "private" },
              },
              required: ["file"],
            },
          },
        },
      };
    } else if (call.body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: toSchema(call.body, "input") } },
      };
    }
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Bizmeet API",
      version,
      description:
        "Every call of the Bizmeet web client. Errors answer { detail, message }: detail in the language of Accept-Language (ko, en, zh), message the i18n key.",
    },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
