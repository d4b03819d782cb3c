import { z } from "zod";
import { ZOk, zId } from "./common.ts";
import { defineCall } from "./define.ts";

/**
 * Chat between the participants of a sub-event (spec: chat list, chat drawer, the /chat/* calls). Our own
 * service keeps the original calls' meaning: an identity is a user id as text; a message's author name is
 * "display|identity" and only the part before the pipe is shown. Messages are stored before anyone
 * receives them, numbered per room (`seq`, increasing), and a retried send with the same `clientId` is
 * stored once. Live delivery is over Socket.IO (docs/realtime.md); after a reconnect the client reads what it
 * missed with `after`.
 */

export const CHAT_TEXT_MAX = 2000;
export const CHAT_FIRST_LOAD = 2;
export const CHAT_PAGE_MAX = 100;

export const ZChatCard = z.object({
  name: z.string(),
  company: z.string(),
  position: z.string(),
  email: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
});
export type TChatCard = z.infer<typeof ZChatCard>;

export const ZChatMessage = z.object({
  id: z.number().int(),
  /** The message's id as the original service named it. */
  sid: z.string(),
  roomId: z.number().int(),
  seq: z.number().int(),
  clientId: z.string(),
  kind: z.enum(["text", "card"]),
  /** Empty when deleted. */
  text: z.string(),
  card: ZChatCard.nullable(),
  deleted: z.boolean(),
  author: z.object({ identity: z.string(), name: z.string(), applicationId: z.number().int() }),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** A room as the list shows it: the other company and its contact, and my unread count. */
export const ZChatRoom = z.object({
  id: z.number().int(),
  subEventId: z.number().int(),
  myApplicationId: z.number().int(),
  otherApplicationId: z.number().int(),
  company: z.string(),
  name: z.string(),
  email: z.string(),
  countryNumber: z.string(),
  phoneNumber: z.string(),
  unreadMessageCount: z.number().int(),
  lastSeq: z.number().int(),
  lastMessage: z.string(),
  lastMessageAt: z.string().nullable(),
  /** The other side's read position (delivery shown as read up to here). */
  otherReadSeq: z.number().int(),
  /** I may not write here (blocked by the other side). */
  blocked: z.boolean(),
  /** The other side's members (owner and accepted colleagues) with their chat names, for blocking. */
  otherMembers: z.array(z.object({ identity: z.string(), name: z.string() })),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

/**
 * Live events of the `user:{id}` room about chat: a new message (from someone), my read position moved, a
 * message deleted, or the room closed (the other application was rejected or withdrawn: it leaves my list).
 */
export interface TChatActivity {
  roomId: number;
  subEventId: number;
  seq: number;
  kind: "message" | "read" | "deleted" | "closed";
  /** The author's identity (kind message). */
  from?: string;
}

export const zIdentity = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, "chat.badIdentity");

export const chatRooms = defineCall({
  method: "GET",
  path: "/api/businessCards/chatRooms",
  summary:
    "The caller's chat rooms (of one sub-event when given), newest activity first, with the other company's contact and the unread count",
  tag: "chat",
  auth: "user",
  query: z.object({ subEventId: zId.optional() }),
  response: z.array(ZChatRoom),
});

export const openChatRoom = defineCall({
  method: "POST",
  path: "/api/chat/rooms",
  summary:
    "The room between my application and another approved one of the same sub-event, made on demand (idempotent)",
  tag: "chat",
  auth: "user",
  errors: [403, 404],
  body: z.object({ subEventId: zId, applicationId: zId, otherApplicationId: zId }),
  response: ZChatRoom,
});

export const chatMessages = defineCall({
  method: "GET",
  path: "/api/chat/rooms/:roomId/messages",
  summary:
    "Messages of a room in order: the newest `limit` (first load: 2), those before `before` (older, on scroll) or after `after` (what a reconnect missed)",
  tag: "chat",
  auth: "user",
  errors: [403, 404],
  params: z.object({ roomId: zId }),
  query: z.object({
    after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(50),
  }),
  response: z.object({ messages: z.array(ZChatMessage), lastSeq: z.number().int() }),
});

export const sendChatMessage = defineCall({
  method: "POST",
  path: "/api/chat/rooms/:roomId/messages",
  summary:
    "Stores a message (text, or my business card) and then delivers it live; the same clientId again answers the stored message",
  tag: "chat",
  auth: "user",
  errors: [403, 404, 409, 429],
  params: z.object({ roomId: zId }),
  body: z.object({
    clientId: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[\w-]+$/, "chat.badClientId"),
    kind: z.enum(["text", "card"]).default("text"),
    text: z
      .string()
      .max(CHAT_TEXT_MAX * 2)
      .default(""),
  }),
  response: ZChatMessage,
});

export const readChatRoom = defineCall({
  method: "POST",
  path: "/api/chat/rooms/:roomId/read",
  summary: "Moves my read position forward to `seq` (never back); the unread count follows",
  tag: "chat",
  auth: "user",
  errors: [403, 404],
  params: z.object({ roomId: zId }),
  body: z.object({ seq: z.number().int().min(0).max(2_147_483_647) }),
  response: ZOk,
});

// ---------- the original chat service's calls ----------

export const chatToken = defineCall({
  method: "GET",
  path: "/chat/token",
  summary:
    "A short-lived token for the realtime connection of the caller (identity must be the caller's own)",
  tag: "chat",
  auth: "user",
  errors: [403],
  query: z.object({ identity: zIdentity.optional() }),
  response: z.object({ identity: z.string(), token: z.string(), expiresAt: z.string() }),
});

export const chatUpdateFriendlyName = defineCall({
  method: "POST",
  path: "/chat/updateFriendlyName",
  summary: "The name the caller is shown under in chat (identity must be the caller's own)",
  tag: "chat",
  auth: "user",
  errors: [403],
  body: z.object({ identity: zIdentity, friendlyName: z.string().trim().min(1).max(60) }),
  response: ZOk,
});

export const chatAddBlackList = defineCall({
  method: "POST",
  path: "/chat/addBlackList",
  summary: "Blocks a member of the other side from writing in the room",
  tag: "chat",
  auth: "user",
  errors: [403, 404],
  body: z.object({ identity: zIdentity, roomId: zId }),
  response: ZOk,
});

export const chatRemoveBlackList = defineCall({
  method: "POST",
  path: "/chat/removeBlackList",
  summary: "Lifts a block the caller's side placed",
  tag: "chat",
  auth: "user",
  errors: [403, 404],
  body: z.object({ identity: zIdentity, roomId: zId }),
  response: ZOk,
});

export const chatGetBlackList = defineCall({
  method: "GET",
  path: "/chat/getBlackList",
  summary: "Who is blocked in the room (members only)",
  tag: "chat",
  auth: "user",
  errors: [403, 404],
  query: z.object({ roomId: zId }),
  response: z.array(z.object({ identity: z.string(), name: z.string(), blockedByMySide: z.boolean() })),
});

export const chatRemoveMsg = defineCall({
  method: "POST",
  path: "/chat/removeMsg",
  summary: "Deletes the caller's own message for everyone (sid: the message, channelSid: the room)",
  tag: "chat",
  auth: "user",
  errors: [403, 404],
  body: z.object({ sid: zId, channelSid: zId }),
  response: ZOk,
});
