/** The forms' outbox and its worker, one per process, delivering to Magnolia's mail commands. */
import { join } from 'node:path'
import { Outbox, type OutboxEntry, OutboxWorker, dataDir } from './outbox.server.ts'
import { sendMailCommand } from './forms.server.ts'

let instance: { outbox: Outbox; worker: OutboxWorker } | undefined

function formsOutbox(): { outbox: Outbox; worker: OutboxWorker } {
  if (!instance) {
    const outbox = new Outbox(join(dataDir(), 'outbox.sqlite'))
    const worker = new OutboxWorker(outbox, (entry) => sendMailCommand(entry.path, entry.body, entry.id, entry.files))
    // what a previous process left undelivered goes out now
    void worker.kick()
    instance = { outbox, worker }
  }
  return instance
}

/** Stores a submission durably and starts its delivery; resolves once it is stored. */
export function queueSubmission(entry: OutboxEntry): void {
  const { outbox, worker } = formsOutbox()
  if (outbox.add(entry)) void worker.kick()
}

/** Opens the outbox and lets its worker deliver what a previous process left, if not done yet. */
export function startOutbox(): void {
  formsOutbox()
}
