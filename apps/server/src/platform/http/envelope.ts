import type { Envelope } from "@otp/contract";

export function ok<T>(data: T, msg = "操作成功"): Envelope<T> {
  return { success: true, data, msg, code: 0 };
}

export function fail(msg: string, code: number): Envelope<null> {
  return { success: false, data: null, msg, code };
}
