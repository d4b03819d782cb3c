export * from "./display";
export * from "./slots";
export * from "./status";
export * from "./zoned-time";
