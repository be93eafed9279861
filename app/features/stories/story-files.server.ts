/**
 * The files the stories app serves beside its pages (docs/contracts.md, "Feeds and calendar
 * files"): the RSS feed of a brand's press or blog in one language, and an event's `.ics` file.
 * Links in them keep the URL grammar: the brand prefix unless the request came to the brand's origin.
 */
import { type BrandId, brandIds, brandTable, cmsSiteOf } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import { publicOrigins, serverEnv } from '#app/server/env.server.ts'
import { addressHref } from '#app/site/page-address.ts'
import { storyPagePath } from '#app/site/story-path.ts'
import { m } from '#app/paraglide/messages.js'
import { siteEvents, storyList } from './stories.server.ts'
import { type FeedKind, rssFeed, storyFeedPath } from './story-feed.ts'
import { eventIcs } from './event-calendar.server.ts'

/** How many stories a feed holds. */
const feedSize = 20

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
const unavailable = () => new Response('Service unavailable', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } })

interface FileParams {
  brand: string
  lang: string
  file: string
}

function siteOf(params: FileParams): { brand: BrandId; lang: Language; productWord: string } | undefined {
  const productWord = serverEnv().PUBLIC_PRODUCT_WORD
  const brand = brandIds.find((id) => id === params.brand)
  const lang = brand ? brandTable(productWord)[brand].languages.find((language) => language === params.lang) : undefined
  return brand && lang ? { brand, lang, productWord } : undefined
}

function origins(request: Request, brand: BrandId): { origin: string; brandInPath: boolean } {
  const origin = new URL(request.url).origin // the public origin: the edge resolved it (docs/security.md)
  return { origin, brandInPath: publicOrigins().brands.get(origin) !== brand }
}

/** `GET /feeds/{brand}/{lang}/{press|blog}.xml`: RSS 2.0. */
export async function storyFeedResponse(params: FileParams, request: Request): Promise<Response> {
  const site = siteOf(params)
  const kind: FeedKind | undefined = params.file === 'press.xml' ? 'press' : params.file === 'blog.xml' ? 'blog' : undefined
  if (!site || !kind) return notFound()
  let stories
  try {
    stories = (await storyList(cmsSiteOf(site.brand), kind, site.lang, {}, 0, feedSize)).stories
  } catch {
    return unavailable()
  }
  const { origin, brandInPath } = origins(request, site.brand)
  const url = (pagePath: string) => `${origin}${addressHref({ brand: site.brand, brandInPath, lang: site.lang, pagePath }, site.productWord)}`
  const name = brandTable(site.productWord)[site.brand].name
  const title = kind === 'press' ? m.stories_feed_press({ brand: name }, { locale: site.lang }) : m.stories_feed_blog({ brand: name }, { locale: site.lang })
  const xml = rssFeed(
    { title, description: title, link: url(`/info-center/${kind}`), self: `${origin}${storyFeedPath(site.brand, site.lang, kind)}`, lang: site.lang },
    stories.map((story) => ({ story, url: url(storyPagePath(kind, story.name, story.id)) })),
  )
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}

/** `GET /calendar/{brand}/{lang}/{event id}.ics`: the event as a calendar file to download. */
export async function eventIcsResponse(params: FileParams): Promise<Response> {
  const site = siteOf(params)
  const id = /^([\w-]{1,64})\.ics$/.exec(params.file)?.[1]
  if (!site || !id) return notFound()
  let event
  try {
    event = (await siteEvents(cmsSiteOf(site.brand), site.lang)).find((candidate) => candidate.id === id)
  } catch {
    return unavailable()
  }
  if (!event) return notFound()
  const ics = eventIcs(event, `${site.brand}.${site.productWord}`)
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.name.replace(/[^\w-]/g, '') || 'event'}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  })
}
