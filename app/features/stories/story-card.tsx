import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { SizedImage, imageSizes } from '#app/cms/components/cms-image.tsx'
import { splatParams } from '#app/site/page-address.ts'
import type { StorySummary } from './story.ts'
import { storyDateLabel } from './story-rules.ts'

/** A story in a list: picture, date, title linked to its page, teaser. Memoized: "Load more" renders only the new cards. */
export const StoryCard = memo(function StoryCard({ story, href, lang }: { story: StorySummary; href: string; lang: string }) {
  return (
    <article className="story-card">
      {story.image && <SizedImage className="story-card-image" image={story.image} alt="" sizes={imageSizes.card} />}
      <div className="story-card-body">
        {story.date && (
          <time className="story-date" dateTime={story.date}>
            {storyDateLabel(story.date, lang)}
          </time>
        )}
        <h3 className="story-card-title">
          <Link to="/$" params={splatParams(href)}>
            {story.title}
          </Link>
        </h3>
        {story.lead && <p className="story-card-lead">{story.lead}</p>}
      </div>
    </article>
  )
})
