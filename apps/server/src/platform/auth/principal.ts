/** The authenticated caller as every route and service sees it. */
export interface Principal {
  userId: number;
  account: string;
  realName: string;
  userType: string;
  roleIds: number[];
  /** MG permission codes granted through the user's roles. */
  permissions: string[];
  sessionId: number;
}

/** Loads what a principal needs about a user; provided by the user module at start-up. */
export interface PrincipalLoader {
  load(userId: number): Promise<Omit<Principal, "sessionId"> | null>;
}
