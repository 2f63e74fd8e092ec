import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The mobile site's port (SPEC: phones are sent there); the platform answers on it too. 0 = off. */
  MOBILE_PORT: z.coerce.number().int().min(0).max(65535).default(8448),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /** Shared buffers of the embedded database (PGlite), in MB; its memory never shrinks. */
  EMBEDDED_DB_CACHE_MB: z.coerce.number().int().min(8).max(4096).default(32),
  REDIS_URL: z.string().optional(),
  /** Where uploaded files live: this machine's disk (DATA_DIR/files) or an S3-compatible bucket (several instances). */
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  S3_BUCKET: z.string().default(""),
  S3_ACCESS_KEY: z.string().default(""),
  S3_SECRET_KEY: z.string().default(""),
  S3_REGION: z.string().default("us-east-1"),
  /** Connections to the store per instance: for streamed reads (videos, downloads), and for everything else. */
  S3_STREAM_SOCKETS: z.coerce.number().int().min(1).max(4096).default(256),
  S3_MAX_SOCKETS: z.coerce.number().int().min(1).max(1024).default(64),
  /** The bucket's address as browsers reach it, for short-lived signed links; unset: bytes go through the platform. */
  S3_PUBLIC_ENDPOINT: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** This instance's scratch space (media work, uploads' local copies); default DATA_DIR/scratch with S3, the files folder's .tmp otherwise. */
  SCRATCH_DIR: z.string().default(""),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("warn"),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(72),
  /** Trusted partners for /api/logine: "partnerId:secret,partner2:secret2" (`cx`: /sso_cx). */
  SSO_PARTNERS: z.string().default(""),
  /**
   * The platform's public address (https://jiaoxue.school.cn): single sign-on callbacks (CAS
   * service, OIDC redirect URI) are built from it, never from a request. Default: this port on localhost.
   */
  SITE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** The role (name or code) accounts made on a first single sign-on get when the source names none. */
  SSO_DEFAULT_ROLE: z.string().default(""),
  /** Identity sources seeded at start when set (the back office can change them after). */
  LDAP_URL: z.string().default(""),
  LDAP_BIND_DN: z.string().default(""),
  LDAP_BIND_PASSWORD: z.string().default(""),
  LDAP_BASE_DN: z.string().default(""),
  LDAP_ACCOUNT_ATTR: z.string().default("uid"),
  LDAP_NAME_ATTR: z.string().default("cn"),
  CAS_URL: z.string().default(""),
  CAS_NAME: z.string().default("统一身份认证"),
  OIDC_ISSUER: z.string().default(""),
  OIDC_CLIENT_ID: z.string().default(""),
  OIDC_CLIENT_SECRET: z.string().default(""),
  OIDC_NAME: z.string().default("OpenID Connect 登录"),
  OIDC_ACCOUNT_CLAIM: z.string().default("preferred_username"),
  WELINK_API_URL: z.string().default(""),
  WELINK_CLIENT_ID: z.string().default(""),
  WELINK_CLIENT_SECRET: z.string().default(""),
  COOKIE_SECURE: bool,
  TRUST_PROXY: bool,
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Demo school: loaded into an empty embedded database by default, never into DATABASE_URL unless asked. */
  SEED: z.enum(["auto", "off"]).optional(),
  /** Background media jobs (transcode, conversion) run at once; 1 suits a 2-core machine. */
  MEDIA_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  /**
   * AI classroom analysis jobs run at once, on their own queue (never the transcoding slots);
   * each holds one vision worker thread. 0 = this instance runs none (another one does).
   */
  AI_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  /**
   * Which demo classroom lessons a start with demo data makes and analyses (decision 0055): "all",
   * "off", or lesson keys separated by commas (the end-to-end suite makes one).
   */
  CLASSROOM_DEMO: z.string().default("all"),
  /** LibreOffice binary for office -> PDF conversion; found on PATH (soffice, libreoffice) when unset. */
  SOFFICE_PATH: z.string().optional(),
  /** OnlyOffice Document Server, e.g. http://office.school.edu.cn; unset = no online office editor. */
  ONLYOFFICE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** The JWT secret configured in the document server (required with ONLYOFFICE_URL). */
  ONLYOFFICE_JWT_SECRET: z.string().optional(),
  /** This platform's address as the document server reaches it; by default taken from the request. */
  ONLYOFFICE_PLATFORM_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** The AI assistant's optional OpenAI-compatible endpoint (e.g. http://llm.school.lan/v1). */
  AI_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  AI_MODEL: z.string().default("default"),
  AI_API_KEY: z.string().optional(),
  /** Give up on the endpoint after this long without a byte. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** When the endpoint fails before answering, answer from the platform's own retrieval. */
  AI_FALLBACK: z.enum(["retrieval", "none"]).default("retrieval"),
  /** Questions per person (or guest address) per minute. */
  AI_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Intranet addresses outbound pushes (超星审核) may reach although private, e.g. "10.8.0.0/16";
   * loopback, private and link-local addresses are refused otherwise (decision 0035).
   */
  OUTBOUND_ALLOW_PRIVATE: z.string().default(""),
  /** OCR pictures waiting behind the one being read; more are refused with 429. */
  OCR_QUEUE: z.coerce.number().int().min(0).max(100).default(4),
  /** The OCR worker (and its models' memory) ends after this long without a picture. */
  OCR_IDLE_MS: z.coerce.number().int().min(1000).default(60_000),
  OCR_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** The longer side of the copy OCR looks for text on (lines are still read at full size). */
  OCR_DET_SIDE: z.coerce.number().int().min(320).max(4096).default(960),

  /** Signs live play URLs and authenticates the media server's callbacks; random per start when unset. */
  LIVE_SECRET: z.string().min(16).optional(),
  /** The RTMP push base teachers put into OBS, e.g. rtmp://media.school.cn:1935/live (default: this host, port 1935). */
  LIVE_RTMP_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  /** The media server's HTTP base for HTTP-FLV and HLS playback, e.g. http://media.school.cn:8080. */
  LIVE_PLAY_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /**
   * The external media server in front (with LIVE_RTMP_URL and LIVE_PLAY_URL): srs (SRS-style JSON
   * callbacks, HTTP-FLV and HLS at {LIVE_PLAY_URL}/live/{stream}.flv|.m3u8) or nginx-rtmp (Debian's
   * libnginx-mod-rtmp origin and edges: form callbacks under /api/live/hook/nginx/, HLS at
   * {LIVE_PLAY_URL}/live/{stream}/index.m3u8 guarded by auth_request; no HTTP-FLV).
   */
  LIVE_MEDIA_SERVER: z.enum(["srs", "nginx-rtmp"]).default("srs"),
  /** Port of the embedded RTMP ingest (OBS pushes here); 0 turns it off (tests, or SRS in front). */
  LIVE_RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  /** A publisher that drops and comes back within this many seconds continues the same live and recording. */
  LIVE_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** With demo data, a looping ffmpeg publisher keeps the demo's running live on air (off: none). */
  DEMO_LIVE_PUBLISHER: z.enum(["on", "off"]).default("on"),
});

