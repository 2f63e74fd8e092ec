import { ResultCode } from "@otp/contract";

/** An expected failure with a Chinese message for the user and the HTTP status to send. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = "账号或密码错误") => new AppError(401, msg);
export const forbidden = (msg = "没有访问权限，请联系管理员") => new AppError(403, msg);
export const notFound = (msg = "记录不存在或已被删除") => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooMany = (msg: string) => new AppError(429, msg);
export const sessionInvalid = (msg = "登录已失效，请重新登录") => new AppError(401, msg, ResultCode.SESSION_INVALID);
export const accessRestricted = () => new AppError(403, "当前网络无权访问本平台", ResultCode.ACCESS_RESTRICTED);
