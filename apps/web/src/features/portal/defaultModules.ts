// Shared with the phone site: packages/contract/src/portal-sections.ts.
export { DEFAULT_PORTAL_MODULES as DEFAULT_MODULES } from "@otp/contract";
