import type { PlaceItem, ResearchOrgItem, TerminalItem, TerminalKind, TerminalState } from "@otp/contract";
import type { PlaceListRow, TerminalListRow } from "./interaction.queries.js";

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
