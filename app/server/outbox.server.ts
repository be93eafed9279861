/**
 * The site's durable outbox (docs/decisions/013-forms-captcha-and-outbox.md, ADR 027): every
 * accepted submission is written to SQLite (`node:sqlite`, `outbox.sqlite` in `DATA_DIR`, default
 * `./data`) before the visitor hears it was received; a worker delivers it to Magnolia with its id
 * as the idempotency key, retries with exponential backoff (1 s doubling, at most 30 s) and carries
 * on after a restart. When deliveries keep failing, the upstream is down: the worker stops trying
 * (one trial per pause, not every waiting submission), and the first delivery that goes through
 * again makes every waiting submission due at once, so a queue built up in an outage drains within
 * seconds of the recovery. A submission the upstream refuses (a 4xx but 408 and 429) is a dead
 * letter at once: kept with its reason for an operator (`npm run outbox`, who may retry or drop it),
 * never tried again by itself, and no sign of an outage. A submission stored twice under one id is
 * one row. Uploaded files are stored with their submission (bytes in SQLite, table
 * `outbox_files`), within a quota of bytes over every undelivered submission, and dropped once it
 * is delivered or dropped.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { z } from 'zod'
import { serverEnv } from './env.server.ts'
import { logger } from './logger.server.ts'
import { outboxDeliveries } from './metrics.server.ts'
import { isRefusal } from './upstream.server.ts'

/** An uploaded file as the outbox keeps it. */
export interface OutboxFile {
  name: string
  type: string
  bytes: Uint8Array
}

export interface OutboxEntry {
  id: string
  path: string
  body: unknown
  /** Uploaded files, where the submission has some. */
  files?: readonly OutboxFile[]
}

/** An undelivered submission as operators see it (`npm run outbox`). */
export interface WaitingEntry {
  id: string
  path: string
  attempts: number
  createdAt: string
  nextAttemptAt: string
  /** The last failure; for a dead letter, why the upstream refused it. */
  lastError: string | null
  /** When the upstream refused it (a dead letter), else null. */
  refusedAt: string | null
}

/** What `Outbox.add` did: stored it, knew its id already, or refused it because its files would pass the upload quota. */
type AddResult = 'added' | 'known' | 'over-quota'

/** The pause before attempt `attempts + 1`: 1 s, doubling, at most 30 s (how late a recovered upstream is noticed at worst). */
export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 30_000)
}

/** Failed deliveries in a row that say the upstream is down rather than one submission failing on its own. */
const outageFailures = 2

/** How often an idle worker looks for a dead letter an operator sent again (`npm run outbox -- retry`, another process). */
export const idlePollMs = 5000

export function dataDir(): string {
  return serverEnv().DATA_DIR
}

const fileRow = z.object({ name: z.string(), type: z.string(), bytes: z.instanceof(Uint8Array) })

const entryRow = z.object({ id: z.string(), path: z.string(), body: z.string(), attempts: z.number() })

const waitingRow = z.object({
  id: z.string(),
  path: z.string(),
  attempts: z.number(),
  created_at: z.number(),
  next_attempt_at: z.number(),
  last_error: z.string().nullable(),
  refused_at: z.number().nullable(),
})

const count = z.object({ n: z.number() })

interface OutboxOptions {
  /** The bytes the files of undelivered submissions (dead letters included) may take together; unset: no quota. */
  uploadQuotaBytes?: number | undefined
}

export class Outbox {
  readonly #database: DatabaseSync
  readonly #uploadQuotaBytes: number

