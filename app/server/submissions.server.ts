/**
 * Submissions to Magnolia's mail and contact calls (docs/contracts.md, "Mail and contact"), from
 * any feature: stored durably in the site's outbox (`outbox.server.ts`, one per process) before
 * the visitor hears they were received, then delivered by its worker, once per id; what Magnolia
 * refuses waits there as a dead letter (`npm run outbox`).
 */
import { join } from 'node:path'
import { z } from 'zod'
import { serverEnv } from './env.server.ts'
import { logger } from './logger.server.ts'
import { countOutbox } from './metrics.server.ts'
import { Outbox, type OutboxEntry, type OutboxFile, OutboxWorker, dataDir } from './outbox.server.ts'
import { upstream } from './upstreams.server.ts'

/** The contact calls Magnolia takes as `multipart/form-data` (docs/contracts.md): the command as `payload`, each upload as a `file`. */
const multipartPaths: ReadonlySet<string> = new Set([
  '/.rest/api/contact/request/product',
  '/.rest/api/contact/start-conversation',
  '/.rest/api/contact/need-help',
  '/.rest/api/contact/reorder-product',
])

/**
 * Sends a mail command once per `idempotencyKey` (Magnolia stores a repeated key once): as JSON,
 * or to a multipart call as its `payload` with the files.
 */
async function sendMailCommand(path: string, command: unknown, idempotencyKey: string, files: readonly OutboxFile[] = []): Promise<void> {
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
    const outbox = new Outbox(join(dataDir(), 'outbox.sqlite'), { uploadQuotaBytes: serverEnv().OUTBOX_UPLOAD_QUOTA_MB * 1024 * 1024 })
    const worker = new OutboxWorker(outbox, (entry) => sendMailCommand(entry.path, entry.body, entry.id, entry.files))
    countOutbox(() => outbox.counts())
    // what a previous process left undelivered goes out now
    void worker.kick()
    instance = { outbox, worker }
  }
  return instance
}

/**
 * Stores a submission durably and starts its delivery; returns once it is stored (`queued`, also
 * for an id stored before), or `upload-quota` when its files would pass `OUTBOX_UPLOAD_QUOTA_MB`
 * (nothing is stored).
 */
export function queueSubmission(entry: OutboxEntry): 'queued' | 'upload-quota' {
  const { outbox, worker } = siteOutbox()
  const added = outbox.add(entry)
  if (added === 'over-quota') {
    logger().warn({ path: entry.path, quotaMb: serverEnv().OUTBOX_UPLOAD_QUOTA_MB }, 'outbox upload quota full: upload refused')
    return 'upload-quota'
  }
  if (added === 'added') void worker.kick()
  return 'queued'
}

/** Opens the outbox and lets its worker deliver what a previous process left, if not done yet. */
export function startOutbox(): void {
  siteOutbox()
}
