/**
 * The site's outbox for operators (`npm run outbox`; ADR 027). Reads `outbox.sqlite` in `DATA_DIR`
 * (default `./data`) of the instance it runs beside.
 *
 *   npm run outbox                    what is pending (target, attempts, next attempt, last error)
 *                                     and the dead letters (refused by Magnolia, with the reason)
 *   npm run outbox -- retry <id>      sends a dead letter again; the site's worker takes it within seconds
 *   npm run outbox -- retry all       sends every dead letter again (their one cause is fixed: a key, a rule)
 *   npm run outbox -- drop <id>       deletes a dead letter and its files
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Outbox, type WaitingEntry, dataDir, idlePollMs } from '../../app/server/outbox.server.ts'

const usage = 'usage: npm run outbox [-- retry <id>|all | drop <id>]'

function line(entry: WaitingEntry): string {
  const when = entry.refusedAt ? `refused ${entry.refusedAt}` : `next ${entry.nextAttemptAt}`
  return `${entry.id}  ${entry.path}  created ${entry.createdAt}  attempts ${entry.attempts}  ${when}${entry.lastError ? `  ${entry.refusedAt ? 'reason' : 'last error'}: ${entry.lastError}` : ''}`
}

function run(outbox: Outbox, file: string, [command, id]: string[]): number {
  if (command === undefined) {
    const pending = outbox.pending()
    const dead = outbox.deadLetters()
    console.log(`${pending.length} submission(s) pending in ${file}`)
    for (const entry of pending) console.log(line(entry))
    console.log(`${dead.length} dead letter(s): refused by the upstream, never tried again by themselves (retry <id> or drop <id>)`)
    for (const entry of dead) console.log(line(entry))
    return 0
  }
  if (command === 'retry' && id === 'all') {
    console.log(`${outbox.retryDeadLetters()} dead letter(s) sent again: the site's worker takes them within ${idlePollMs / 1000} s`)
    return 0
  }
  if ((command === 'retry' || command === 'drop') && id) {
    const done = command === 'retry' ? outbox.retry(id) : outbox.drop(id)
    console.log(
      done
        ? command === 'retry'
          ? `${id} sent again: the site's worker takes it within ${idlePollMs / 1000} s`
          : `${id} dropped with its files`
        : `${id} is no dead letter in ${file}`,
    )
    return done ? 0 : 1
  }
  console.error(usage)
  return 2
}

const file = join(dataDir(), 'outbox.sqlite')
if (!existsSync(file)) {
  console.log(`No outbox at ${file}: nothing was submitted yet.`)
  // a dead letter to retry or drop is not here
  if (process.argv.length > 2) process.exitCode = 1
} else {
  const outbox = new Outbox(file)
  process.exitCode = run(outbox, file, process.argv.slice(2))
  outbox.close()
}
