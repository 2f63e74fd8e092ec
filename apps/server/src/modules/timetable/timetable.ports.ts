/** What the timetable module needs from other modules, wired in wiring/timetable.ts. */
export interface TimetableDeps {
  terms: {
    /** The current semester; undefined when none is marked current. */
    current(): Promise<{ id: number; name: string; startDate: string; endDate: string } | undefined>;
  };
  users: {
    names(ids: number[]): Promise<Map<number, { account: string; realName: string }>>;
    /** A user's class (students). */
    classOf(userId: number): Promise<number | null>;
    /** Teachers by account, lower-cased account → id. */
    teachersByAccount(): Promise<Map<string, number>>;
  };
  classes: {
    choices(): Promise<{ id: number; name: string }[]>;
    names(ids: number[]): Promise<Map<number, string>>;
  };
  courses: {
    /** Courses a class takes, with their names (a lesson links to the one of the same name). */
    ofClass(classId: number): Promise<{ id: number; name: string }[]>;
  };
  lives: {
    scheduledBetween(
      who: { teacherId?: number; classId?: number },
      from: Date,
      to: Date,
    ): Promise<{ id: number; name: string; teacherId: number; startAt: Date; endAt: Date }[]>;
  };
}
