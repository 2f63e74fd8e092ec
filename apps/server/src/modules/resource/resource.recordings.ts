import type { ResourceKind } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { ResourceEditor } from "./resource.editor.js";
import type { ResourceDeps } from "./resource.ports.js";

/** A recorded class is published as a 公开课 (open class) resource. */
export const RECORDING_KIND: ResourceKind = 4;

export interface Recording {
  owner: Principal;
  name: string;
  brief: string;
  /** The recorded files on the local disk; a label per camera when there are several. */
  files: { path: string; label: string }[];
}

/**
 * The rule for a finished live's recording (its owner's resource): its files are stored and
 * processed now, it becomes a 公开课 visible to the school and not downloadable (multi-screen
 * when it has several cameras), and it goes through the owner's submit — published, or pending
 * the auditor when audit is on for resources.
 */
export class ResourceRecordings {
  constructor(
    private readonly deps: Pick<ResourceDeps, "files" | "media">,
    private readonly editor: ResourceEditor,
  ) {}

  async publish(rec: Recording): Promise<number> {
    const saved: { fileId: number; label: string }[] = [];
    for (const f of rec.files) {
      const fileId = await this.deps.files.saveLocalVideo(`${rec.name}.mp4`, f.path, rec.owner.userId);
      await this.deps.media.processNow(fileId);
      saved.push({ fileId, label: rec.files.length > 1 ? f.label : "" });
    }
    const { id } = await this.editor.save(
      {
        name: rec.name,
        kind: RECORDING_KIND,
        type: saved.length > 1 ? "MULTISCREEN" : "VIDEO",
        brief: rec.brief,
        files: saved,
        visibility: "school",
        allowDownload: false,
      },
      rec.owner,
    );
    await this.editor.submit(id, rec.owner);
    return id;
  }
}
