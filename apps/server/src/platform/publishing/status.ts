import { PUBLISH_STATUS, type PublishStatus } from "@otp/contract";

/**
 * The publishing states every publishable thing (courses, resources, and later activity works,
 * lecture entries, assignments) goes through:
 *
 *   draft (0) ──submit──▶ pending (1) ──approve──▶ published (2)
 *      ▲                      │
 *      │                      └──reject(reason)──▶ rejected (3) ──submit──▶ pending …
 *      └──── an edit that needs a new audit ◀── published / pending
 *
 * With the kind's audit switch off, submit publishes at once. These functions are the rules;
 * PublishingWorkflow applies them to a table.
 */

/** The state a submit leads to, or null when there is nothing to submit (already pending or published). */
export function statusOnSubmit(current: number, auditRequired: boolean): PublishStatus | null {
  if (current === PUBLISH_STATUS.PENDING || current === PUBLISH_STATUS.PUBLISHED) return null;
  return auditRequired ? PUBLISH_STATUS.PENDING : PUBLISH_STATUS.PUBLISHED;
}

/**
 * The state after an owner's edit: a published or pending item whose kind is audited goes back
 * to draft unless the editor may publish without audit (an administrator); anything else keeps
 * its state. Kinds whose edits never need a new audit (courses) pass `reaudit: false`.
 */
export function statusAfterEdit(current: number, rule: { reaudit: boolean }): PublishStatus {
  const live = current === PUBLISH_STATUS.PUBLISHED || current === PUBLISH_STATUS.PENDING;
  return (live && rule.reaudit ? PUBLISH_STATUS.DRAFT : current) as PublishStatus;
}

export function isPublished(status: number): boolean {
  return status === PUBLISH_STATUS.PUBLISHED;
}
