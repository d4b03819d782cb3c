/** The chat repository, by responsibility: rooms, messages, and members (names, cards, blocks). */
export * from "./chat.members.repository";
export * from "./chat.messages.repository";
export * from "./chat.rooms.repository";
