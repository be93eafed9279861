import { describe, expect, it } from 'vitest'
import { carriesBearer } from '#app/server/edge/bearer.server.ts'

describe('the bearer token of an operator endpoint', () => {
  const asking = (authorization?: string) => new Request('http://site/metrics', authorization === undefined ? {} : { headers: { authorization } })
  it.each<[string, string | undefined, string | undefined, boolean]>([
    ['the secret', 'Bearer s3cret-token', 's3cret-token', true],
    ['another token of the same length', 'Bearer s3cret-tokeN', 's3cret-token', false],
    ['a prefix of the secret', 'Bearer s3cret', 's3cret-token', false],
    ['the secret and more', 'Bearer s3cret-token2', 's3cret-token', false],
    ['the secret without the scheme', 's3cret-token', 's3cret-token', false],
    ['the secret after something else', 'xBearer s3cret-token', 's3cret-token', false],
    ['another scheme', 'Basic s3cret-token', 's3cret-token', false],
    ['the scheme twice', 'Bearer Bearer s3cret-token', 's3cret-token', false],
    ['no header', undefined, 's3cret-token', false],
    ['the scheme alone', 'Bearer ', 's3cret-token', false],
    ['the scheme alone where no secret is set', 'Bearer ', undefined, false],
    ['no header where no secret is set', undefined, undefined, false],
    ['no header where the secret is empty', undefined, '', false],
    ['the scheme alone where the secret is empty', 'Bearer ', '', false],
  ])('%s: %s', (_, header, secret, carries) => {
    expect(carriesBearer(asking(header), secret)).toBe(carries)
  })
})
