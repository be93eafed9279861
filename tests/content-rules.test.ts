import { describe, expect, it } from 'vitest'
import { factsOf, fairMismatch, foreignWords, imageSources, mainText, orderMismatch, titleOf, wordCount } from '../scripts/checks/content-rules.ts'
import { holdsApp, isHiddenPage, reportOf } from '../scripts/checks/content-check.ts'

describe('the content check: what a page says', () => {
  it('reads the main text without navigation, scripts, hidden parts and comments, entities decoded', () => {
    const html = `<header>Menu words</header><main id="content"><nav class="breadcrumbs"><a>Home</a></nav><h1>Über uns</h1><!--$--><p>Wir &amp; Sie<span class="visually-hidden">hidden</span></p><script>var x = 1</script></main><footer>Footer</footer>`
    expect(mainText(html)).toBe('Über uns Wir & Sie')
  })

  it('with the page language, leaves out the parts marked as another language, nested elements and all', () => {
    const html = `<main><h1 lang="en">Working student, Sales</h1><section class="job-content" lang="en"><section><p>Your tasks</p></section><p>and more</p></section><p lang="de-DE">Unsere Aufgaben</p><section><p>Bewerben Sie sich</p></section></main>`
    expect(mainText(html, 'de')).toBe('Unsere Aufgaben Bewerben Sie sich')
    expect(mainText(html, 'en')).toBe('Working student, Sales Your tasks and more Bewerben Sie sich')
    expect(mainText(html)).toBe('Working student, Sales Your tasks and more Unsere Aufgaben Bewerben Sie sich')
  })

  it.each([
    ['Seven words, and a number 42 here.', 6],
    ['我们服务的行业', 4],
    ['PA66 GF30 聚酰胺', 4],
    ['', 0],
  ])('counts the words of %j', (text, count) => {
    expect(wordCount(text)).toBe(count)
  })

  it.each([
    ['de', 'Wir liefern Polyamide ab Lager in Hamburg, mit Service.', []],
    ['de', 'Was wir für Sie tun: was Kunden brauchen, liefern wir.', []],
    ['de', 'We supply the polyamides of our partners from stock and with service.', ['we', 'the', 'of', 'our', 'from', 'and', 'with']],
    ['zh', '我们提供 the best', ['the']],
    ['en', 'We deliver die-cast parts and polyamides in Hamburg.', []],
    ['en', 'Wir liefern Polyamide mit Service und Beratung für die Industrie.', ['wir', 'mit', 'und', 'für']],
  ])('on a %s page finds the function words of the other language in %j', (lang, text, words) => {
    expect(foreignWords(text, lang)).toEqual(words)
  })

  it('reads the figures of the facts component', () => {
    expect(
      factsOf(
        '<section class="facts"><ul><li><span class="fact-value">98.7<!-- -->%</span><span class="fact-label">on time</span></li><li><span class="fact-value">1,250</span></li></ul></section>',
      ),
    ).toEqual(['98.7%', '1,250'])
    expect(factsOf('<p>70 years</p>')).toEqual([])
  })

  it('reads the title and the images', () => {
    const html = '<title>About us | MOCOM</title><img src="/dam/a.webp" srcSet="/dam/a-600w.webp 600w"/><img alt="" src="/dam/b&amp;c.png">'
    expect(titleOf(html)).toBe('About us | MOCOM')
    expect(imageSources(html)).toEqual(['/dam/a.webp', '/dam/b&c.png'])
  })
})

describe('the content check: fairs and orders', () => {
  it.each([
    ['ALBIS at K 2025', 'Messe Düsseldorf', undefined],
    ['ALBIS at K 2025', 'Shanghai', 'K does not take place in "Shanghai"'],
    ['Chinaplas 2026', 'National Exhibition and Convention Center, Shanghai', undefined],
    ['Chinaplas 2027', 'Chicago', 'Chinaplas does not take place in "Chicago"'],
    ['雅式橡塑展 Chinaplas 2027', '深圳国际会展中心', undefined],
    ['Fakuma 2026', 'Friedrichshafen', undefined],
    ['NPE 2027', 'Orlando, Florida', undefined],
    ['Webinar: processing polycarbonate', 'Online', undefined],
    ['Kunststoff-Seminar in Köln', 'Köln', undefined],
  ])('an event %j in %j', (name, location, problem) => {
    expect(fairMismatch(name, location)).toBe(problem)
  })

  const order = (status: string, date: string, estimatedDeliveryDate: string | null) => ({ orderNumber: '1', status, date, estimatedDeliveryDate })
  it.each([
    [order('delivered', '2026-10-01', '2026-10-20'), undefined],
    [order('delivered', '2026-11-01', '2026-12-03'), 'delivered, but its estimated delivery 2026-12-03 is to come'],
    [order('scheduled', '2026-11-20', '2026-12-03'), undefined],
    [order('confirmed', '2026-10-01', '2026-11-02'), 'confirmed, but its estimated delivery 2026-11-02 is past'],
    [order('shipped', '2026-11-20', '2026-11-27'), undefined],
    [order('ordered', '2026-11-26', null), undefined],
    [order('scheduled', '2026-11-20', '2026-11-10'), 'estimated delivery 2026-11-10 before the order date 2026-11-20'],
    [order('ordered', '2026-12-01', null), 'ordered on 2026-12-01, after today'],
  ])('an order %j on 2026-11-27', (checked, problem) => {
    expect(orderMismatch(checked, '2026-11-27')).toBe(problem)
  })
})

describe('the content check: apps and the report', () => {
  it('tells a page with an app from one with content components only', () => {
    const text = { 'mgnl:template': 'okg-lm:components/text', richText: '<p>Hi</p>' }
    expect(holdsApp({ 'mgnl:template': 'okg-lm:pages/basic', main: { '00': text, '@nodes': ['00'] } })).toBe(false)
    expect(holdsApp({ 'mgnl:template': 'okg-lm:pages/basic', main: { '00': text, '01': { 'mgnl:template': 'okg-lm:components/job-board' } } })).toBe(true)
    expect(holdsApp(undefined)).toBe(false)
  })

  it('lists the problems by brand and page, and counts them by rule', () => {
    const report = reportOf(
      [
        { brand: 'MOCOM', page: '/mocom/en/about', rule: 'thin', detail: '12 words of main text and no app' },
        { brand: 'MOCOM', page: '/mocom/en/about', rule: 'title', detail: '"About" does not name MOCOM' },
        { brand: 'ALBIS Distribution', page: '/de', rule: 'language', detail: '9 English function words' },
      ],
      10,
      20,
    )
    expect(report).toContain('### ALBIS Distribution (1)\n\n- `/de`\n  - language: 9 English function words')
    expect(report).toContain('### MOCOM (2)\n\n- `/mocom/en/about`\n  - thin: 12 words of main text and no app\n  - title: "About" does not name MOCOM')
    expect(report).toContain('3 problems: thin 1, title 1, language 1.')
    expect(reportOf([], 10, 20)).toContain('No problem found.')
  })
})

describe('the content check: which pages it reads', () => {
  it.each([
    [{ hideInNav: 'true', hideInSearch: 'true' }, true],
    [{ hideInNav: true, hideInSearch: true }, true],
    [{ hideInNav: 'true' }, false],
    [{ hideInSearch: 'true' }, false],
    [{ hideInNav: 'false', hideInSearch: 'true' }, false],
    [{}, false],
    [undefined, false],
  ])('a page %j is hidden from visitors: %s', (node, hidden) => {
    expect(isHiddenPage(node)).toBe(hidden)
  })
})
