/**
 * A press or blog list: the filter form, `pages` × 9 stories newest first, and "Load more", a real
 * link to the next `pages` that, with script, appends the next 9 in place, replaces the URL and
 * moves focus to the first new story.
 */
import { Link, useNavigate } from '@tanstack/react-router'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { storyPagePath } from '#app/site/story-path.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { RetryNotice } from '#app/ui/retry-notice.tsx'
import { type StoryListParams, maxPages, parseStoryListParams, storyListView } from './story-list-params.ts'
import { storyListLinkSearch } from './story-list-links.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { useViewLocation } from '#app/site/view-location.ts'
import { storyListQuery } from './stories-queries.ts'
import { type StoryListResult, getMoreStories } from './stories.functions.ts'
import { storyFeedPath } from './story-feed.ts'
import { StoryCard } from './story-card.tsx'
import { StoryFilters } from './story-filters.tsx'

/** The press and blog lists' own pages, file routes whose search params are the list's, typed. */
const listRoutes = { press: '/{-$prefix}/{-$lang}/info-center/press', blog: '/{-$prefix}/{-$lang}/info-center/blog' } as const

export function StoryList({ folder, title }: { folder: 'press' | 'blog'; title: string | undefined }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const { params: urlParams, segments, search } = useViewLocation(listRoutes[folder], parseStoryListParams)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const query = useQuery({ ...storyListQuery(address.brand, address.lang, folder, urlParams), placeholderData: keepPreviousData })
  /** A link to a view of the list: typed on its own page, the same URL on the page an editor placed it on. */
  const listLink = (next: StoryListParams) =>
    segments
      ? ({ to: listRoutes[folder], params: segments, search: storyListLinkSearch(next) } as const)
      : ({ to: '.', search: viewLinkSearch(storyListView, search, next) } as const)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  // the first story that "Load more" appended: it gets focus once it is on screen
  const firstNew = useRef<number | null>(null)
  const list = useRef<HTMLUListElement>(null)
  // the appended view shows at once; the URL catches up (replace) and its query holds the same data
  const [appended, setAppended] = useState<StoryListResult>()
  const current = query.data
  const view =
    appended?.status === 'ok' &&
    current?.status === 'ok' &&
    appended.params.pages === current.params.pages + 1 &&
    appended.params.year === current.params.year &&
    appended.params.topic === current.params.topic
      ? appended
      : current

  useEffect(() => {
    if (firstNew.current === null) return
    const link = list.current?.querySelectorAll<HTMLAnchorElement>('.story-card-title a')[firstNew.current]
    if (!link) return
    firstNew.current = null
    link.focus()
  })

  if (view?.status !== 'ok') {
    return <QueryState query={query} lang={locale} loading={m.stories_loading({}, { locale })} error={<p>{m.stories_error({}, { locale })}</p>} />
  }

  const { params } = view
  const nextLink = listLink({ ...params, pages: params.pages + 1 })
  const appendNextPage = async () => {
    if (loadingMore) return
    setLoadingMore(true)
    setMoreFailed(false)
    const more = await getMoreStories({
      data: { brand: address.brand, lang: address.lang, folder, year: params.year, topic: params.topic, pages: params.pages },
    }).catch(() => null)
    setLoadingMore(false)
    if (more?.status !== 'ok') {
      setMoreFailed(true)
      return
    }
    const next = { ...params, pages: params.pages + 1 }
    const nextView: StoryListResult = { ...view, params: next, stories: [...view.stories, ...more.stories], hasMore: more.hasMore }
    queryClient.setQueryData(storyListQuery(address.brand, address.lang, folder, next).queryKey, nextView)
    firstNew.current = view.stories.length
    setAppended(nextView)
    await navigate({ ...nextLink, replace: true, resetScroll: false })
  }
  const onMore = (event: MouseEvent<HTMLAnchorElement>) => {
    // a new tab or window follows the link itself
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void appendNextPage()
  }

  const href = (name: string, id: string) => addressHref({ ...address, pagePath: storyPagePath(folder, name, id) }, settings.productWord)
  const headingId = `stories-${folder}`
  return (
    <section className="stories" aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : m.stories_filters({}, { locale })}>
      {title && <h2 id={headingId}>{title}</h2>}
      <StoryFilters
        id={headingId}
        label={m.stories_filters({}, { locale })}
        lang={locale}
        years={view.years}
        topics={view.topics}
        value={params}
        keep={search}
        onChange={(choice) => void navigate({ ...listLink({ ...choice, pages: 1 }), resetScroll: false })}
      />
      <p role="status" className="stories-count">
        {view.stories.length === 0 ? m.stories_none({}, { locale }) : m.stories_shown({ count: view.stories.length }, { locale })}
      </p>
      <ul className="story-list" ref={list} aria-busy={query.isPlaceholderData || loadingMore}>
        {view.stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} href={href(story.name, story.id)} lang={locale} />
          </li>
        ))}
      </ul>
      {moreFailed && (
        <RetryNotice lang={locale} onRetry={() => void appendNextPage()}>
          <p>{m.stories_error({}, { locale })}</p>
        </RetryNotice>
      )}
      {view.hasMore && params.pages < maxPages && (
        <Link className="button stories-more" {...nextLink} replace resetScroll={false} onClick={onMore} aria-disabled={loadingMore || undefined}>
          {loadingMore ? m.stories_loading({}, { locale }) : m.stories_load_more({}, { locale })}
        </Link>
      )}
      <p className="stories-feed">
        <a href={storyFeedPath(address.brand, address.lang, folder)} type="application/rss+xml">
          {m.stories_feed({}, { locale })}
        </a>
      </p>
    </section>
  )
}
