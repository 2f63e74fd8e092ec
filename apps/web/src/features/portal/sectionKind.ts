export type { PortalBlock, SectionKind } from "@otp/contract";
export { orderedModules, portalBlocks, sectionKind } from "@otp/contract";
