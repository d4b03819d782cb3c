export * from "./applications";
export * from "./countries";
export * from "./events";
export * from "./files";
export * from "./forms";
export * from "./mail";
export * from "./subevents";
export * from "./users";