  constructor(file: string, options: OutboxOptions = {}) {
    this.#uploadQuotaBytes = options.uploadQuotaBytes ?? Number.POSITIVE_INFINITY
    if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true })
    this.#database = new DatabaseSync(file)
    this.#database.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS outbox (
        id TEXT PRIMARY KEY,
        path TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        delivered_at INTEGER,
        last_error TEXT
      );
      CREATE TABLE IF NOT EXISTS outbox_files (
        entry_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        bytes BLOB NOT NULL,
        PRIMARY KEY (entry_id, position)
      );`)
    // an outbox written before dead letters existed gets their column
    const columns = this.#database.prepare('PRAGMA table_info(outbox)').all()
    if (!columns.some((column) => column['name'] === 'refused_at')) this.#database.exec('ALTER TABLE outbox ADD COLUMN refused_at INTEGER')
    this.#database.exec(`
      DROP INDEX IF EXISTS outbox_due;
      CREATE INDEX IF NOT EXISTS outbox_waiting ON outbox (delivered_at, refused_at, next_attempt_at);`)
  }

  /**
   * Stores a submission with its files, all or nothing: `added`, or `known` when its id was stored
   * before, or `over-quota` (nothing stored) when its files would take the undelivered
   * submissions' files past the upload quota.
   */
  add(entry: OutboxEntry, now = Date.now()): AddResult {
    this.#database.exec('BEGIN IMMEDIATE')
    try {
      const result = this.#database
        .prepare('INSERT INTO outbox (id, path, body, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING')
        .run(entry.id, entry.path, JSON.stringify(entry.body), now, now)
      if (result.changes !== 1) {
        this.#database.exec('COMMIT')
        return 'known'
      }
      const files = entry.files ?? []
      const adding = files.reduce((sum, file) => sum + file.bytes.byteLength, 0)
      if (adding > 0 && this.uploadBytes() + adding > this.#uploadQuotaBytes) {
        this.#database.exec('ROLLBACK')
        return 'over-quota'
      }
      const insertFile = this.#database.prepare('INSERT INTO outbox_files (entry_id, position, name, type, bytes) VALUES (?, ?, ?, ?, ?)')
      files.forEach((file, position) => insertFile.run(entry.id, position, file.name, file.type, file.bytes))
      this.#database.exec('COMMIT')
      return 'added'
    } catch (error) {
      this.#database.exec('ROLLBACK')
      throw error
    }
  }

  /** The bytes the files of undelivered submissions take (delivered ones have none left). */
  uploadBytes(): number {
    return count.parse(this.#database.prepare('SELECT COALESCE(SUM(length(bytes)), 0) AS n FROM outbox_files').get()).n
  }

  #files(id: string): OutboxFile[] {
    return this.#database
      .prepare('SELECT name, type, bytes FROM outbox_files WHERE entry_id = ? ORDER BY position')
      .all(id)
      .map((value) => fileRow.parse(value))
  }

  /** Undelivered entries due at `now`, oldest first; dead letters are never due. */
  due(now = Date.now(), limit = 100): Array<OutboxEntry & { attempts: number }> {
    return this.#database
      .prepare(
        'SELECT id, path, body, attempts FROM outbox WHERE delivered_at IS NULL AND refused_at IS NULL AND next_attempt_at <= ? ORDER BY created_at, rowid LIMIT ?',
      )
      .all(now, limit)
      .map((value) => {
        const row = entryRow.parse(value)
        const body: unknown = JSON.parse(row.body)
        const files = this.#files(row.id)
        return { id: row.id, path: row.path, body, attempts: row.attempts, ...(files.length > 0 ? { files } : {}) }
      })
  }

  /** Marks a submission delivered; its files are not needed any more. */
  delivered(id: string, now = Date.now()): void {
    this.#database.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?').run(now, id)
    this.#database.prepare('DELETE FROM outbox_files WHERE entry_id = ?').run(id)
  }

  /** Counts a failed delivery and schedules the next after its backoff; returns the attempts so far. */
  failed(id: string, error: string, now = Date.now()): number {
    const row = this.#database.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE id = ? RETURNING attempts').get(error.slice(0, 500), id)
    const attempts = typeof row?.['attempts'] === 'number' ? row['attempts'] : 1
    this.#database.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ?').run(now + backoffMs(attempts), id)
    return attempts
  }

  /** Makes a submission the upstream refused a dead letter, with the reason; its files stay for a retry. */
  refused(id: string, reason: string, now = Date.now()): void {
    this.#database.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, refused_at = ? WHERE id = ?').run(reason.slice(0, 500), now, id)
  }

  #waiting(refused: boolean): WaitingEntry[] {
    return this.#database
      .prepare(
        `SELECT id, path, attempts, created_at, next_attempt_at, last_error, refused_at FROM outbox WHERE delivered_at IS NULL AND refused_at IS ${refused ? 'NOT ' : ''}NULL ORDER BY created_at, rowid`,
      )
      .all()
      .map((value) => {
        const row = waitingRow.parse(value)
        const at = (ms: number) => new Date(ms).toISOString()
        return {
          id: row.id,
          path: row.path,
          attempts: row.attempts,
          createdAt: at(row.created_at),
          nextAttemptAt: at(row.next_attempt_at),
          lastError: row.last_error,
          refusedAt: row.refused_at === null ? null : at(row.refused_at),
        }
      })
  }

  /** What is being delivered, oldest first: for operators (`npm run outbox`). */
  pending(): WaitingEntry[] {
    return this.#waiting(false)
  }

  /** What the upstream refused, oldest first: for operators (`npm run outbox`). */
  deadLetters(): WaitingEntry[] {
    return this.#waiting(true)
  }

  /** How many submissions are pending and how many are dead letters (the metric `site_outbox_entries`). */
  counts(): { pending: number; dead: number } {
    const of = (refused: boolean) =>
      count.parse(this.#database.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL AND refused_at IS ${refused ? 'NOT ' : ''}NULL`).get()).n
    return { pending: of(false), dead: of(true) }
  }

  /** Sends a dead letter again: pending and due at `now`; false when `id` is no dead letter. */
  retry(id: string, now = Date.now()): boolean {
    return (
      this.#database
        .prepare('UPDATE outbox SET refused_at = NULL, next_attempt_at = ? WHERE id = ? AND delivered_at IS NULL AND refused_at IS NOT NULL')
        .run(now, id).changes === 1
    )
  }

  /** Sends every dead letter again (the refusals had one cause, now fixed: a rotated key); returns how many. */
  retryDeadLetters(now = Date.now()): number {
    return Number(
      this.#database.prepare('UPDATE outbox SET refused_at = NULL, next_attempt_at = ? WHERE delivered_at IS NULL AND refused_at IS NOT NULL').run(now).changes,
    )
  }

  /** Deletes a dead letter with its files; false when `id` is no dead letter. */
  drop(id: string): boolean {
    this.#database.exec('BEGIN IMMEDIATE')
    try {
      const dropped = this.#database.prepare('DELETE FROM outbox WHERE id = ? AND delivered_at IS NULL AND refused_at IS NOT NULL').run(id).changes === 1
      if (dropped) this.#database.prepare('DELETE FROM outbox_files WHERE entry_id = ?').run(id)
      this.#database.exec('COMMIT')
      return dropped
    } catch (error) {
      this.#database.exec('ROLLBACK')
      throw error
    }
  }

  /** Makes every pending entry due at `now` (the upstream answers again); returns how many were waiting. */
  retryAll(now = Date.now()): number {
    return Number(
      this.#database.prepare('UPDATE outbox SET next_attempt_at = ? WHERE delivered_at IS NULL AND refused_at IS NULL AND next_attempt_at > ?').run(now, now)
        .changes,
    )
  }

  /** The earliest time a pending entry is due, or undefined when none is pending. */
  nextDue(): number | undefined {
    const row = this.#database.prepare('SELECT MIN(next_attempt_at) AS next FROM outbox WHERE delivered_at IS NULL AND refused_at IS NULL').get()
    return typeof row?.['next'] === 'number' ? row['next'] : undefined
  }

  close(): void {
    this.#database.close()
  }
}