export type Config = Omit<z.infer<typeof schema>, "SEED"> & {
  SEED: "auto" | "off";
  dataDir: string;
  dbDir: string;
  filesDir: string;
  /** This instance's scratch space; "" = the local store's own (.tmp beside the files). */
  scratchDir: string;
  ssoPartners: Map<string, string>;
  siteUrl: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const c = parsed.data;
  if (c.STORAGE === "s3") {
    const missing = (["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY", "S3_SECRET_KEY"] as const).find((k) => !c[k]);
    if (missing) throw new Error(`配置 ${missing} 缺失：STORAGE=s3 时必须设置对象存储的 ${missing}`);
  }
  if (c.ONLYOFFICE_URL && !c.ONLYOFFICE_JWT_SECRET) {
    throw new Error("Invalid environment variable ONLYOFFICE_JWT_SECRET: required when ONLYOFFICE_URL is set");
  }
  // npm runs workspace scripts inside apps/server; relative paths mean the directory npm was started in.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR);
  const ssoPartners = new Map<string, string>();
  for (const pair of c.SSO_PARTNERS.split(",").filter(Boolean)) {
    const i = pair.indexOf(":");
    if (i > 0) ssoPartners.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
  }
  return {
    ...c,
    SEED: c.SEED ?? (c.DATABASE_URL ? "off" : "auto"),
    dataDir,
    dbDir: path.join(dataDir, "db"),
    filesDir: path.join(dataDir, "files"),
    scratchDir: c.SCRATCH_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), c.SCRATCH_DIR)
      : c.STORAGE === "s3"
        ? path.join(dataDir, "scratch")
        : "",
    ssoPartners,
    siteUrl: c.SITE_URL ?? `http://localhost:${c.PORT}`,
  };
}
