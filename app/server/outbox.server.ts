/**
 * The site's durable outbox (docs/decisions/013-forms-captcha-and-outbox.md): every accepted
 * submission is written to SQLite (`node:sqlite`, `outbox.sqlite` in `DATA_DIR`, default `./data`)
 * before the visitor hears it was received; a worker delivers it to Magnolia with its id as the
 * idempotency key, retries with exponential backoff (1 s doubling, at most 30 s) and carries
 * on after a restart. When deliveries keep failing, the upstream is down: the worker stops trying
 * (one trial per pause, not every waiting submission), and the first delivery that goes through
 * again makes every waiting submission due at once, so a queue built up in an outage drains within
 * seconds of the recovery. A submission stored twice under one id is one row. Uploaded files are stored
 * with their submission (bytes in SQLite, table `outbox_files`) and dropped once it is delivered.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { z } from 'zod'
import { logger } from './logger.server.ts'

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

export interface PendingEntry {
  id: string
  path: string
  attempts: number
  createdAt: string
  nextAttemptAt: string
  lastError: string | null
}

/** The pause before attempt `attempts + 1`: 1 s, doubling, at most 30 s (how late a recovered upstream is noticed at worst). */
export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 30_000)
}

/** Failed deliveries in a row that say the upstream is down rather than one submission being refused. */
export const outageFailures = 2

export function dataDir(): string {
  return process.env['DATA_DIR'] || './data'
}

const fileRow = z.object({ name: z.string(), type: z.string(), bytes: z.instanceof(Uint8Array) })

const pendingRow = z.object({ id: z.string(), path: z.string(), body: z.string(), attempts: z.number(), created_at: z.number(), next_attempt_at: z.number(), last_error: z.string().nullable() })

export class Outbox {
  readonly #database: DatabaseSync

  constructor(file: string) {
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
      CREATE INDEX IF NOT EXISTS outbox_due ON outbox (delivered_at, next_attempt_at);
      CREATE TABLE IF NOT EXISTS outbox_files (
        entry_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        bytes BLOB NOT NULL,
        PRIMARY KEY (entry_id, position)
      );`)
  }

  /** Stores a submission with its files, all or nothing; true when it is new, false when its id was stored before. */
  add(entry: OutboxEntry, now = Date.now()): boolean {
    this.#database.exec('BEGIN IMMEDIATE')
    try {
      const result = this.#database
        .prepare('INSERT INTO outbox (id, path, body, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING')
        .run(entry.id, entry.path, JSON.stringify(entry.body), now, now)
      const added = result.changes === 1
      if (added) {
        const insertFile = this.#database.prepare('INSERT INTO outbox_files (entry_id, position, name, type, bytes) VALUES (?, ?, ?, ?, ?)')
        entry.files?.forEach((file, position) => insertFile.run(entry.id, position, file.name, file.type, file.bytes))
      }
      this.#database.exec('COMMIT')
      return added
    } catch (error) {
      this.#database.exec('ROLLBACK')
      throw error
    }
  }

  #files(id: string): OutboxFile[] {
    return this.#database
      .prepare('SELECT name, type, bytes FROM outbox_files WHERE entry_id = ? ORDER BY position')
      .all(id)
      .map((value) => fileRow.parse(value))
  }

  /** Undelivered entries due at `now`, oldest first. */
  due(now = Date.now(), limit = 100): Array<OutboxEntry & { attempts: number }> {
    return this.#database
      .prepare('SELECT id, path, body, attempts, created_at, next_attempt_at, last_error FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY created_at LIMIT ?')
      .all(now, limit)
      .map((value) => {
        const row = pendingRow.parse(value)
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

  failed(id: string, error: string, now = Date.now()): number {
    const row = this.#database.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE id = ? RETURNING attempts').get(error.slice(0, 500), id)
    const attempts = typeof row?.['attempts'] === 'number' ? row['attempts'] : 1
    this.#database.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ?').run(now + backoffMs(attempts), id)
    return attempts
  }

  /** What is not delivered yet, oldest first: for operators (`npm run outbox`). */
  pending(): PendingEntry[] {
    return this.#database
      .prepare('SELECT id, path, body, attempts, created_at, next_attempt_at, last_error FROM outbox WHERE delivered_at IS NULL ORDER BY created_at')
      .all()
      .map((value) => {
        const row = pendingRow.parse(value)
        return { id: row.id, path: row.path, attempts: row.attempts, createdAt: new Date(row.created_at).toISOString(), nextAttemptAt: new Date(row.next_attempt_at).toISOString(), lastError: row.last_error }
      })
  }

  /** Makes every undelivered entry due at `now` (the upstream answers again); returns how many were waiting. */
  retryAll(now = Date.now()): number {
    return Number(this.#database.prepare('UPDATE outbox SET next_attempt_at = ? WHERE delivered_at IS NULL AND next_attempt_at > ?').run(now, now).changes)
  }

  /** The earliest time an undelivered entry is due, or undefined when none is pending. */
  nextDue(): number | undefined {
    const row = this.#database.prepare('SELECT MIN(next_attempt_at) AS next FROM outbox WHERE delivered_at IS NULL').get()
    return typeof row?.['next'] === 'number' ? row['next'] : undefined
  }

  close(): void {
    this.#database.close()
  }
}

export type Deliver = (entry: OutboxEntry) => Promise<void>

/**
 * Delivers what is due, one entry at a time, then sleeps until the next entry is due (or a kick).
 * After `outageFailures` failed deliveries in a row it ends the round and pauses as an entry's
 * backoff would; the first delivery after such an outage makes every waiting entry due.
 * One worker per process; a delivery in flight is never started twice.
 */
export class OutboxWorker {
  #timer: NodeJS.Timeout | undefined
  #running: Promise<void> | undefined
  #again = false
  /** Failed deliveries in a row. */
  #failures = 0

  private readonly outbox: Outbox
  private readonly deliver: Deliver
  private readonly log: (line: string) => void

  constructor(outbox: Outbox, deliver: Deliver, log: (line: string) => void = (line) => logger.info({ outbox: line }, 'outbox')) {
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
    const next = this.outbox.nextDue()
    if (next === undefined) return
    const pause = this.#failures >= outageFailures ? Date.now() + backoffMs(this.#failures - outageFailures + 1) : 0
    this.#timer = setTimeout(() => void this.kick(), Math.max(0, next - Date.now(), pause - Date.now()))
    this.#timer.unref()
  }

  async #round(): Promise<void> {
    for (;;) {
      const batch = this.outbox.due()
      if (batch.length === 0) return
      for (const entry of batch) {
        try {
          await this.deliver(entry)
          this.outbox.delivered(entry.id)
          this.log(`[outbox] delivered ${entry.id} to ${entry.path} after ${entry.attempts + 1} attempt(s)`)
          if (this.#failures >= outageFailures) this.log(`[outbox] the upstream answers again: ${this.outbox.retryAll()} waiting submission(s) due now`)
          this.#failures = 0
        } catch (error) {
          const attempts = this.outbox.failed(entry.id, error instanceof Error ? error.message : String(error))
          this.#failures += 1
          this.log(`[outbox] delivery of ${entry.id} to ${entry.path} failed (attempt ${attempts}), next in ${backoffMs(attempts)} ms`)
          if (this.#failures >= outageFailures) return
        }
      }
    }
  }
}
