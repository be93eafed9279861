import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countOutbox, outboxDeliveries, registry } from '#app/server/metrics.server.ts'
import { Outbox, type OutboxEntry, OutboxWorker, backoffMs, idlePollMs } from '#app/server/outbox.server.ts'
import { UpstreamError } from '#app/server/upstream.server.ts'
import { repoRoot } from './helpers/backend.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const entry = (id: string): OutboxEntry => ({ id, path: '/.rest/commands/v2/mail/mail', body: { form: 'contact', id } })

describe('the outbox', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16_000],
    [6, 30_000],
    [30, 30_000],
  ])('waits %i attempt(s) later %i ms', (attempts, ms) => {
    expect(backoffMs(attempts)).toBe(ms)
  })

  it('stores a submission once per id, and keeps it over a restart until delivered', () => {
    const file = join(dir, 'outbox.sqlite')
    const first = new Outbox(file)
    expect(first.add(entry('a'))).toBe('added')
    expect(first.add(entry('a'))).toBe('known')
    first.close()
    const again = new Outbox(file)
    expect(again.due().map((due) => due.id)).toEqual(['a'])
    again.delivered('a')
    expect(again.pending()).toEqual([])
    again.close()
  })

  it("keeps a submission's files with it over a restart, in their order, and drops them once it is delivered", () => {
    const file = join(dir, 'outbox.sqlite')
    const first = new Outbox(file)
    const drawing = { name: 'drawing.pdf', type: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) }
    const photo = { name: 'part.png', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) }
    expect(first.add({ ...entry('with-files'), files: [drawing, photo] })).toBe('added')
    expect(first.add({ ...entry('with-files'), files: [photo] })).toBe('known')
    first.add(entry('plain'))
    first.close()
    const again = new Outbox(file)
    const [withFiles, plain] = again.due()
    expect(withFiles?.files?.map((stored) => [stored.name, stored.type, [...stored.bytes]])).toEqual([
      ['drawing.pdf', 'application/pdf', [37, 80, 68, 70]],
      ['part.png', 'image/png', [137, 80, 78, 71]],
    ])
    expect(plain).toEqual({ ...entry('plain'), attempts: 0 })
    again.delivered('with-files')
    expect(again.due()).toEqual([{ ...entry('plain'), attempts: 0 }])
    again.close()
    const database = new DatabaseSync(file)
    expect(database.prepare('SELECT COUNT(*) AS files FROM outbox_files').get()).toEqual({ files: 0 })
    database.close()
  })

  it('delivers each entry once, retrying a failing upstream with backoff until it recovers', async () => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'))
    const received: string[] = []
    let up = false
    const worker = new OutboxWorker(
      outbox,
      async (delivered) => {
        if (!up) throw new Error('server error')
        received.push(delivered.id)
      },
      () => undefined,
    )
    outbox.add(entry('a'), 0)
    outbox.add(entry('b'), 0)
    await worker.kick()
    expect(received).toEqual([])
    expect(outbox.pending().map((pending) => [pending.id, pending.attempts])).toEqual([
      ['a', 1],
      ['b', 1],
    ])
    up = true
    await worker.kick() // nothing due before the backoff ends
    expect(received).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await worker.kick()
    await Promise.all([worker.kick(), worker.kick()])
    expect(received).toEqual(['a', 'b'])
    expect(outbox.pending()).toEqual([])
    worker.stop()
    outbox.close()
  })

  const failingWorker = (outbox: Outbox, received: string[], refuses: (id: string) => boolean) =>
    new OutboxWorker(
      outbox,
      async (delivered) => {
        if (refuses(delivered.id)) throw new Error('server error')
        received.push(delivered.id)
      },
      () => undefined,
    )

  it('stops a round after two failed deliveries in a row: a down upstream gets one trial per pause, not every waiting submission', async () => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'))
    const tried: string[] = []
    const worker = failingWorker(outbox, [], (id) => (tried.push(id), true))
    for (const [index, id] of ['a', 'b', 'c', 'd'].entries()) outbox.add(entry(id), index)
    await worker.kick()
    expect(tried).toEqual(['a', 'b'])
    expect(outbox.pending().map((pending) => [pending.id, pending.attempts])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 0],
      ['d', 0],
    ])
    worker.stop()
    outbox.close()
  })

  it('after an outage, the first delivery that goes through makes every waiting submission due, and the round delivers them all', async () => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'))
    const received: string[] = []
    let up = false
    const worker = failingWorker(outbox, received, () => !up)
    for (const [index, id] of ['a', 'b', 'c'].entries()) outbox.add(entry(id), index)
    await worker.kick()
    // c waits for its own backoff, far ahead
    outbox.failed('c', 'server error', Date.now() + 60_000)
    up = true
    outbox.add(entry('d'), 3)
    await worker.kick()
    expect(received).toEqual(['d', 'a', 'b', 'c'])
    expect(outbox.pending()).toEqual([])
    worker.stop()
    outbox.close()
  })

  it('a submission refused on its own does not hold up the others, nor make them all due again', async () => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'))
    const received: string[] = []
    const worker = failingWorker(outbox, received, (id) => id.startsWith('refused'))
    for (const [index, id] of ['refused-1', 'b', 'refused-2', 'c'].entries()) outbox.add(entry(id), index)
    await worker.kick()
    expect(received).toEqual(['b', 'c'])
    expect(outbox.pending().map((pending) => [pending.id, pending.attempts])).toEqual([
      ['refused-1', 1],
      ['refused-2', 1],
    ])
    expect(outbox.nextDue()).toBeGreaterThan(Date.now())
    worker.stop()
    outbox.close()
  })
})

