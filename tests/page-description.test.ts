import { describe, expect, it } from 'vitest'
import { descriptionLength, pageDescription, plainText } from '#app/site/page-description.ts'

const brandLine = 'MOCOM: a company of the group for plastics, chemicals and the services around them.'

describe('plain text of rich text', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['<p>A&nbsp;&amp;&nbsp;B &lt;C&gt; &quot;D&quot; &#39;E&#39;</p>', `A & B <C> "D" 'E'`],
    ['  spaced\n\tout  ', 'spaced out'],
    ['<br/>', ''],
    ['<p>one</p><p>two</p>', 'one two'],
  ])('%j -> %j', (html, text) => {
    expect(plainText(html)).toBe(text)
  })
})

describe('page descriptions', () => {
  it('keeps a CMS description of 50 to 160 characters as it is', () => {
    const given = 'From automotive lighting to medical devices, compounds made to specification.'
    expect(pageDescription(given, ['ignored text'], brandLine)).toBe(given)
  })

  it('cuts a long text at a word before 160 characters with an ellipsis', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ')
    const description = pageDescription(long, [], brandLine)
    expect(description.length).toBeLessThanOrEqual(descriptionLength.max)
    expect(description.length).toBeGreaterThanOrEqual(descriptionLength.min)
    expect(description.endsWith('…')).toBe(true)
    expect(long.startsWith(description.slice(0, -1))).toBe(true)
    expect(long[description.length - 1]).toBe(' ') // cut where a word ended
  })

  it('cuts a text without spaces inside the limit', () => {
    const description = pageDescription('x'.repeat(300), [], brandLine)
    expect(description).toBe(`${'x'.repeat(159)}…`)
  })

  it('keeps exactly 160 characters, and exactly 50 without adding anything', () => {
    const full = `${'a'.repeat(79)} ${'b'.repeat(80)}`
    expect(pageDescription(full, [], brandLine)).toBe(full)
    const fifty = 'c'.repeat(50)
    expect(pageDescription(fifty, ['more text'], brandLine)).toBe(fifty)
    expect(pageDescription(undefined, [fifty, 'more text'], brandLine)).toBe(fifty)
  })

  it('cuts at a word only when at least 50 characters stay', () => {
    expect(pageDescription(`${'a'.repeat(10)} ${'b'.repeat(200)}`, [], brandLine)).toBe(`${'a'.repeat(10)} ${'b'.repeat(148)}…`)
    expect(pageDescription(`${'a'.repeat(50)} ${'b'.repeat(150)}`, [], brandLine)).toBe(`${'a'.repeat(50)}…`)
  })

  it('drops every punctuation mark before the ellipsis', () => {
    expect(pageDescription(`${'a'.repeat(100)}.., ${'b'.repeat(100)}`, [], brandLine)).toBe(`${'a'.repeat(100)}…`)
  })

  it('drops punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(100)} ${'b'.repeat(50)}, ${'c'.repeat(30)}`
    expect(pageDescription(text, [], brandLine)).toBe(`${'a'.repeat(100)} ${'b'.repeat(50)}…`)
  })

  it('without a CMS description, takes the page texts in order until there are 50 characters', () => {
    expect(
      pageDescription(
        undefined,
        ['<p>Quality you can measure.</p>', '<p>Every batch is tested in our own laboratory.</p>', '<p>Never reached.</p>'],
        brandLine,
      ),
    ).toBe('Quality you can measure. Every batch is tested in our own laboratory.')
    expect(pageDescription('Short.', ['<p>Every batch is tested in our own laboratory.</p>'], brandLine)).toBe(
      'Short. Every batch is tested in our own laboratory.',
    )
  })

  it('a page with too little text gets the brand line after it; a page without text the brand line', () => {
    expect(pageDescription(undefined, ['<p>Contact us.</p>', ''], brandLine)).toBe(`Contact us. – ${brandLine}`)
    expect(pageDescription(undefined, [], brandLine)).toBe(brandLine)
    expect(pageDescription('   ', ['  '], brandLine)).toBe(brandLine)
  })
})
