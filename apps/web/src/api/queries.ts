import type { AreaCode } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { siteApi } from "./site";

/** Site configs change rarely: cache them for the page's lifetime unless an admin saves. */
export function useAreaPic(code: AreaCode) {
  return useQuery({
    queryKey: ["areaPic", code],
    queryFn: () => siteApi.detail(code, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

export function useAreaSwitch(code: AreaCode): boolean {
  return useAreaPic(code).data?.isUsing === true;
}
