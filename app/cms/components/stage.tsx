import { createContext, use } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { childNodes, componentLink, isAsset, isContentNode, stringProp } from '#app/cms/content.ts'
import { CmsImage, imageSizes } from './cms-image.tsx'
import { CmsLink } from './cms-link.tsx'

/**
 * Set by a home template whose main area opens with a titled stage: that stage's title is then the
 * page's `h1` (what a visitor reads first), instead of a hidden `h1` and a stage `h2` saying the same.
 */
export const StageLeadsPage = createContext(false)

/** True when an area's first component is a stage with a title. */
export function opensWithTitledStage(area: unknown): boolean {
  const first = isContentNode(area) ? childNodes(area)[0] : undefined
  return first?.['mgnl:template'] === 'okg-lm:components/stage' && stringProp(first, 'title') !== undefined
}

export function Stage(props: MagnoliaComponentProps) {
  const title = stringProp(props, 'title')
  const subtitle = stringProp(props, 'subtitle')
  const link = componentLink(props)
  const image = props['image']
  const Title = use(StageLeadsPage) && props.metadata['@index'] === 0 ? 'h1' : 'h2'
  return (
    <section className="stage">
      {isAsset(image) && <CmsImage className="stage-image" asset={image} alt="" sizes={imageSizes.fullBleed} priority />}
      <div className="stage-text">
        {title && <Title className="stage-title">{title}</Title>}
        {subtitle && <p className="stage-subtitle">{subtitle}</p>}
        {link && (
          <CmsLink className="button" link={link} context={title}>
            {stringProp(props, 'linkText') ?? title}
          </CmsLink>
        )}
      </div>
    </section>
  )
}
