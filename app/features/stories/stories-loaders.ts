/** App loaders of the news, press and blog lists, story pages, events and case studies. */
import { redirect } from '@tanstack/react-router'
import { brandTable } from '#config/brands.ts'
import { type AppHead, type AppLoader, type AppLoaderContext, ensureAppQuery, loadAppQuery } from '#app/cms/app-loader.ts'
import { addressHref } from '#app/site/page-address.ts'
import { caseStudyPagePath, storyOfPath, storyPagePath } from '#app/site/story-path.ts'
import { m } from '#app/paraglide/messages.js'
import { parseStoryListParams, storyListView } from './story-list-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { listFolderOf, marketOf } from './story-props.ts'
import { caseStudiesQuery, eventsQuery, newsQuery, storyListQuery, storyQuery } from './stories-queries.ts'
import { eventsJsonLd, storyJsonLd } from './story-json-ld.ts'
import { storyFeedPath } from './story-feed.ts'

/** Loads the newest stories for the news component. */
export const loadNews: AppLoader = ({ queryClient, address }) => loadAppQuery(queryClient, newsQuery(address.brand, address.lang))

/**
 * A story page: the story of the path's id, or "not found" (404 with the not-found help). A path
 * whose name is not the story's (an old or mistyped name) redirects (301) to the story's path.
 */
async function loadStory(context: AppLoaderContext, folder: 'press' | 'blog' | 'case-studies', name: string, id: string): Promise<AppHead> {
  const { queryClient, address, productWord, origin } = context
  const result = await ensureAppQuery(queryClient, storyQuery(address.brand, address.lang, folder, id))
  if (result?.status === 'not-found') return { notFound: true }
  if (result?.status !== 'ok') return {}
  const { story } = result
  const pagePath =
    folder === 'case-studies'
      ? caseStudyPagePath(address.pagePath.slice(0, address.pagePath.lastIndexOf('/')), story.name, story.id)
      : storyPagePath(folder, story.name, story.id)
  const href = addressHref({ ...address, pagePath }, productWord)
  if (story.name !== name) throw redirect({ href, statusCode: 301 })
  const publisher = brandTable(productWord)[address.brand].name
  return {
    title: story.title,
    description: story.lead,
    ...(story.image ? { ogImage: story.image.src } : {}),
    jsonLd: storyJsonLd(story, folder, { url: `${origin}${href}`, origin, publisher }),
  }
}

/** Press and blog: a story page when the path names a story of the component's kind, else the list view of the URL's params. */
export const loadStories: AppLoader = async (context) => {
  const { queryClient, address, search, components, productWord } = context
  const folders = [...new Set(components.map(listFolderOf))]
  const story = storyOfPath(address.pagePath)
  if (story && (story.kind === 'press' || story.kind === 'blog') && folders.includes(story.kind)) return loadStory(context, story.kind, story.name, story.id)
  const params = parseStoryListParams(search)
  await Promise.all(folders.map((folder) => loadAppQuery(queryClient, storyListQuery(address.brand, address.lang, folder, params))))
  const brand = brandTable(productWord)[address.brand].name
  const locale = address.lang
  return {
    search: viewLinkSearch(storyListView, search, params),
    feeds: folders.map((folder) => ({
      title: folder === 'press' ? m.stories_feed_press({ brand }, { locale }) : m.stories_feed_blog({ brand }, { locale }),
      href: storyFeedPath(address.brand, address.lang, folder),
    })),
  }
}

/** Events of the URL's year and topic; the server's answer also gives the page its `Event` JSON-LD. */
export const loadEvents: AppLoader = async ({ queryClient, address, search, productWord }) => {
  const params = parseStoryListParams(search)
  const query = eventsQuery(address.brand, address.lang, params)
  await loadAppQuery(queryClient, query)
  const result = queryClient.getQueryData(query.queryKey)
  const written = { search: viewLinkSearch(storyListView, search, params) }
  if (result?.status !== 'ok' || result.upcoming.length === 0) return written
  return { ...written, jsonLd: eventsJsonLd(result.upcoming, brandTable(productWord)[address.brand].name) }
}

/** A market's case studies, or the case study the path names. */
export const loadCaseStudies: AppLoader = async (context) => {
  const { queryClient, address, components } = context
  const story = storyOfPath(address.pagePath)
  if (story?.kind === 'case-study') return loadStory(context, 'case-studies', story.name, story.id)
  const markets = components.flatMap((component) => marketOf(component) ?? [])
  await Promise.all(markets.map((market) => loadAppQuery(queryClient, caseStudiesQuery(address.brand, address.lang, market))))
}
