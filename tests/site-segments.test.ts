import { describe, expect, it } from 'vitest'
import { parseSiteSegments, parseStorySegments } from '#app/site/site-segments.ts'

describe("a view's route takes its optional segments only where they can be a brand prefix and a language", () => {
  it.each([
    [{}, true],
    [{ lang: 'en' }, true],
    [{ lang: 'zh', prefix: 'mocom' }, true],
    [{ prefix: 'albis-distribution' }, true],
    [{ prefix: 'a' }, true],
    [{ prefix: `a${'b'.repeat(40)}` }, true],
    // not a language
    [{ lang: 'fr' }, false],
    [{ lang: '' }, false],
    [{ lang: 'EN' }, false],
    [{ prefix: 'mocom', lang: 'english' }, false],
    // a language is never a brand prefix
    [{ prefix: 'de' }, false],
    [{ prefix: 'en', lang: 'de' }, false],
    // not a brand prefix: a letter first, then letters and hyphens, at most 41 characters
    [{ prefix: '' }, false],
    [{ prefix: `a${'b'.repeat(41)}` }, false],
    [{ prefix: '-mocom' }, false],
    [{ prefix: '1mocom' }, false],
    [{ prefix: 'mo_com' }, false],
    [{ prefix: 'Mocom' }, false],
    [{ prefix: 'mocom\n' }, false],
    [{ prefix: 'x\nmocom' }, false],
  ])('%j -> %s', (segments, taken) => {
    expect(parseSiteSegments(segments)).toBe(taken ? segments : false)
  })
})

describe("a story's route takes its last segment only where it is a story, below segments a view's route takes", () => {
  it.each([
    [{ story: 'press~ultramid-award~s=42~' }, true],
    [{ story: 'blog~recycling-day~s=7~', lang: 'zh' }, true],
    [{ story: 'case-study~dashboard~s=a1b2~', prefix: 'mocom', lang: 'en' }, true],
    // not a story
    [{ story: 'press' }, false],
    [{ story: 'news~x~s=1~' }, false],
    [{ story: 'press~x~s=~' }, false],
    [{ story: 'press~x~s=1' }, false],
    [{ story: 'press~x~s=1~/more' }, false],
    // a story below segments that are no brand prefix or language
    [{ story: 'press~x~s=1~', lang: 'fr' }, false],
    [{ story: 'press~x~s=1~', prefix: 'de' }, false],
  ])('%j -> %s', (segments, taken) => {
    expect(parseStorySegments(segments)).toBe(taken ? segments : false)
  })
})
