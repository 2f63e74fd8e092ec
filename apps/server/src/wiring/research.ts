import type { LiveService } from "../modules/live/live.service.js";
import { InteractionService } from "../modules/research/interaction.service.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Teaching research: seminars, meetings and lectures over the live module and evaluation templates. */
export function wireResearch(deps: AppDeps, p: People, lives: LiveService) {
  const researchDeps = {
    live: {
      rtmpServer: (host: string) => {
        const c = lives.ingest.config;
        return c.rtmpUrl ?? `rtmp://${host.replace(/:\d+$/, "")}:${c.rtmpPort}/live`;
      },
    },
    text: p.textFilter,
  };
  return { interaction: new InteractionService(deps.db, researchDeps) };
}
