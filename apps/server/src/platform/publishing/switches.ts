import { type AuditSettings, DEFAULT_AUDIT_SETTINGS, RESOURCE_KINDS, type ResourceKind } from "@otp/contract";

/** What the switches need to be stored: the site module's key-value properties. */
export interface PropertyStore {
  property(key: string): Promise<string | null>;
  saveProperty(key: string, value: string): Promise<void>;
}

/** What is audited: courses, or resources of one kind. New publishable kinds add a target here. */
export type AuditTarget = "course" | ResourceKind;

/** Site property (file "audit", not the public "app" file) holding the switches as JSON. */
export const AUDIT_SETTINGS_KEY = "audit.settings";
/** Read on every submit; a short TTL keeps several instances consistent. */
const TTL_MS = 5_000;

/**
 * The audit switch per publishable kind (admin 审核设置). A switch that was never saved, or
 * cannot be read, is on: nothing is published unreviewed by accident.
 */
export class AuditSwitches {
  private cached: { at: number; value: AuditSettings } | null = null;

  constructor(private readonly store: PropertyStore) {}

  async settings(): Promise<AuditSettings> {
    if (this.cached && Date.now() - this.cached.at < TTL_MS) return this.cached.value;
    const raw = await this.store.property(AUDIT_SETTINGS_KEY);
    let saved: Partial<AuditSettings> = {};
    try {
      saved = raw ? JSON.parse(raw) : {};
    } catch {
      saved = {};
    }
    const value: AuditSettings = {
      course: typeof saved.course === "boolean" ? saved.course : DEFAULT_AUDIT_SETTINGS.course,
      resource: Object.fromEntries(
        RESOURCE_KINDS.map((k) => {
          const v = saved.resource?.[String(k.id)];
          return [String(k.id), typeof v === "boolean" ? v : (DEFAULT_AUDIT_SETTINGS.resource[String(k.id)] ?? true)];
        }),
      ),
    };
    this.cached = { at: Date.now(), value };
    return value;
  }

  /** Kinds left out of the input keep their current switch. */
  async save(input: AuditSettings): Promise<AuditSettings> {
    const current = await this.settings();
    const next: AuditSettings = { course: input.course, resource: { ...current.resource, ...input.resource } };
    await this.store.saveProperty(AUDIT_SETTINGS_KEY, JSON.stringify(next));
    this.cached = null;
    return this.settings();
  }

  /** Whether publishing this kind needs an auditor's approval. */
  async required(target: AuditTarget): Promise<boolean> {
    const s = await this.settings();
    return target === "course" ? s.course : (s.resource[String(target)] ?? true);
  }
}
