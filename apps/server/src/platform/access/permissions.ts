/**
 * The permission registry: every /api/m route names one of these codes. They are the codes of
 * the back-office screens in the contract's screen registry (packages/contract/src/screens.ts),
 * so holding a screen's menu item grants the calls behind it.
 */
export { isPermissionCode, PERMISSION_CODES, type PermissionCode } from "@otp/contract";
