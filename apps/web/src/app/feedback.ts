import { message as staticMessage } from "antd";
import type { MessageInstance } from "antd/es/message/interface";

let instance: MessageInstance | null = null;

/** Installed by <FeedbackBridge/> so messages outside React use the themed antd App context. */
export function setMessageApi(api: MessageInstance | null): void {
  instance = api;
}

function api(): MessageInstance {
  return instance ?? staticMessage;
}

export const feedback = {
  error: (text: string) => void api().error(text),
  success: (text: string) => void api().success(text),
  warning: (text: string) => void api().warning(text),
  info: (text: string) => void api().info(text),
};
