import { describe, expect, it } from 'vitest'
import { brandTable } from '#config/brands.ts'
import { parseBrandOrigins } from '#app/server/public-origin.server.ts'
import { readServerEnv } from '#config/server-env.ts'

describe('site configuration', () => {
  it('writes brand names and prefixes with the product word', () => {
    const brands = brandTable('acme')
    expect(brands.ceramics.prefix).toBe('acme-ceramics')
    expect(brands.group.prefix).toBe('otto-acme-group')
    expect(brands.chemie.prefix).toBe('acme-chemie')
    expect(brands.newBusiness.prefix).toBe('otto-acme-new-business')
    expect(brands.albis.prefix).toBe('albis-distribution')
    expect(
      Object.values(brands)
        .filter((b) => b.languages.includes('zh'))
        .map((b) => b.id),
    ).toEqual(['albis'])
  })

  it('reads BRAND_ORIGINS by brand id or prefix, ignoring junk', () => {
    const origins = parseBrandOrigins(
      'www.mocom.example=mocom, ceramics.example=acme-ceramics,broken,x=unknown,http://htf.localhost:3000=HTF, https://wipag.example:443/=wipag,=mocom',
      'acme',
    )
    expect([...origins]).toEqual([
      ['https://www.mocom.example', 'mocom'],
      ['https://ceramics.example', 'ceramics'],
      ['http://htf.localhost:3000', 'htf'],
      ['https://wipag.example', 'wipag'],
    ])
  })

  it.each([
    ['a pair without "=" (not read as host "moco" of brand "mocom")', 'mocom', []],
    ['a brand by its id where the prefix differs', 'c.example=ceramics', [['https://c.example', 'ceramics']]],
    ['a brand id in any case', 'nb.example=NewBusiness', [['https://nb.example', 'newBusiness']]],
    ['the brand with spaces around it', 'k.example= mocom ', [['https://k.example', 'mocom']]],
    ['a scheme in capitals', 'HTTP://up.example:8080=htf', [['http://up.example:8080', 'htf']]],
    ['a scheme only at the start counts as one', 'evil.example/https://x=mocom', [['https://evil.example', 'mocom']]],
    ['no host', ' =mocom', []],
    ['a host that is none', 'a b.example=mocom', []],
  ])('BRAND_ORIGINS: %s', (_, value, expected) => {
    expect([...parseBrandOrigins(value, 'acme')]).toEqual(expected)
  })

  it('validates the environment and applies defaults', () => {
    const env = readServerEnv({ CMS_URL: 'http://cms.example:8080', SEARCH_URL: '' })
    expect(env.CMS_URL).toBe('http://cms.example:8080')
    expect(env.SEARCH_URL).toBeUndefined()
    expect(env.PORT).toBe(3000)
    expect(env.PUBLIC_PRODUCT_WORD).toBe('acme')
    expect(() => readServerEnv({ CMS_URL: 'ftp://cms' })).toThrow(/CMS_URL/)
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow(/PORT/)
  })

  it("the launcher's variables: defaults, values, and an empty value as unset", () => {
    const defaults = readServerEnv({})
    expect([defaults.DATA_DIR, defaults.HOST, defaults.NODE_ENV, defaults.LOG_LEVEL]).toEqual(['./data', '127.0.0.1', 'production', 'info'])
    expect([defaults.EMBEDDED_BACKEND, defaults.BACKEND_CONTROL_TOKEN, defaults.JOBS_SCALE, defaults.SEARCH_SCALE_DOCS, defaults.CATALOGUE_SCALE]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    const blank = readServerEnv({
      DATA_DIR: '',
      HOST: '',
      EMBEDDED_BACKEND: '',
      BACKEND_CONTROL_TOKEN: '',
      JOBS_SCALE: '',
      SEARCH_SCALE_DOCS: '',
      CATALOGUE_SCALE: '',
    })
    expect(blank).toMatchObject({ DATA_DIR: './data', HOST: '127.0.0.1' })
    expect([blank.EMBEDDED_BACKEND, blank.BACKEND_CONTROL_TOKEN, blank.JOBS_SCALE, blank.SEARCH_SCALE_DOCS, blank.CATALOGUE_SCALE]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    const set = readServerEnv({
      DATA_DIR: '/app/data',
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      EMBEDDED_BACKEND: '1',
      BACKEND_CONTROL_TOKEN: 't',
      JOBS_SCALE: '5000',
      SEARCH_SCALE_DOCS: '100000',
      CATALOGUE_SCALE: '20000',
      LOG_LEVEL: 'warn',
    })
    expect(set).toMatchObject({
      DATA_DIR: '/app/data',
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      EMBEDDED_BACKEND: '1',
      BACKEND_CONTROL_TOKEN: 't',
      JOBS_SCALE: 5000,
      SEARCH_SCALE_DOCS: 100000,
      CATALOGUE_SCALE: 20000,
      LOG_LEVEL: 'warn',
    })
    expect(() => readServerEnv({ JOBS_SCALE: 'many' })).toThrow(/JOBS_SCALE/)
    expect(() => readServerEnv({ EMBEDDED_BACKEND: 'yes' })).toThrow(/EMBEDDED_BACKEND/)
    expect(() => readServerEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => readServerEnv({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/)
  })
})
