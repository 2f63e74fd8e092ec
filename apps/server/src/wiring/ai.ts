import { ChatService } from "../modules/ai/ai.chat.js";
import { OcrEngine } from "../modules/ocr/ocr.engine.js";
import { OcrService } from "../modules/ocr/ocr.service.js";
import { RetrievalService } from "../modules/retrieval/retrieval.service.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** The assistant, OCR and search by image. */
export function wireAi(deps: AppDeps, p: People, c: Content) {
  const { config, db } = deps;
  const { files, textFilter } = p;
  const { search, media, resources, jobs } = c;
  // The assistant answers from the school's own content through global search (visibility rules
  // included); answers pass the sensitive-word library.
  const chat = new ChatService({
    search: {
      global: async (keyword, pageSize, viewer) =>
        (await search.list({ keyWord: keyword, pageNo: 1, pageSize, sp: "global", sort: "relevance" }, viewer)).list,
      moments: async (keyword, pageSize, viewer) =>
        (await search.list({ keyWord: keyword, pageNo: 1, pageSize, sp: "RESOURCE_NOTE", sort: "relevance" }, viewer))
          .list,
    },
    filter: textFilter,
    provider: {
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      apiKey: config.AI_API_KEY,
      timeoutMs: config.AI_TIMEOUT_MS,
      fallback: config.AI_FALLBACK === "retrieval",
      ratePerMinute: config.AI_RATE_PER_MINUTE,
    },
  });
  const ocr = new OcrService(
    new OcrEngine({
      queue: config.OCR_QUEUE,
      idleMs: config.OCR_IDLE_MS,
      threads: config.OCR_THREADS,
      detSide: config.OCR_DET_SIDE,
    }),
  );
  const retrieval: RetrievalService = new RetrievalService(db, {
    files: {
      picture: async (id) => {
        const row = (await files.many([id]))[0];
        return row?.kind === "image" ? files.read(row) : null;
      },
      path: async (id) => {
        const row = (await files.many([id]))[0];
        return row ? files.toolInput(row) : null;
      },
      captionText: async (id) => {
        const row = (await files.many([id]))[0];
        return row?.ext === "vtt" ? ((await files.read(row))?.toString("utf8") ?? null) : null;
      },
    },
    media: { readyVideos: () => media.readyVideos() },
    resources: {
      viewableUsing: (ids, viewer) => resources.viewableUsing(ids, viewer),
      details: (ids, viewer) => resources.details(ids, viewer),
      indexSources: () => resources.indexSources(),
    },
    jobs,
    ocr: { read: (file) => ocr.readFile(file) },
  });
  return { chat, ocr, retrieval };
}
