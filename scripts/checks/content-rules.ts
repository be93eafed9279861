/**
 * The rules of the content check (`scripts/checks/content-check.ts`, issue 34): what a page's main text
 * is and how many words it has, which language its function words are in, what a page's facts
 * are, which fairs take place where, and when an order's status and dates agree. Pure, so the
 * unit tests (`tests/content-rules.test.ts`) pin them down.
 */

/** Fewer words than this in a page's main text, and no app on the page: a thin page. */
export const minWords = 60
/** More function words of the other language than this in a page's main text: a page in the wrong language. */
export const maxForeignWords = 5

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

function decoded(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)))
    return entities[name] ?? whole
  })
}

/** `html` without the elements whose opening tag matches `opening`, nested elements of the same name and all. */
function withoutElements(html: string, opening: RegExp): string {
  let rest = html
  for (let match = opening.exec(rest); match; match = opening.exec(rest)) {
    const name = (match[1] ?? '').toLowerCase()
    const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi')
    tags.lastIndex = match.index + match[0].length
    let depth = 1
    let end = rest.length
    for (let tag = tags.exec(rest); tag; tag = tags.exec(rest)) {
      depth += tag[1] === '/' ? -1 : 1
      if (depth === 0) {
        end = tag.index + tag[0].length
        break
      }
    }
    rest = `${rest.slice(0, match.index)} ${rest.slice(end)}`
  }
  return rest
}

/**
 * The text a visitor reads in a page's `<main>`: without the breadcrumbs and other navigation,
 * scripts, styles and the hidden parts (`hidden`, `visually-hidden`, `<template>`), tags as spaces.
 * With the page's language, also without the parts that say they are in another one (`lang`, as
 * an English job advert on the German site does).
 */
export function mainText(html: string, pageLang?: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? ''
  const own = pageLang === undefined ? main : withoutElements(main, new RegExp(`<(\\w+)\\b[^>]*\\blang="(?!${pageLang}\\b)[^"]*"[^>]*>`, 'i'))
  const visible = own
    .replace(/<(script|style|template|nav|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(\w+)\b[^>]*\bclass="[^"]*\bvisually-hidden\b[^"]*"[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
  return decoded(visible).replace(/\s+/g, ' ').trim()
}

const han = /\p{Script=Han}/u

/** Words of a text: each run of letters or digits a word; Chinese counted as one word per two characters. */
export function wordCount(text: string): number {
  let count = 0
  for (const token of text.split(/\s+/)) {
    const chinese = [...token].filter((character) => han.test(character)).length
    const rest = token.replace(/\p{Script=Han}/gu, ' ')
    count += Math.ceil(chinese / 2) + rest.split(/[^\p{L}\p{N}]+/u).filter((part) => /\p{L}/u.test(part)).length
  }
  return count
}

/** Function words that occur only in one of the two languages (not `in`, `an`, `so`, `will`, `also`, `man`, `die`, `was`). */
const functionWords = {
  en: new Set([
    'the',
    'and',
    'of',
    'to',
    'with',
    'for',
    'is',
    'are',
    'our',
    'we',
    'you',
    'your',
    'this',
    'that',
    'from',
    'by',
    'at',
    'be',
    'which',
    'have',
    'has',
    'their',
    'or',
    'on',
    'it',
    'its',
    'they',
    'were',
  ]),
  de: new Set([
    'der',
    'das',
    'und',
    'mit',
    'für',
    'ist',
    'sind',
    'wir',
    'unsere',
    'unser',
    'ihre',
    'von',
    'zu',
    'auf',
    'nicht',
    'eine',
    'einer',
    'einen',
    'dem',
    'den',
    'des',
    'sich',
    'bei',
    'oder',
    'auch',
    'wird',
    'werden',
    'über',
  ]),
}

/** The words of a text that are function words of `lang`, lower case, in order. */
function functionWordsOf(text: string, lang: 'en' | 'de'): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => functionWords[lang].has(word))
}

/** The function words of the other language in a page's main text: English ones on German and Chinese pages, German ones on English pages. */
export function foreignWords(text: string, pageLang: string): string[] {
  return functionWordsOf(text, pageLang === 'en' ? 'de' : 'en')
}

/** A page's facts: the values of its facts component (`<span class="fact-value">`), in order; none without one. */
export function factsOf(html: string): string[] {
  return [...html.matchAll(/<span class="fact-value"[^>]*>([\s\S]*?)<\/span>/gi)].map((match) =>
    decoded((match[1] ?? '').replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')).trim(),
  )
}

/** The fairs the content may name, and the cities they take place in (content bible, "Trade fairs and events"). */
const fairs: ReadonlyArray<{ name: RegExp; cities: RegExp; label: string }> = [
  { label: 'K', name: /\bK(?: |-)?(?:20\d\d|fair|Messe|show)\b/i, cities: /Düsseldorf|Dusseldorf|杜塞尔多夫/i },
  { label: 'interpack', name: /\binterpack\b/i, cities: /Düsseldorf|Dusseldorf|杜塞尔多夫/i },
  { label: 'Fakuma', name: /\bFakuma\b/i, cities: /Friedrichshafen|腓特烈港/i },
  { label: 'Chinaplas', name: /\bChinaplas\b|雅式|国际橡塑展/i, cities: /Shanghai|Shenzhen|上海|深圳/i },
  { label: 'NPE', name: /\bNPE\b/, cities: /Orlando|奥兰多/i },
  { label: 'Plastics Recycling Show Europe', name: /Plastics Recycling Show/i, cities: /Amsterdam|阿姆斯特丹/i },
  { label: 'ACHEMA', name: /\bACHEMA\b/i, cities: /Frankfurt|法兰克福/i },
  { label: 'ceramitec', name: /\bceramitec\b/i, cities: /Munich|München|慕尼黑/i },
  { label: 'IFAT', name: /\bIFAT\b/, cities: /Munich|München|慕尼黑/i },
  { label: 'Powtech', name: /\bPowtech\b/i, cities: /Nuremberg|Nürnberg|纽伦堡/i },
]

/** Why an event's name and city disagree (a fair of the table in another city), or undefined when they agree or it names no fair. */
export function fairMismatch(name: string, location: string): string | undefined {
  const fair = fairs.find((candidate) => candidate.name.test(name))
  if (!fair || fair.cities.test(location)) return undefined
  return `${fair.label} does not take place in "${location}"`
}

/** An order as the client area's order history gives it. */
export interface CheckedOrder {
  orderNumber: string
  date: string
  status: string
  estimatedDeliveryDate: string | null
}

const open = new Set(['ordered', 'confirmed', 'scheduled', 'inProgress', 'shipped'])

/** Why an order's status and dates disagree on `today` (`YYYY-MM-DD`), or undefined when they agree. */
export function orderMismatch(order: CheckedOrder, today: string): string | undefined {
  const due = order.estimatedDeliveryDate
  if (due !== null && due < order.date) return `estimated delivery ${due} before the order date ${order.date}`
  if (order.status === 'delivered' && due !== null && due > today) return `delivered, but its estimated delivery ${due} is to come`
  if (open.has(order.status) && due !== null && due < today) return `${order.status}, but its estimated delivery ${due} is past`
  if (order.date > today) return `ordered on ${order.date}, after today`
  return undefined
}

/** The `src` of every `<img>` of a page (the `srcset` candidates are renditions of the same asset). */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi)].map((match) => decoded(match[1] ?? ''))
}

/** The page's `<title>`. */
export function titleOf(html: string): string {
  return decoded(/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '').trim()
}