/** An answer of Magnolia as the upstream client reports it. */
const answered = (status: number, data?: unknown) =>
  new UpstreamError(
    status === 400 ? 'bad request' : status === 413 ? 'payload too large' : status >= 500 || status === 408 || status === 429 ? 'server error' : 'conflict',
    { status, data },
  )

/** A worker whose upstream fails a delivery with `failure(id)` or takes it; `tried` lists every attempt in order. */
function workerWith(outbox: Outbox, failure: (id: string) => Error | undefined, tried: string[] = []): OutboxWorker {
  return new OutboxWorker(
    outbox,
    async (delivered) => {
      tried.push(delivered.id)
      const error = failure(delivered.id)
      if (error) throw error
    },
    () => undefined,
  )
}

describe('what a failed delivery means (issue 32: a refused submission never holds back the next one)', () => {
  const open = () => new Outbox(join(dir, 'outbox.sqlite'))

  it.each([
    [
      '400, an address the mail API refuses',
      answered(400, { error: { code: 'BAD_REQUEST', message: 'Invalid email address → at email' } }),
      'refused',
      '400 bad request: {"error":{"code":"BAD_REQUEST","message":"Invalid email address → at email"}}',
    ],
    ['413, a body larger than it takes', answered(413), 'refused', '413 payload too large'],
    ['401', new UpstreamError('unauthorized', { status: 401 }), 'refused', '401 unauthorized'],
    ['403', new UpstreamError('forbidden', { status: 403 }), 'refused', '403 forbidden'],
    ['404', new UpstreamError('not found', { status: 404 }), 'refused', '404 not found'],
    ['409', new UpstreamError('conflict', { status: 409 }), 'refused', '409 conflict'],
    ['415', new UpstreamError('server error', { status: 415 }), 'refused', '415 server error'],
    ['422', new UpstreamError('server error', { status: 422 }), 'refused', '422 server error'],
    ['408, a timeout of the upstream', answered(408), 'failed', 'server error'],
    ['429, too many requests', answered(429), 'failed', 'server error'],
    ['500', answered(500), 'failed', 'server error'],
    ['503', answered(503), 'failed', 'server error'],
    ['no answer', new UpstreamError('network error'), 'failed', 'network error'],
    ['a 400 whose body broke off', new UpstreamError('network error', { status: 400 }), 'failed', 'network error'],
    ['the circuit open', new UpstreamError('network error', { circuitOpen: true }), 'failed', 'network error'],
    ['a 200 of the wrong shape', new UpstreamError('Internal error', { status: 200, shapeIssues: 'id: expected string' }), 'failed', 'Internal error'],
    ['a failure that is no upstream answer', new Error('disk full'), 'failed', 'disk full'],
  ] as const)('%s', async (_, error, outcome, reason) => {
    const outbox = open()
    const tried: string[] = []
    const worker = workerWith(outbox, (id) => (id === 'valid' ? undefined : error), tried)
    const counts = async () => Object.fromEntries((await outboxDeliveries.get()).values.map((value) => [value.labels.outcome, value.value]))
    const before = await counts()
    const counted = (from: typeof before, label: string) => from[label] ?? 0
    for (const [index, id] of ['first', 'second', 'valid'].entries()) outbox.add(entry(id), index)
    await worker.kick()
    const after = await counts()
    if (outcome === 'refused') {
      // dead letters with their reason; the valid one behind them goes out in the same round
      expect(tried).toEqual(['first', 'second', 'valid'])
      expect(outbox.deadLetters().map((dead) => [dead.id, dead.attempts, dead.lastError])).toEqual([
        ['first', 1, reason],
        ['second', 1, reason],
      ])
      expect(outbox.pending()).toEqual([])
      expect(outbox.nextDue()).toBeUndefined()
      expect(counted(after, 'refused') - counted(before, 'refused')).toBe(2)
      expect(counted(after, 'delivered') - counted(before, 'delivered')).toBe(1)
    } else {
      // two failures in a row: the upstream is down, the round ends, each waits its own backoff
      expect(tried).toEqual(['first', 'second'])
      expect(outbox.deadLetters()).toEqual([])
      expect(outbox.pending().map((pending) => [pending.id, pending.attempts, pending.lastError])).toEqual([
        ['first', 1, reason],
        ['second', 1, reason],
        ['valid', 0, null],
      ])
      expect(counted(after, 'failed') - counted(before, 'failed')).toBe(2)
    }
    worker.stop()
    outbox.close()
  })

  it('two refused submissions, then a valid one: it goes out at once, and the refused ones are never tried again by themselves', async () => {
    const outbox = open()
    const tried: string[] = []
    const worker = workerWith(outbox, (id) => (id.startsWith('refused') ? answered(400) : undefined), tried)
    outbox.add(entry('refused-1'))
    await worker.kick()
    outbox.add(entry('refused-2'))
    await worker.kick()
    outbox.add(entry('valid'))
    await worker.kick()
    // much later, and after a recovery from an outage: still not tried
    outbox.retryAll(Date.now() + 600_000)
    await worker.kick()
    expect(tried).toEqual(['refused-1', 'refused-2', 'valid'])
    expect(outbox.deadLetters().map((dead) => dead.id)).toEqual(['refused-1', 'refused-2'])
    expect(outbox.counts()).toEqual({ pending: 0, dead: 2 })
    worker.stop()
    outbox.close()
  })

  it('refusals neither count toward an outage nor end one: between two failures of a down upstream the round still ends', async () => {
    const outbox = open()
    const tried: string[] = []
    const worker = workerWith(outbox, (id) => (id.startsWith('refused') ? answered(400) : id.startsWith('down') ? answered(503) : undefined), tried)
    for (const [index, id] of ['refused-1', 'down-1', 'refused-2', 'down-2', 'valid'].entries()) outbox.add(entry(id), index)
    await worker.kick()
    expect(tried).toEqual(['refused-1', 'down-1', 'refused-2', 'down-2'])
    expect(outbox.pending().map((pending) => pending.id)).toEqual(['down-1', 'down-2', 'valid'])
    worker.stop()
    outbox.close()
  })

  it('logs a refusal as a warning naming the status, never what the upstream said (it may repeat personal data)', async () => {
    const outbox = open()
    const lines: Array<[string, string | undefined]> = []
    const worker = new OutboxWorker(
      outbox,
      () => Promise.reject(answered(400, { error: { message: 'ada@example.com is refused' } })),
      (line, level) => lines.push([line, level]),
    )
    outbox.add(entry('refused'))
    await worker.kick()
    expect(lines).toEqual([['[outbox] refused to /.rest/commands/v2/mail/mail refused with 400 (bad request): a dead letter, see npm run outbox', 'warn']])
    worker.stop()
    outbox.close()
  })
})

