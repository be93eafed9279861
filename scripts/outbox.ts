/**
 * What the site's outbox has not delivered yet (`npm run outbox`): one line per submission with
 * its target, attempts, next attempt and last error. Reads `outbox.sqlite` in `DATA_DIR` (default `./data`).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Outbox, dataDir } from '../app/server/outbox.server.ts'

const file = join(dataDir(), 'outbox.sqlite')
if (!existsSync(file)) {
  console.log(`No outbox at ${file}: nothing was submitted yet.`)
} else {
  const outbox = new Outbox(file)
  const pending = outbox.pending()
  console.log(`${pending.length} submission(s) pending in ${file}`)
  for (const entry of pending) {
    console.log(`${entry.id}  ${entry.path}  created ${entry.createdAt}  attempts ${entry.attempts}  next ${entry.nextAttemptAt}${entry.lastError ? `  last error: ${entry.lastError}` : ''}`)
  }
  outbox.close()
}
