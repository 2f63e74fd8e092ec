import { type SuperviseSetting, superviseEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = superviseEndpoints.setting;

/** Query keys of the supervision settings (督导设置). */
export const superviseSettingKeys = {
  all: ["supervise", "setting"] as const,
};

export function useSuperviseSetting() {
  return useQuery({ queryKey: superviseSettingKeys.all, queryFn: () => call(api.detail, {}) });
}

export function useSaveSuperviseSetting() {
  return useAction((input: SuperviseSetting) => call(api.save, input), {
    success: "保存成功",
    invalidate: [superviseSettingKeys.all],
  });
}
