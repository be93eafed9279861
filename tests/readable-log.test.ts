import { describe, expect, it } from 'vitest'
import { readableMessage } from '../server/readable-log.ts'

/** npm start's log for people (server/readable-log.ts): the same events production logs as JSON, one short line each. */
describe('the readable log of npm start', () => {
  it.each([
    [
      'a request in one glance',
      {
        level: 30,
        time: 1,
        msg: 'request',
        requestId: 'r1',
        method: 'GET',
        route: 'page',
        path: '/en/about',
        status: 200,
        ms: 12.3,
        bytes: 5120,
        upstream: { calls: 1, ms: 4, each: ['cms ok 4ms'] },
        cache: 'miss',
        pageCache: 'miss',
      },
      'GET /en/about 200 12.3 ms',
    ],
    [
      'a request the page cache answered',
      { msg: 'request', method: 'GET', path: '/en', status: 200, ms: 0.4, pageCache: 'hit' },
      'GET /en 200 0.4 ms (page cache)',
    ],
    [
      'another event with its fields',
      { level: 40, time: 1, msg: 'upstream call failed', upstream: 'cms', outcome: 'error', ms: 3, status: 500 },
      'upstream call failed upstream=cms outcome=error ms=3 status=500',
    ],
    ['a nested field as JSON', { msg: 'revalidated', sites: ['albis'], paths: 2 }, 'revalidated sites=["albis"] paths=2'],
  ])('%s', (_, event, line) => {
    expect(readableMessage(event)).toBe(line)
  })
})