describe('dead letters for operators', () => {
  const drawing = { name: 'drawing.pdf', type: 'application/pdf', bytes: new Uint8Array(1000) }

  it('a dead letter sent again is pending and due now, and goes out; one dropped is gone with its files; neither works on other entries', async () => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'))
    outbox.add({ ...entry('retried'), files: [drawing] }, 0)
    outbox.add({ ...entry('dropped'), files: [drawing] }, 1)
    outbox.add(entry('pending'), 2)
    outbox.refused('retried', '400 bad request')
    outbox.refused('dropped', '413 payload too large')
    expect(outbox.retry('pending')).toBe(false)
    expect(outbox.drop('pending')).toBe(false)
    expect(outbox.retry('unknown')).toBe(false)
    expect(outbox.uploadBytes()).toBe(2000)

    expect(outbox.drop('dropped')).toBe(true)
    expect(outbox.drop('dropped')).toBe(false)
    expect(outbox.uploadBytes()).toBe(1000)
    expect(outbox.retry('retried', 5)).toBe(true)
    expect(outbox.deadLetters()).toEqual([])
    expect(outbox.due(5).map((due) => [due.id, due.attempts, due.files?.length])).toEqual([
      ['retried', 1, 1],
      ['pending', 0, undefined],
    ])
    outbox.close()
  })

  it('every dead letter at once, when their one cause is fixed', () => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'))
    for (const id of ['a', 'b', 'c']) outbox.add(entry(id))
    outbox.refused('a', '401 unauthorized')
    outbox.refused('b', '401 unauthorized')
    expect(outbox.retryDeadLetters()).toBe(2)
    expect(outbox.counts()).toEqual({ pending: 3, dead: 0 })
    outbox.close()
  })

  it('an idle worker takes a dead letter another process sent again within its poll', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const file = join(dir, 'outbox.sqlite')
      const outbox = new Outbox(file)
      const received: string[] = []
      const worker = workerWith(outbox, () => undefined, received)
      outbox.add(entry('refused'))
      outbox.refused('refused', '400 bad request')
      await worker.kick()
      const operator = new Outbox(file)
      expect(operator.retry('refused')).toBe(true)
      operator.close()
      expect(received).toEqual([])
      await vi.advanceTimersByTimeAsync(idlePollMs)
      expect(received).toEqual(['refused'])
      worker.stop()
      outbox.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it('an outbox written before dead letters existed opens with its entries due', () => {
    const file = join(dir, 'outbox.sqlite')
    const old = new DatabaseSync(file)
    old.exec(`CREATE TABLE outbox (id TEXT PRIMARY KEY, path TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, delivered_at INTEGER, last_error TEXT);
      CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);`)
    old
      .prepare('INSERT INTO outbox (id, path, body, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)')
      .run('old', '/.rest/commands/v2/mail/mail', '{}', 0, 0)
    old.close()
    const outbox = new Outbox(file)
    expect(outbox.due().map((due) => due.id)).toEqual(['old'])
    outbox.refused('old', '400 bad request')
    expect(outbox.deadLetters().map((dead) => dead.id)).toEqual(['old'])
    outbox.close()
  })

  it('the metric site_outbox_entries counts pending submissions and dead letters at each scrape', async () => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'))
    countOutbox(() => outbox.counts())
    for (const id of ['a', 'b', 'c']) outbox.add(entry(id))
    outbox.refused('a', '400 bad request')
    const text = await registry.metrics()
    expect(text).toContain('site_outbox_entries{state="pending"} 2')
    expect(text).toContain('site_outbox_entries{state="dead"} 1')
    outbox.close()
  })

  // four processes of the script: seconds on a busy machine
  it('npm run outbox lists pending submissions and dead letters with their reason, sends one again and drops one', { timeout: 60_000 }, () => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'))
    for (const id of ['pending-1', 'dead-1', 'dead-2']) outbox.add(entry(id))
    outbox.failed('pending-1', 'server error')
    outbox.refused('dead-1', '400 bad request: invalid email')
    outbox.refused('dead-2', '413 payload too large')
    const cli = (...args: string[]) => {
      const run = spawnSync(process.execPath, ['scripts/ops/outbox.ts', ...args], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dir }, encoding: 'utf8' })
      // what went wrong, should it: the script's own words
      return { status: run.status, stdout: run.stdout, stderr: run.status === 0 ? '' : run.stderr }
    }

    const listed = cli()
    expect(listed).toMatchObject({ status: 0 })
    expect(listed.stdout).toMatch(
      /^1 submission\(s\) pending in .*\npending-1 {2}\/\.rest\/commands\/v2\/mail\/mail .* attempts 1 {2}next .* last error: server error\n2 dead letter\(s\)/,
    )
    expect(listed.stdout).toMatch(
      /\ndead-1 {2}\/\.rest\/commands\/v2\/mail\/mail .* attempts 1 {2}refused .* reason: 400 bad request: invalid email\ndead-2 .* reason: 413 payload too large\n$/,
    )

    expect(cli('retry', 'dead-1')).toMatchObject({ status: 0, stdout: expect.stringContaining('dead-1 sent again') })
    expect(cli('drop', 'dead-2')).toMatchObject({ status: 0, stdout: expect.stringContaining('dead-2 dropped') })
    expect(cli('drop', 'pending-1')).toMatchObject({ status: 1, stdout: expect.stringContaining('pending-1 is no dead letter') })
    expect(outbox.pending().map((pending) => pending.id)).toEqual(['pending-1', 'dead-1'])
    expect(outbox.deadLetters()).toEqual([])
    outbox.close()
  })
})

