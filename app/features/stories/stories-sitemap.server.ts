/** Press releases and blog posts in the sitemap, where the site has their list page. */
import type { SitemapSource } from '#app/cms/sitemap-source.ts'
import { type StoryKind, storyPagePath } from '#app/site/story-path.ts'
import { storyList } from './stories.server.ts'

/** Stories per kind a sitemap lists: the newest. */
const perKind = 500

export const storiesSitemap: SitemapSource = async ({ lang, cmsSite, pages }) => {
  const kinds = (['press', 'blog'] as const satisfies readonly StoryKind[]).filter((kind) => pages.some((page) => page.pagePath === `/info-center/${kind}`))
  const lists = await Promise.all(kinds.map(async (kind) => ({ kind, stories: (await storyList(cmsSite, kind, lang, {}, 0, perKind)).stories })))
  return lists.flatMap(({ kind, stories }) => stories.map((story) => ({ pagePath: storyPagePath(kind, story.name, story.id), lastModified: story.date })))
}
