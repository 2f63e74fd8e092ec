import type { ResourceDetail } from "@otp/contract";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import type { PlayerHandle } from "../../components/preview/types";
import { pickResource } from "./playback";

/**
 * Which resource plays and from which second: `?resourceId=&second=` in the URL, so a shared link
 * reopens the same moment. A note's jump seeks the playing player through its handle.
 */
export function usePlayerJump(list: readonly ResourceDetail[], params: URLSearchParams) {
  const [, setParams] = useSearchParams();
  const player = useRef<PlayerHandle | null>(null);
  const { resource, second } = pickResource(list, params);
  const setUrl = (resourceId: number, s?: number) => {
    const next = new URLSearchParams(params);
    next.set("resourceId", String(resourceId));
    if (s !== undefined) next.set("second", String(Math.floor(s)));
    else next.delete("second");
    setParams(next, { replace: true });
  };
  return {
    player,
    current: resource,
    startSecond: second,
    /** The player is remounted per resource only: a jump within it seeks instead. */
    playerKey: String(resource?.id ?? 0),
    pick: (id: number) => setUrl(id),
    jump: (s: number) => {
      if (!resource) return;
      setUrl(resource.id, s);
      player.current?.seek(s);
    },
  };
}
