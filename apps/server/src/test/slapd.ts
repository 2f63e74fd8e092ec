import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { canConnect, freePort } from "./ports.js";

/**
 * A real OpenLDAP directory for tests: Debian's slapd in a throwaway, user-space configuration on
 * 127.0.0.1 (../shared/recipes/ldap-oidc-test-servers.md). `.ci/run` installs slapd; locally the
 * tests that need it are skipped with a message when it is absent.
 */

export const SLAPD = "/usr/sbin/slapd";
const SLAPADD = "/usr/sbin/slapadd";
const LDAPMODIFY = "/usr/bin/ldapmodify";

export const SLAPD_BASE_DN = "dc=school,dc=test";
export const SLAPD_PEOPLE_DN = `ou=people,${SLAPD_BASE_DN}`;
/** The service account the platform searches with (an ordinary entry: the ACLs apply to it). */
export const SLAPD_READER = { dn: `cn=reader,${SLAPD_BASE_DN}`, password: "readerpw" };
const ADMIN = { dn: `cn=admin,${SLAPD_BASE_DN}`, password: "adminpw" };

/** The seeded people: three with a uid, and one keyed by cn without any uid. */
export const SLAPD_PEOPLE = {
  t001: { uid: "t001", cn: "张老师", mail: "t001@school.test", phone: "13800000001", password: "teacherpw" },
  s001: { uid: "s001", cn: "李同学", mail: "s001@school.test", phone: "13800000002", password: "studentpw" },
  s002: { uid: "s002", cn: "王同学", mail: null, phone: null, password: "student2pw" },
  /** No uid attribute at all. */
  zhao: { uid: null, cn: "Zhao Laoshi", mail: "zhao@school.test", phone: null, password: "zhaopw" },
} as const;

/** An inetOrgPerson entry of `ou=people` in LDIF (employeeNumber is searchable, never readable). */
export function personLdif(p: {
  uid: string | null;
  cn: string;
  mail?: string | null;
  phone?: string | null;
  password: string;
  employeeNumber?: string;
}): string {
  const rdn = p.uid ? `uid=${p.uid}` : `cn=${p.cn}`;
  return [
    `dn: ${rdn},${SLAPD_PEOPLE_DN}`,
    "objectClass: inetOrgPerson",
    p.uid ? `uid: ${p.uid}` : null,
    `cn: ${p.cn}`,
    `sn: ${p.cn.slice(0, 1)}`,
    p.mail ? `mail: ${p.mail}` : null,
    p.phone ? `telephoneNumber: ${p.phone}` : null,
    `employeeNumber: ${p.employeeNumber ?? `E-${p.uid ?? "none"}`}`,
    `userPassword: ${p.password}`,
  ]
    .filter((l) => l !== null)
    .join("\n");
}

/** The directory without people: its base, `ou=people` and the service account. */
export const BASE_SEED = [
  [`dn: ${SLAPD_BASE_DN}`, "objectClass: dcObject", "objectClass: organization", "dc: school", "o: 测试学校"],
  [`dn: ${SLAPD_PEOPLE_DN}`, "objectClass: organizationalUnit", "ou: people"],
  [
    `dn: ${SLAPD_READER.dn}`,
    "objectClass: organizationalRole",
    "objectClass: simpleSecurityObject",
    "cn: reader",
    `userPassword: ${SLAPD_READER.password}`,
  ],
]
  .map((lines) => lines.join("\n"))
  .join("\n\n");

export const DEFAULT_SEED = [BASE_SEED, ...Object.values(SLAPD_PEOPLE).map(personLdif)].join("\n\n");

function configLdif(dir: string): string {
  return `dn: cn=config
objectClass: olcGlobal
cn: config
olcPidFile: ${dir}/slapd.pid

dn: cn=module{0},cn=config
objectClass: olcModuleList
cn: module{0}
olcModulePath: /usr/lib/ldap
olcModuleLoad: back_mdb

dn: cn=schema,cn=config
objectClass: olcSchemaConfig
cn: schema

include: file:///etc/ldap/schema/core.ldif
include: file:///etc/ldap/schema/cosine.ldif
include: file:///etc/ldap/schema/nis.ldif
include: file:///etc/ldap/schema/inetorgperson.ldif

dn: olcDatabase={-1}frontend,cn=config
objectClass: olcDatabaseConfig
objectClass: olcFrontendConfig
olcDatabase: {-1}frontend

dn: olcDatabase={0}config,cn=config
objectClass: olcDatabaseConfig
olcDatabase: {0}config
olcAccess: {0}to * by * none

dn: olcDatabase={1}mdb,cn=config
objectClass: olcDatabaseConfig
objectClass: olcMdbConfig
olcDatabase: {1}mdb
olcSuffix: ${SLAPD_BASE_DN}
olcRootDN: ${ADMIN.dn}
olcRootPW: ${ADMIN.password}
olcDbDirectory: ${dir}/db
olcDbIndex: objectClass eq
olcDbIndex: uid eq
olcAccess: {0}to attrs=userPassword by self write by anonymous auth by * none
olcAccess: {1}to attrs=employeeNumber by users search by * none
olcAccess: {2}to * by dn.exact="${ADMIN.dn}" write by users read by * none
`;
}

