/**
 * A press story, blog post or case study on its own page, loaded with `story-details`. Its title is
 * the page's `h1`: the page's template leaves the list's title out while a story shows (ShowsDetail).
 */
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { SizedImage, imageSizes } from '#app/cms/components/cms-image.tsx'
import { RichText } from '#app/cms/components/rich-text.tsx'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { storyQuery } from './stories-queries.ts'
import { storyDateLabel } from './story-rules.ts'

const backLabel = { press: m.story_back_press, blog: m.story_back_blog, 'case-studies': m.story_back_market }

export function StoryDetail({ folder, id }: { folder: 'press' | 'blog' | 'case-studies'; id: string }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const query = useQuery(storyQuery(address.brand, address.lang, folder, id))
  // the list is the page the story segment belongs to
  const listPath = address.pagePath.replace(/\/(press|blog)~[^/]*$/, '/$1').replace(/\/case-study~[^/]*$/, '')
  const back = (
    <Link className="story-back" to="/$" params={splatParams(addressHref({ ...address, pagePath: listPath }, settings.productWord))}>
      {backLabel[folder]({}, { locale })}
    </Link>
  )
  const result = query.data
  if (result?.status !== 'ok') {
    return (
      <QueryState
        query={query}
        lang={locale}
        loading={m.stories_loading({}, { locale })}
        error={<p>{m.story_error({}, { locale })}</p>}
        notFound={
          <div className="story-detail">
            <h2>{m.story_not_found({}, { locale })}</h2>
            {back}
          </div>
        }
      />
    )
  }
  const { story } = result
  return (
    <article className="story-detail">
      {back}
      <h1 className="story-title">{story.title}</h1>
      <p className="story-meta">
        {story.date && <time dateTime={story.date}>{storyDateLabel(story.date, locale)}</time>}
        {story.author && <span className="story-author">{m.story_by({ author: story.author }, { locale })}</span>}
      </p>
      {story.image && <SizedImage className="story-image" image={story.image} alt="" sizes={imageSizes.column} priority />}
      {story.lead && <p className="story-lead">{story.lead}</p>}
      <RichText html={story.html} className="story-text" />
    </article>
  )
}
