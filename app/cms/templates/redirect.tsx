import { useEffect } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { componentLink, stringProp } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { redirectTarget } from '#app/cms/redirect-target.ts'

const openedKey = (path: string) => `redirect-opened:${path}`

/**
 * The redirect template. Internal targets never render (the page loader answers with a server
 * redirect); an external link opens in a new tab once, then the browser steps back; without
 * JavaScript the visitor sees the link.
 */
export default function RedirectTemplate(props: MagnoliaComponentProps) {
  const context = useSite()
  const target = redirectTarget(componentLink(props), context)
  const path = String(props.metadata['@path'] ?? '')
  useEffect(() => {
    if (target?.kind !== 'external' || sessionStorage.getItem(openedKey(path))) return
    sessionStorage.setItem(openedKey(path), 'true')
    window.open(target.href, '_blank', 'noopener')
    if (window.history.length > 1) window.history.back()
  }, [target?.kind, target?.href, path])
  const title = stringProp(props, 'title')
  return (
    <div className="redirect">
      <h1 className="page-title">{title}</h1>
      {target && (
        <p>
          <a href={target.href} target={target.kind === 'external' ? '_blank' : undefined} rel={target.kind === 'external' ? 'noopener noreferrer' : undefined}>
            {stringProp(props, 'linkText') ?? target.href}
          </a>
        </p>
      )}
    </div>
  )
}
