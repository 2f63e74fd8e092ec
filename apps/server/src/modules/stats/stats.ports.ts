/** What the statistics module needs from other modules, wired in wiring/ as callbacks. */

export interface CourseStatsRow {
  id: number;
  name: string;
  kind: string;
  status: number;
  orgId: number | null;
  termId: number | null;
  ownerId: number;
  visitCount: number;
  createdAt: Date;
}

export interface ResourceStatsRow {
  id: number;
  name: string;
  kind: number;
  type: string;
  status: number;
  orgId: number | null;
  ownerId: number;
  visitCount: number;
  downloadCount: number;
  duration: number | null;
  createdAt: Date;
}

export interface StatsScope {
  termId?: number;
  orgId?: number;
}

/** One day's live figures of one organization (from the live module). */
export interface LiveDayFigure {
  day: string;
  orgId: number | null;
  /** Lives held that day. */
  lives: number;
  /** People who watched them. */
  viewers: number;
  /** Minutes broadcast. */
  minutes: number;
}

/**
 * The live module's figures for ds-live. Not wired until the live module exists: the dashboard
 * then shows its empty state and says so.
 */
export interface LiveFiguresPort {
  daily(filter: StatsScope & { from: string; to: string }): Promise<LiveDayFigure[]>;
}

export interface StatsDeps {
  courses: { statsRows(scope: StatsScope): Promise<CourseStatsRow[]> };
  resources: { statsRows(scope: StatsScope): Promise<ResourceStatsRow[]> };
  base: {
    kvOrgs(): Promise<{ id: number; name: string }[]>;
    kvTerms(): Promise<{ id: number; name: string }[]>;
  };
  live?: LiveFiguresPort;
}
