import type { LiveService } from "../modules/live/live.service.js";
import { InteractionService } from "../modules/research/interaction.service.js";
import type { ResearchDeps } from "../modules/research/research.ports.js";
import { SeminarService } from "../modules/research/seminar.service.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Teaching research: seminars, meetings and lectures over the live module and evaluation templates. */
export function wireResearch(deps: AppDeps, p: People, lives: LiveService) {
  const { users } = p;
  const researchDeps: ResearchDeps = {
    live: {
      rtmpServer: (host: string) => {
        const c = lives.ingest.config;
        return c.rtmpUrl ?? `rtmp://${host.replace(/:\d+$/, "")}:${c.rtmpPort}/live`;
      },
    },
    users: {
      names: (ids) => users.names(ids),
      isTeacher: async (id) => (await users.load(id))?.userType === "teacher",
    },
    text: p.textFilter,
  };
  return {
    interaction: new InteractionService(deps.db, researchDeps),
    seminars: new SeminarService(deps.db, researchDeps),
  };
}
