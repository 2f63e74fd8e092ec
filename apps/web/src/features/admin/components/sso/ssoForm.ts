import {
  casSettingsSchema,
  ldapSettingsSchema,
  oidcSettingsSchema,
  SSO_KIND_NAMES,
  type SsoKind,
  type SsoSourceSaveInput,
  type SsoSourceView,
  type UserType,
  welinkSettingsSchema,
} from "@otp/contract";

/** The part of a zod object schema the form needs (structural: the web imports no zod). */
interface ObjectSchema {
  shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
}

/** Each kind's settings schema: the form's rules and its defaults. */
export const SETTINGS_SCHEMAS = {
  ldap: ldapSettingsSchema,
  cas: casSettingsSchema,
  oidc: oidcSettingsSchema,
  welink: welinkSettingsSchema,
} as const;

/** The field of each kind that holds its secret (left empty: the stored one is kept). */
export const SECRET_FIELDS: Partial<Record<SsoKind, string>> = {
  ldap: "bindPassword",
  oidc: "clientSecret",
  welink: "clientSecret",
};

/** The form of one source: what every source has, and its own settings. */
export interface SourceValues {
  enabled: boolean;
  name: string;
  provision: boolean;
  roleId?: number | null;
  userType: UserType;
  orgId?: number | null;
  settings: Record<string, unknown>;
}

/** The contract's defaults of a settings schema (uid, cn, (objectClass=person), openid …). */
export function defaultsOf(schema: ObjectSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const r = field.safeParse(undefined);
    if (r.success && r.data !== undefined) out[key] = r.data;
  }
  return out;
}

/** The form's first values: the stored source over the contract's defaults, the secret empty. */
export function initialValues(view: SsoSourceView): SourceValues {
  const secret = SECRET_FIELDS[view.kind];
  return {
    enabled: view.enabled,
    name: view.name || SSO_KIND_NAMES[view.kind],
    provision: view.provision,
    roleId: view.roleId,
    userType: view.userType,
    orgId: view.orgId,
    settings: {
      ...defaultsOf(SETTINGS_SCHEMAS[view.kind]),
      ...view.settings,
      ...(secret ? { [secret]: "" } : {}),
    },
  };
}

/** What the save and the test send: an unpicked role or organisation is null (the default). */
export function toSaveInput(kind: SsoKind, values: SourceValues): SsoSourceSaveInput {
  return {
    kind,
    enabled: values.enabled ?? false,
    name: values.name,
    provision: values.provision ?? false,
    roleId: values.roleId ?? null,
    userType: values.userType,
    orgId: values.orgId ?? null,
    settings: values.settings,
  } as SsoSourceSaveInput;
}

/** "读取 12，新建 3，更新 4，停用 1": the counts of an LDAP sync run. */
export function syncCounts(r: { read: number; created: number; updated: number; suspended: number }): string {
  return `读取 ${r.read}，新建或关联 ${r.created}，更新 ${r.updated}，停用 ${r.suspended}`;
}

/** A source's card is made again when the stored source changes, not when only its last sync does. */
export function sourceKey(view: SsoSourceView): string {
  return JSON.stringify({ ...view, lastSync: null });
}
