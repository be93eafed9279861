import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Outbox, type OutboxEntry, OutboxWorker, backoffMs } from '#app/server/outbox.server.ts'

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
    expect(first.add(entry('a'))).toBe(true)
    expect(first.add(entry('a'))).toBe(false)
    first.close()
    const again = new Outbox(file)
    expect(again.due().map((due) => due.id)).toEqual(['a'])
    again.delivered('a')
    expect(again.pending()).toEqual([])
    again.close()
  })

  it('keeps a submission\'s files with it over a restart, in their order, and drops them once it is delivered', () => {
    const file = join(dir, 'outbox.sqlite')
    const first = new Outbox(file)
    const drawing = { name: 'drawing.pdf', type: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) }
    const photo = { name: 'part.png', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) }
    expect(first.add({ ...entry('with-files'), files: [drawing, photo] })).toBe(true)
    expect(first.add({ ...entry('with-files'), files: [photo] })).toBe(false)
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
