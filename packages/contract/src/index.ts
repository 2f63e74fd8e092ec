export * from "./auth.js";
export * from "./base.js";
export * from "./constants.js";
export * from "./envelope.js";
export * from "./validation.js";
