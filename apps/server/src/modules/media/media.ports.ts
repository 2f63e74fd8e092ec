import type { Config } from "../../config.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { JobQueue } from "../../platform/jobs/queue.js";
import type { StorageUsageOf } from "../file/file.quota.js";
import type { FileService } from "../file/file.service.js";

/** What the media module needs from the platform and other modules, wired in wiring/. */

/** What a user may do with a file. */
export interface FileAccess {
  view: boolean;
  download: boolean;
}

export interface MediaDeps {
  /** The file module: rows and bytes of uploads, renditions and thumbnails. */
  files: FileService;
  jobs: JobQueue;
  config: Pick<Config, "SOFFICE_PATH" | "ONLYOFFICE_URL" | "ONLYOFFICE_JWT_SECRET" | "ONLYOFFICE_PLATFORM_URL">;
  /**
   * Who else may see a file's media state and open it in the office editor, beyond its owner and
   * administrators (the resource module: anyone who may view a resource using the file), and
   * whether they may download it (the editor's download button follows it).
   */
  fileAccess?: (user: Principal, fileId: number) => Promise<FileAccess>;
  /**
   * Told after processing of these (source) files recorded its final state: ready, none or
   * failed. Media facts such as the duration are known from then on (the resource module keeps
   * its durations from them). An error here is logged; the processing stays done.
   */
  onProcessed?: (fileIds: number[]) => Promise<void>;
  /** A user's storage use and quota: uploads that would not fit are refused (413). */
  storageUsage?: StorageUsageOf;
  log?: (msg: string, err?: unknown) => void;
}
