import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { consentPendingScript, consentStorageKey } from '#app/ui/consent/consent-state.ts'

const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const now = Date.UTC(2026, 10, 27)

/** Runs the head script as a page would, with `stored` as the origin's kept choice; true when it asks. */
function asks(stored: string | null | Error, userAgent = browserAgent): boolean {
  const dataset: Record<string, string> = {}
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored
      return key === consentStorageKey ? stored : null
    },
  }
  const FixedDate = class extends Date {
    static override now() {
      return now
    }
  }
  runInNewContext(consentPendingScript, { localStorage, navigator: { userAgent }, document: { documentElement: { dataset } }, Date: FixedDate, JSON })
  return dataset['consent'] === 'ask'
}

const choice = (expirationTime: number) => JSON.stringify({ categories: ['necessary'], expirationTime })

describe('the head script that asks for consent', () => {
  it.each([
    ['no choice kept', null, true],
    ['a choice kept until later', choice(now + 1000), false],
    ['a choice past its expiry', choice(now - 1000), true],
    ['a kept value that is not JSON', '{broken', true],
    ['a kept value without expiry', JSON.stringify({ categories: ['necessary'] }), true],
    ['storage that refuses access', new Error('SecurityError'), true],
  ])('%s: asks %s', (_, stored, expected) => {
    expect(asks(stored)).toBe(expected)
  })

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Prerender (+https://github.com/prerender/prerender)',
  ])('does not ask a crawler or prerendering service: %s', (userAgent) => {
    expect(asks(null, userAgent)).toBe(false)
  })
})
