/**
 * The server's configuration (README, "Configuration", ADR 050): the environment's schema, read only
 * through `serverEnv()` (app/server/env.server.ts) and by the launcher (server/serve.ts).
 */
import { z } from 'zod'
import { defaultProductWord } from './brands.ts'
import * as constants from './constants.ts'

/** Where a mail form sends a visitor when sending failed and the form's component names no address of its own (`PUBLIC_CONTACT_EMAIL`). */
const defaultContactEmail = 'info@okg.example'

/**
 * Environment variables (README, "Configuration"). An unset upstream means "use the embedded backend".
 */
function serverEnvSchema() {
  const optionalUrl = z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .optional()
  const port = z.coerce.number().int().min(0).max(65535)
  /** An empty value counts as unset, as it did when these were read with `||`. */
  const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema)
  return z.object({
    CMS_URL: optionalUrl,
    SEARCH_URL: optionalUrl,
    RECRUITING_API_URL: optionalUrl,
    RECRUITING_API_KEY: z.string().optional(),
    JOBS_SHEET_URL: optionalUrl,
    CHEMICALS_API_URL: optionalUrl,
    /** `host=brand` pairs, comma-separated (`https://` unless an origin is given); the brand by id or path prefix. */
    BRAND_ORIGINS: z.string().default(''),
    /** The shared origin (brands by path prefix), e.g. `https://www.example-group.com`; unset: any loopback host on PORT. */
    PUBLIC_ORIGIN: optionalUrl,
    /** Which proxy may set `X-Forwarded-*`: unset (none), a hop count, or peer addresses (`loopback`, `10.0.0.5`). */
    TRUST_PROXY: z.string().trim().max(1000).optional(),
    /** Magnolia's editor mode (`mgnlPreview`...): `1` on, `0` off; unset: on in development and with the embedded CMS. */
    AUTHORING: z.enum(['0', '1']).optional(),
    /** The living style guide at `…/style-guide` (ADR 044): `1` serves it; unset: served in development only, a 404 in a production build. */
    STYLE_GUIDE: z.enum(['0', '1']).optional(),
    PUBLIC_PRODUCT_WORD: z
      .string()
      .regex(/^[a-z][a-z0-9]*$/, 'lower-case letters and digits')
      .default(defaultProductWord),
    /** The address a mail form's error message offers when its component names none (ADR 049); public, the page shows it. */
    PUBLIC_CONTACT_EMAIL: z.email().default(defaultContactEmail),
    PORT: port.default(3000),
    BACKEND_PORT: port.default(3001),
    /** How long CMS data stays fresh in the server cache before it is revalidated. */
    CMS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(constants.cmsCache.ttlMs),
    /** The rendered-page cache of public pages: `1` on, `0` off (every request renders; `npm run load` measures both). */
    PAGE_CACHE: z.enum(['0', '1']).default('1'),
    /** Origin of the Magnolia author instance that may frame the site (editor mode). */
    EDITOR_ORIGIN: optionalUrl,
    /** The shared secret of `POST /api/revalidate` (Magnolia's publish hook); unset: the hook is off. */
    REVALIDATE_SECRET: z.string().min(16).optional(),
    /** The disk the files of undelivered form submissions may take in the outbox, in MB; past it an upload is refused. */
    OUTBOX_UPLOAD_QUOTA_MB: z.coerce.number().min(0).default(1024),
    /** The bearer token a metrics scraper sends to `GET /metrics`; unset: no metrics endpoint. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** Redis for what several instances share (rate limits, revalidation); unset: one instance, in memory. */
    REDIS_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** A pino transport (module path or package) that formats the log for people; unset: JSON lines. `npm start` sets its readable one. */
    LOG_TRANSPORT: z.string().max(1000).optional(),
    /** How long a shutdown waits for requests in flight before it closes their connections. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /** Where the durable outbox of form submissions lives (`outbox.sqlite`). */
    DATA_DIR: blankIsUnset(z.string().default('./data')),
    /** `production` (the launcher's default) or a development/test run: editor mode and the style guide default on outside production, and libraries read it too. */
    NODE_ENV: z.string().default('production'),
    /** The launcher's listening address. */
    HOST: blankIsUnset(z.string().default('127.0.0.1')),
    /** `1` serves the upstreams left unset from the embedded backend even when others are set (development only). */
    EMBEDDED_BACKEND: blankIsUnset(z.enum(['0', '1']).optional()),
    /** The bearer token of the embedded backend's test controls; unset: a random one, printed at start. */
    BACKEND_CONTROL_TOKEN: blankIsUnset(z.string().optional()),
    /** Embedded backend only: seed sizes for load tests (search documents, recruiting jobs, albis products). */
    SEARCH_SCALE_DOCS: blankIsUnset(z.coerce.number().int().min(0).optional()),
    JOBS_SCALE: blankIsUnset(z.coerce.number().int().min(0).optional()),
    CATALOGUE_SCALE: blankIsUnset(z.coerce.number().int().min(0).optional()),
  })
}
export type ServerEnv = z.infer<ReturnType<typeof serverEnvSchema>>

/** Parses the environment once; throws with every problem listed when it is invalid. */
export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema().safeParse(env)
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}
