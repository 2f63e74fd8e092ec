import { LIVE_STREAM_NAMES, type LiveStreamKind, PUBLISH_STATUS } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import { joinClips } from "./live.clips.js";
import type { EndedWith } from "./live.editor.js";
import type { LiveDeps } from "./live.ports.js";
import { INCOMPLETE_MARK, incompleteReason } from "./live.present.js";
import * as q from "./live.queries.js";
import type { LiveRecorder } from "./live.recorder.js";

/**
 * A finished live's recording: its parts joined (with the teacher's intro and outro) into the
 * teacher's resource, the live's playback (tab 3); the teacher is told whether it is shown now or
 * waits for the auditor, and the playback page says so while it waits.
 */
export class LivePlayback {
  /** Records the streams (the embedded recorder, or the external media server's DVR files). */
  recorder: LiveRecorder | null = null;

  constructor(
    private readonly db: Db,
    private readonly deps: LiveDeps,
  ) {}

  /** The recording misses a stretch: logged, flagged on the stream page and in the admin list. */
  async markIncomplete(id: number, reason: string) {
    const row = await q.find(this.db, id);
    if (!row || incompleteReason(row.recordParts)) return;
    this.recorder?.log(`live ${id}: ${reason}`);
    await q.update(this.db, id, { recordParts: [...row.recordParts, `${INCOMPLETE_MARK}${reason}`] });
  }

  /**
   * The live ended: its recorded parts (every reconnect made one) are joined per stream and
   * stored as the teacher's resource, which becomes the live's playback (tab 3).
   */
  finish(id: number, at?: EndedWith): Promise<number | null> {
    // One run per live: the end event and a direct call may race.
    const running = this.finishing.get(id);
    if (running) return running;
    const run = this.joinAndPublish(id, at).finally(() => this.finishing.delete(id));
    this.finishing.set(id, run);
    return run;
  }

  private readonly finishing = new Map<number, Promise<number | null>>();

  /** Whether the live's recording exists and waits for the auditor. */
  async pending(row: Pick<q.LiveRow, "recordingResourceId" | "teacherId">): Promise<boolean> {
    if (!row.recordingResourceId) return false;
    return (await this.deps.recordings.status(row.recordingResourceId, row.teacherId)) === PUBLISH_STATUS.PENDING;
  }

  /**
   * With a media server in front (SRS, nginx-rtmp): how long the end waits for an encoder still
   * pushing to be dropped. The server closes its file only then (nginx-rtmp at the next refused
   * update, within its notify_update_timeout of 30 s), and that file is part of the recording.
   */
  externalSettleMs = 0;

  /**
   * The live once the file of each publish still going on at the end has been reported (one per
   * publish, after the parts known then), or the wait is over.
   */
  private async settleExternal(id: number, at: EndedWith): Promise<q.LiveRow | undefined> {
    const until = Date.now() + this.externalSettleMs;
    let row = await q.find(this.db, id);
    while (row && row.recordParts.length < at.parts + at.pushing && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 500));
      row = await q.find(this.db, id);
    }
    return row;
  }

  private async joinAndPublish(id: number, at?: EndedWith): Promise<number | null> {
    const recorder = this.recorder;
    const row = this.externalSettleMs && at?.pushing ? await this.settleExternal(id, at) : await q.find(this.db, id);
    if (!recorder || !row || row.recordingResourceId) return row?.recordingResourceId ?? null;
    await recorder.settle(id);
    // The embedded recorder's parts and the files an external media server reported (on_dvr).
    const parts = await recorder.withDvrParts(await recorder.parts(id), row.recordParts);
    const clips = (await this.deps.introOutroFor?.(row.teacherId)) ?? { intro: null, outro: null };
    const files: { path: string; label: string }[] = [];
    for (const kind of row.streams) {
      const stream = `live-${id}-${kind}`;
      const list = parts.get(stream);
      if (list?.length)
        files.push({
          path: await this.withClips(await recorder.join(id, stream, list), clips),
          label: row.streamLabels[kind] ?? LIVE_STREAM_NAMES[kind as LiveStreamKind] ?? kind,
        });
    }
    if (!files.length) return null;
    const resourceId = await this.deps.recordings.publish({
      ownerId: row.teacherId,
      name: `${row.name}（直播回放）`.slice(0, 100),
      brief: row.intro,
      files,
      section: row.courseId && row.sectionId ? { courseId: row.courseId, sectionId: row.sectionId } : null,
    });
    await q.update(this.db, id, { recordingResourceId: resourceId });
    await recorder.cleanup(id);
    const pending = await this.pending({ recordingResourceId: resourceId, teacherId: row.teacherId });
    await this.deps.notifier.notify([
      {
        userId: row.teacherId,
        category: "live",
        title: pending ? "直播录像等待审核" : "直播录像已生成",
        content: pending
          ? `《${row.name}》的录像已生成，正在等待审核，审核通过后观众即可观看回放`
          : `《${row.name}》的录像已生成，观众可在直播回放中观看`,
      },
    ]);
    return resourceId;
  }

  /**
   * The teacher's intro and outro joined to one stream's recording. Every stream of a multi-screen
   * live gets them, so the screens stay in step; a clip that fails leaves the recording as it was.
   */
  private async withClips(joined: string, clips: { intro: string | null; outro: string | null }): Promise<string> {
    if (!clips.intro && !clips.outro) return joined;
    const out = joined.replace(/\.mp4$/, "-clips.mp4");
    try {
      return (await joinClips(joined, clips, out)) ? out : joined;
    } catch (err) {
      this.recorder?.log(`片头片尾合成失败，保留原始录像：${joined}`, err);
      return joined;
    }
  }
}
