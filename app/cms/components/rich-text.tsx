import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

/**
 * Rich text from the CMS, sanitized on the server before it was cached (rich-text.server.ts).
 * Links to pages of this site navigate inside the app, like every other internal link.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link || link.target || link.hasAttribute('download')) return
    const url = new URL(link.href, window.location.href)
    if (url.origin !== window.location.origin) return
    event.preventDefault()
    void router.navigate({ href: url.pathname + url.search + url.hash })
  }
  return (
    // delegates clicks of the links inside; they are keyboard operable themselves (Enter fires click)
    <div className={className ? `rich-text ${className}` : 'rich-text'} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
