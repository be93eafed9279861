/**
 * Where a press or blog story lives: `/info-center/press~{name}~s={id}~` (blog: `blog~`). The
 * segment addresses the info center's `press` (or `blog`) page; the rest is the story.
 */
export type StoryKind = 'press' | 'blog'

export function storyPagePath(kind: StoryKind, name: string, id: string): string {
  return `/info-center/${kind}~${name}~s=${id}~`
}
