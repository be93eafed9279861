/**
 * The mailbox of the embedded backend: every mail command and contact request it accepted, kept
 * in SQLite (`node:sqlite`), in memory or in a file. A request with an `Idempotency-Key` already
 * seen is answered as the first one was and stored once. `onStored` hears of each message stored
 * (the SMTP relay, `smtp-relay.ts`).
 */
import { DatabaseSync } from 'node:sqlite'
import { z } from 'zod'

const mailFiles = z.array(z.object({ name: z.string(), size: z.number(), type: z.string() }))

export type MailFile = z.infer<typeof mailFiles>[number]

export interface MailMessage {
  id: string
  path: string
  receivedAt: string
  body: unknown
  files: MailFile[]
}

export interface Mailbox {
  /** Stores a message; with a key seen before, stores nothing and returns the first message's id. */
  receive(message: { path: string; body: unknown; files: MailFile[]; idempotencyKey: string | undefined }): string
  /** True when a message with this idempotency key is stored. */
  seen(idempotencyKey: string): boolean
  /** Newest first. */
  list(): MailMessage[]
  clear(): void
  close(): void
}

const row = z.object({ id: z.string(), path: z.string(), received_at: z.string(), body: z.string(), files: z.string() })

export function openMailbox(file = ':memory:', onStored?: (message: MailMessage) => void): Mailbox {
  const database = new DatabaseSync(file)
  database.exec(`
    PRAGMA journal_mode = WAL;
    CREATE TABLE IF NOT EXISTS messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      idempotency_key TEXT UNIQUE,
      path TEXT NOT NULL,
      received_at TEXT NOT NULL,
      body TEXT NOT NULL,
      files TEXT NOT NULL
    )`)
  const insert = database.prepare(
    'INSERT INTO messages (id, idempotency_key, path, received_at, body, files) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING',
  )
  const byKey = database.prepare('SELECT id FROM messages WHERE idempotency_key = ?')
  const all = database.prepare('SELECT id, path, received_at, body, files FROM messages ORDER BY seq DESC')
  return {
    receive({ path, body, files, idempotencyKey }) {
      const id = crypto.randomUUID()
      const receivedAt = new Date().toISOString()
      const stored = insert.run(id, idempotencyKey ?? null, path, receivedAt, JSON.stringify(body), JSON.stringify(files)).changes === 1
      if (stored) onStored?.({ id, path, receivedAt, body, files })
      if (idempotencyKey === undefined) return id
      const row = byKey.get(idempotencyKey)
      return row && typeof row.id === 'string' ? row.id : id
    },
    seen(idempotencyKey) {
      return byKey.get(idempotencyKey) !== undefined
    },
    list() {
      return all.all().map((value) => {
        const stored = row.parse(value)
        const body: unknown = JSON.parse(stored.body)
        return { id: stored.id, path: stored.path, receivedAt: stored.received_at, body, files: mailFiles.parse(JSON.parse(stored.files)) }
      })
    },
    clear() {
      database.exec('DELETE FROM messages')
    },
    close() {
      database.close()
    },
  }
}