describe('the upload quota', () => {
  const file = (size: number) => ({ name: 'drawing.pdf', type: 'application/pdf', bytes: new Uint8Array(size) })

  it.each([
    ['a first upload up to the quota', [], false, 1000, 'added'],
    ['one that would pass it', [600], false, 500, 'over-quota'],
    ['one that fills it exactly', [600], false, 400, 'added'],
    ['a submission without files, whatever is stored', [1000], false, 0, 'added'],
    ['one while a dead letter holds the room', [600], true, 500, 'over-quota'],
  ] as const)('%s', (_, stored, storedDead, size, result) => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'), { uploadQuotaBytes: 1000 })
    for (const [index, bytes] of stored.entries()) outbox.add({ ...entry(`stored-${index}`), files: [file(bytes)] })
    if (storedDead) outbox.refused('stored-0', '400 bad request')
    expect(outbox.add({ ...entry('new'), ...(size > 0 ? { files: [file(size)] } : {}) })).toBe(result)
    // nothing of a refused one is kept
    expect(outbox.pending().some((pending) => pending.id === 'new')).toBe(result === 'added')
    outbox.close()
  })

  it('delivered submissions free their room', () => {
    const outbox = new Outbox(join(dir, 'outbox.sqlite'), { uploadQuotaBytes: 1000 })
    outbox.add({ ...entry('first'), files: [file(800)] })
    expect(outbox.add({ ...entry('second'), files: [file(800)] })).toBe('over-quota')
    outbox.delivered('first')
    expect(outbox.add({ ...entry('second'), files: [file(800)] })).toBe('added')
    outbox.close()
  })
})