/** Runs a tool to its end; rejects with its output when it fails. */
function run(cmd: string, args: string[], input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    p.stdout.on("data", (d) => {
      out += d;
    });
    p.stderr.on("data", (d) => {
      out += d;
    });
    p.on("error", reject);
    p.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} exited with ${code}: ${out.trim()}`)),
    );
    p.stdin.end(input ?? "");
  });
}

export interface TestDirectory {
  url: string;
  baseDn: string;
  adminDn: string;
  adminPassword: string;
  /** Adds entries (LDIF) as the directory administrator. */
  add(ldif: string): Promise<void>;
  /** Applies an LDIF change set (changetype: modify / delete …) as the directory administrator. */
  modify(ldif: string): Promise<void>;
  /** Stops the server (the address then refuses connections) and removes its files. */
  stop(): Promise<void>;
}

/**
 * Starts slapd on a free port of 127.0.0.1 with `seedLdif` (default: DEFAULT_SEED) loaded; null
 * when slapd is not installed. The server runs in the foreground as a child of the test process.
 */
export async function startSlapd(seedLdif: string = DEFAULT_SEED): Promise<TestDirectory | null> {
  if (!existsSync(SLAPD)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), "otp-slapd-"));
  mkdirSync(path.join(dir, "slapd.d"));
  mkdirSync(path.join(dir, "db"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    writeFileSync(path.join(dir, "config.ldif"), configLdif(dir));
    writeFileSync(path.join(dir, "seed.ldif"), `${seedLdif}\n`);
    await run(SLAPADD, ["-n", "0", "-F", path.join(dir, "slapd.d"), "-l", path.join(dir, "config.ldif")]);
    await run(SLAPADD, ["-q", "-n", "1", "-F", path.join(dir, "slapd.d"), "-l", path.join(dir, "seed.ldif")]);
  } catch (err) {
    remove();
    throw err;
  }

  let child: ChildProcess | null = null;
  let port = 0;
  let lastError = "";
  // Another process may take the free port before slapd binds it: try a few.
  for (let attempt = 0; attempt < 5 && !child; attempt++) {
    port = await freePort();
    // `-d 0` keeps slapd in the foreground (no daemon to leave behind) and logs nothing.
    const p = spawn(SLAPD, ["-d", "0", "-F", path.join(dir, "slapd.d"), "-h", `ldap://127.0.0.1:${port}/`], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let exited = false;
    p.once("exit", () => {
      exited = true;
    });
    p.stderr?.on("data", (d) => {
      lastError += d;
    });
    for (let i = 0; i < 100 && !exited; i++) {
      if (await canConnect(port)) {
        child = p;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!child && !exited) p.kill("SIGKILL");
  }
  if (!child) {
    remove();
    throw new Error(`slapd did not start: ${lastError.trim()}`);
  }
  const proc = child;
  const killOnExit = () => proc.kill("SIGKILL");
  process.once("exit", killOnExit);

  const url = `ldap://127.0.0.1:${port}`;
  const admin = ["-x", "-H", url, "-D", ADMIN.dn, "-w", ADMIN.password];
  let stopped: Promise<void> | null = null;
  return {
    url,
    baseDn: SLAPD_BASE_DN,
    adminDn: ADMIN.dn,
    adminPassword: ADMIN.password,
    add: (ldif) => run(LDAPMODIFY, ["-a", ...admin], `${ldif}\n`),
    modify: (ldif) => run(LDAPMODIFY, admin, `${ldif}\n`),
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        process.removeListener("exit", killOnExit);
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once("exit", () => resolve());
        proc.kill("SIGTERM");
      }).then(remove);
      return stopped;
    },
  };
}

/**
 * Whether the LDAP tests can run: true when slapd is installed. Locally, without it, says so and
 * returns false (the caller skips); in CI (`CI=true`, where `.ci/run` installs it) it throws, so
 * the suite fails instead of passing without its directory tests.
 */
export function requireSlapd(): boolean {
  if (existsSync(SLAPD)) return true;
  if (process.env.CI === "true") {
    throw new Error("slapd is not installed but CI=true: .ci/run must install slapd ldap-utils");
  }
  console.warn("slapd is not installed: LDAP tests skipped (apt-get install slapd ldap-utils)");
  return false;
}