type Deliver = (entry: OutboxEntry) => Promise<void>

type OutboxLog = (line: string, level?: 'info' | 'warn') => void

/** Why the upstream refused a delivery, as the dead letter keeps it: the status, its kind and what the answer said. */
function refusalReason(error: { status: number; kind: string; data: unknown }): string {
  const said = error.data === undefined ? '' : `: ${typeof error.data === 'string' ? error.data : JSON.stringify(error.data)}`
  return `${error.status} ${error.kind}${said}`
}

/**
 * Delivers what is due, one entry at a time, then sleeps until the next entry is due (or a kick;
 * an idle worker looks again every `idlePollMs`). A delivery the upstream refuses makes the entry
 * a dead letter and the round goes on. After `outageFailures` other failed deliveries in a row it
 * ends the round and pauses as an entry's backoff would; the first delivery after such an outage
 * makes every waiting entry due. One worker per process; a delivery in flight is never started twice.
 */
export class OutboxWorker {
  #timer: NodeJS.Timeout | undefined
  #running: Promise<void> | undefined
  #again = false
  /** Failed deliveries in a row (refusals do not count: the upstream answered). */
  #failures = 0

  private readonly outbox: Outbox
  private readonly deliver: Deliver
  private readonly log: OutboxLog

  constructor(outbox: Outbox, deliver: Deliver, log: OutboxLog = (line, level = 'info') => logger()[level]({ outbox: line }, 'outbox')) {
    this.outbox = outbox
    this.deliver = deliver
    this.log = log
  }

