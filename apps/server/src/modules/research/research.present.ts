import type {
  PlaceItem,
  ResearchOrgItem,
  SeminarCard,
  SeminarKind,
  SeminarMember,
  SeminarNotice,
  SeminarRole,
  TerminalItem,
  TerminalKind,
  TerminalState,
} from "@otp/contract";
import { stateOf } from "./research.access.js";
import type { PlaceListRow, TerminalListRow } from "./research.interaction.queries.js";
import type { CardRow } from "./research.seminar.queries.js";

/** Pure output shaping of the teaching-research module. */

/** The media server's stream name of a terminal: term-{id}. */
export const terminalStream = (id: number) => `term-${id}`;

export const toPushUrl = (server: string, id: number, key: string) => `${server}/${terminalStream(id)}?key=${key}`;

export const toTerminal = (row: TerminalListRow, server: string): TerminalItem => ({
  id: row.id,
  name: row.name,
  orgId: row.orgId,
  orgName: row.orgName,
  kind: row.kind as TerminalKind,
  sipUri: row.sipUri,
  pushUrl: toPushUrl(server, row.id, row.streamKey),
  state: row.state as TerminalState,
  remark: row.remark,
  placeName: row.placeName,
});

export const toPlace = (row: PlaceListRow): PlaceItem => ({ ...row });

export const toOrg = (row: ResearchOrgItem): ResearchOrgItem => ({ ...row });

const iso = (d: Date) => d.toISOString();

export const toCard = (row: CardRow, names: Map<number, { realName: string }>, now: Date): SeminarCard => ({
  id: row.id,
  kind: row.kind as SeminarKind,
  title: row.title,
  orgId: row.orgId,
  orgName: row.orgName,
  subjectId: row.subjectId,
  subjectName: row.subjectName,
  hostId: row.hostId,
  hostName: names.get(row.hostId)?.realName ?? "",
  startAt: iso(row.startAt),
  endAt: iso(row.endAt),
  state: stateOf(row, now),
  open: row.open,
  memberCount: row.memberCount,
});

export const toMember = (
  m: { userId: number; role: string; orgName: string | null; joinedAt: Date },
  names: Map<number, { realName: string }>,
): SeminarMember => ({
  userId: m.userId,
  realName: names.get(m.userId)?.realName ?? "",
  role: m.role as SeminarRole,
  orgName: m.orgName,
  joinedAt: iso(m.joinedAt),
});

export const toNotice = (n: { id: number; title: string; content: string; createdAt: Date }): SeminarNotice => ({
  ...n,
  createdAt: iso(n.createdAt),
});
