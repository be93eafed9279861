/**
 * Submissions to Magnolia's mail and contact calls (docs/contracts.md, "Mail and contact"), from
 * any feature: stored durably in the site's outbox (`outbox.server.ts`, one per process) before
 * the visitor hears they were received, then delivered by its worker, once per id.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { Outbox, type OutboxEntry, OutboxWorker, dataDir } from './outbox.server.ts'
import { upstream } from './upstreams.server.ts'

/** The contact calls Magnolia takes as `multipart/form-data` (docs/contracts.md): the command as `payload`, each upload as a `file`. */
export const multipartPaths: ReadonlySet<string> = new Set(['/.rest/api/contact/request/product', '/.rest/api/contact/start-conversation', '/.rest/api/contact/need-help', '/.rest/api/contact/reorder-product'])

/** An upload on its way to Magnolia. */
export interface CommandFile {
  name: string
  type: string
  bytes: Uint8Array
}

/**
 * Sends a mail command once per `idempotencyKey` (Magnolia stores a repeated key once): as JSON,
 * or to a multipart call as its `payload` with the files.
 */
async function sendMailCommand(path: string, command: unknown, idempotencyKey: string, files: readonly CommandFile[] = []): Promise<void> {
  const answer = z.object({ id: z.string() })
  const options = { headers: { 'idempotency-key': idempotencyKey } }
  if (!multipartPaths.has(path)) {
    await upstream('cms').post(path, command, answer, options)
    return
  }
  const form = new FormData()
  form.set('payload', JSON.stringify(command))
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  await upstream('cms').postMultipart(path, form, answer, options)
}

let instance: { outbox: Outbox; worker: OutboxWorker } | undefined

function siteOutbox(): { outbox: Outbox; worker: OutboxWorker } {
  if (!instance) {
    const outbox = new Outbox(join(dataDir(), 'outbox.sqlite'))
    const worker = new OutboxWorker(outbox, (entry) => sendMailCommand(entry.path, entry.body, entry.id, entry.files))
    // what a previous process left undelivered goes out now
    void worker.kick()
    instance = { outbox, worker }
  }
  return instance
}

/** Stores a submission durably and starts its delivery; returns once it is stored. */
export function queueSubmission(entry: OutboxEntry): void {
  const { outbox, worker } = siteOutbox()
  if (outbox.add(entry)) void worker.kick()
}

/** Opens the outbox and lets its worker deliver what a previous process left, if not done yet. */
export function startOutbox(): void {
  siteOutbox()
}