  /** Delivers what is due now, and schedules the next round. */
  kick(): Promise<void> {
    if (this.#running) {
      this.#again = true
      return this.#running
    }
    clearTimeout(this.#timer)
    this.#running = this.#round().finally(() => {
      this.#running = undefined
      if (this.#again) {
        this.#again = false
        void this.kick()
      } else this.#schedule()
    })
    return this.#running
  }

  stop(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
  }

  #schedule(): void {
    const next = this.outbox.nextDue() ?? Date.now() + idlePollMs
    const pause = this.#failures >= outageFailures ? Date.now() + backoffMs(this.#failures - outageFailures + 1) : 0
    this.#timer = setTimeout(() => void this.kick(), Math.max(0, next - Date.now(), pause - Date.now()))
    this.#timer.unref()
  }

  async #round(): Promise<void> {
    for (;;) {
      const batch = this.outbox.due()
      if (batch.length === 0) return
      for (const entry of batch) if ((await this.#attempt(entry)) === 'outage') return
    }
  }

  /** One delivery: `outage` when it failed and the failures in a row say the upstream is down. */
  async #attempt(entry: OutboxEntry & { attempts: number }): Promise<'delivered' | 'refused' | 'failed' | 'outage'> {
    try {
      await this.deliver(entry)
    } catch (error) {
      if (isRefusal(error)) {
        this.outbox.refused(entry.id, refusalReason(error))
        outboxDeliveries.inc({ outcome: 'refused' })
        this.log(`[outbox] ${entry.id} to ${entry.path} refused with ${error.status} (${error.kind}): a dead letter, see npm run outbox`, 'warn')
        return 'refused'
      }
      const attempts = this.outbox.failed(entry.id, error instanceof Error ? error.message : String(error))
      outboxDeliveries.inc({ outcome: 'failed' })
      this.#failures += 1
      this.log(`[outbox] delivery of ${entry.id} to ${entry.path} failed (attempt ${attempts}), next in ${backoffMs(attempts)} ms`)
      return this.#failures >= outageFailures ? 'outage' : 'failed'
    }
    this.outbox.delivered(entry.id)
    outboxDeliveries.inc({ outcome: 'delivered' })
    this.log(`[outbox] delivered ${entry.id} to ${entry.path} after ${entry.attempts + 1} attempt(s)`)
    if (this.#failures >= outageFailures) this.log(`[outbox] the upstream answers again: ${this.outbox.retryAll()} waiting submission(s) due now`)
    this.#failures = 0
    return 'delivered'
  }
}
