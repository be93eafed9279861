import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type ComponentLink } from '../content.ts'
import { cmsPathHref, useSite } from '../../site/site-context.tsx'

/** A component link: internal pages navigate in the app, external links open in a new tab. */
export function CmsLink({ link, className, children }: { link: ComponentLink; className?: string; children: ReactNode }) {
  const site = useSite()
  if (link.kind === 'external') {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  const href = cmsPathHref(link.path, site)
  return (
    <Link className={className} to="/$" params={{ _splat: href.slice(1) }}>
      {children}
    </Link>
  )
}
