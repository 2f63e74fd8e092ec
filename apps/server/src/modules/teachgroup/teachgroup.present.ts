import type { TeachGroupItem, TeachGroupKind, TeachGroupMember } from "@otp/contract";

/** Pure output shaping of the teaching-group module. */

export interface ItemRow {
  id: number;
  name: string;
  kind: string;
  intro: string;
  leaderId: number;
  createdAt: Date;
  memberCount: number;
}

type Names = Map<number, { account: string; realName: string }>;

export function toItem(r: ItemRow, names: Names, canManage: boolean): TeachGroupItem {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as TeachGroupKind,
    intro: r.intro,
    leaderId: r.leaderId,
    leaderName: names.get(r.leaderId)?.realName ?? "",
    memberCount: r.memberCount,
    canManage,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Members, the leader first, then in the order they joined. */
export function toMembers(
  rows: { userId: number; joinedAt: Date }[],
  leaderId: number,
  names: Names,
): TeachGroupMember[] {
  const list = rows.map((m) => ({
    userId: m.userId,
    realName: names.get(m.userId)?.realName ?? "",
    account: names.get(m.userId)?.account ?? "",
    isLeader: m.userId === leaderId,
    joinedAt: m.joinedAt.toISOString(),
  }));
  return [...list.filter((m) => m.isLeader), ...list.filter((m) => !m.isLeader)];
}
