/**
 * The outbox after an outage (docs/decisions/013-forms-captcha-and-outbox.md; target: 1,000 queued
 * submissions delivered within 60 s of the upstream's recovery). 1,000 contact-form submissions
 * wait in the site's outbox, as a site restarted during a Magnolia outage finds them; the site
 * starts while Magnolia's mail command fails (the embedded backend's fault switch), its worker
 * tries and pauses for `OUTAGE_SECONDS` (default 40), then the script clears the fault and times
 * until the last submission is in the mailbox. It also counts the calls the failing mail command
 * got during the outage. Run after `npm run build`: `node scripts/perf/outbox.ts`. Loopback only.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Outbox } from '../../app/server/outbox.server.ts'
import { freePort, startBuiltSite, waitFor } from '../../server/local-server.ts'

const queued = 1000
const outageSeconds = Number(process.env['OUTAGE_SECONDS'] ?? 40)
const mailCommand = '/.rest/commands/v2/mail/mail'

/** A customer contact form's mail command as the site's server function writes it to the outbox. */
function contactCommand(index: number) {
  return {
    form: 'contact',
    site: 'albis',
    language: 'en',
    email: `visitor${index}@example.com`,
    fields: {
      name: `Visitor ${index}`,
      company: 'Example GmbH',
      email: `visitor${index}@example.com`,
      country: 'DE',
      zip: '10115',
      language: 'en',
      message: `Question number ${index} about polyamide grades.`,
      privacy: true,
    },
  }
}

export async function outboxRecovery(siteUrl: string, backendUrl: string, controlToken: string): Promise<string> {
  const control = (path: string, init: RequestInit = {}) =>
    fetch(`${backendUrl}${path}`, { ...init, headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' } })
  const mailboxSize = async () => ((await (await control('/__backend/mailbox')).json()) as { messages: Array<{ receivedAt: string }> }).messages
  // the site's first page starts its outbox: the worker meets the failing upstream at once
  await waitFor(`${siteUrl}/en`)
  await new Promise((resolve) => setTimeout(resolve, outageSeconds * 1000))
  const log = (await (await control('/__backend/requests')).json()) as { requests: string[] }
  const triedInOutage = log.requests.filter((request) => request.startsWith(mailCommand)).length
  const recovered = performance.now()
  const recoveredAt = Date.now()
  await control(`/__backend/faults?pathPrefix=${encodeURIComponent(mailCommand)}`, { method: 'DELETE' })
  let messages = await mailboxSize()
  while (messages.length < queued) {
    if (performance.now() - recovered > 180_000) throw new Error(`only ${messages.length} of ${queued} delivered 180 s after the recovery`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    messages = await mailboxSize()
  }
  const allDelivered = performance.now() - recovered
  const times = messages.map((message) => Date.parse(message.receivedAt))
  const first = Math.min(...times)
  const last = Math.max(...times)
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  return [
    `## Outbox after an outage (${queued.toLocaleString('en')} queued contact-form submissions)`,
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Calls the failing mail command got in ${outageSeconds} s of outage | ${triedInOutage} |`,
    `| From the upstream's recovery to the last submission in the mailbox (target < 60 s) | ${s(allDelivered)} |`,
    `| … of which waiting for the worker's next trial / delivering all ${queued.toLocaleString('en')} | ${s(first - recoveredAt)} / ${s(last - first)} |`,
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, backendPort] = [await freePort(), await freePort()]
  const controlToken = randomBytes(18).toString('base64url')
  const dataDir = mkdtempSync(join(tmpdir(), 'site-outbox-perf-'))
  const outbox = new Outbox(join(dataDir, 'outbox.sqlite'))
  for (let index = 0; index < queued; index++) outbox.add({ id: randomUUID(), path: mailCommand, body: contactCommand(index) })
  outbox.close()
  const site = startBuiltSite(port, backendPort, { DATA_DIR: dataDir, BACKEND_CONTROL_TOKEN: controlToken })
  try {
    const backendUrl = `http://127.0.0.1:${backendPort}`
    await waitFor(`${backendUrl}/.rest/api/countries?language=en`)
    const fault = await fetch(`${backendUrl}/__backend/faults`, {
      method: 'POST',
      headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pathPrefix: mailCommand, mode: 'error' }),
    })
    if (!fault.ok) throw new Error(`the fault switch answered ${fault.status}`)
    console.log(await outboxRecovery(`http://127.0.0.1:${port}`, backendUrl, controlToken))
  } finally {
    site.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
