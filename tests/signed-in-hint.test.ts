import { describe, expect, it } from 'vitest'
import { hasSignedInHint, signedInHintChanged, subscribeSignedInHint } from '#app/site/signed-in-hint.ts'

describe("the client area's signed-in hint (the header's label)", () => {
  it.each([
    ['client_signed_in=1', true],
    ['language=de; client_signed_in=1; other=x', true],
    ['', false],
    ['client_signed_in=0', false],
    ['not_client_signed_in=1', false],
    ['client_session=100200.abc', false],
  ])('%j: %s', (cookies, expected) => {
    expect(hasSignedInHint(cookies)).toBe(expected)
  })

  it('tells each listener of a sign-in or sign-out in the tab until it stops listening', () => {
    const heard: string[] = []
    const stopFirst = subscribeSignedInHint(() => heard.push('first'))
    const stopSecond = subscribeSignedInHint(() => heard.push('second'))
    signedInHintChanged()
    stopFirst()
    signedInHintChanged()
    stopSecond()
    signedInHintChanged()
    expect(heard).toEqual(['first', 'second', 'second'])
  })
})
