import type { StorageUsage } from "@otp/contract";
import { AppError } from "../../platform/http/errors.js";

/** A user's storage use against their quota (the largest of their roles' quotas), wired in wiring/. */
export type StorageUsageOf = (userId: number) => Promise<StorageUsage>;

export function formatQuotaBytes(n: number): string {
  if (n >= 1024 ** 3) return `${+(n / 1024 ** 3).toFixed(2)}GB`;
  if (n >= 1024 ** 2) return `${+(n / 1024 ** 2).toFixed(1)}MB`;
  return `${+(n / 1024).toFixed(1)}KB`;
}

/**
 * 413 naming the quota when `addBytes` more (plus `reservedBytes` of unfinished uploads) would
 * not fit; an unlimited quota always fits.
 */
export function assertRoom(usage: StorageUsage, addBytes: number, reservedBytes = 0): void {
  if (usage.quotaBytes === null) return;
  if (usage.usedBytes + reservedBytes + addBytes <= usage.quotaBytes) return;
  const pending = reservedBytes ? `，未完成的上传${formatQuotaBytes(reservedBytes)}` : "";
  throw new AppError(
    413,
    `存储空间不足：您的存储配额为${formatQuotaBytes(usage.quotaBytes)}，已用${formatQuotaBytes(usage.usedBytes)}${pending}，` +
      `本文件${formatQuotaBytes(addBytes)}。请删除不用的文件或联系管理员提高配额`,
  );
}
