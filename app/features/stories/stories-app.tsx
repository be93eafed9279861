/**
 * Press releases and blog posts (`okg-lm:components/stories`, prop `kind`): on a story path
 * (`press~{name}~s={id}~`) the story, else the list of the URL's `year`, `topic` and `pages`.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { storyOfPath } from '#app/site/story-path.ts'
import { listFolderOf } from './story-props.ts'
import { StoryList } from './story-list.tsx'
import { StoryDetail } from './story-detail.tsx'

export default function StoriesApp(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const folder = listFolderOf(props)
  const story = storyOfPath(address.pagePath)
  if (story?.kind === folder) return <StoryDetail folder={folder} id={story.id} />
  return <StoryList folder={folder} title={stringProp(props, 'title')} />
}
