import { splatParams } from '#app/site/page-address.ts'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type ComponentLink } from '#app/cms/content.ts'
import { cmsPathHref, useSite } from '#app/site/site-context.tsx'

interface CmsLinkProps {
  link: ComponentLink
  className?: string
  /** Said after the visible text to assistive technology, so "Learn more" says what about. */
  context?: string | undefined
  children: ReactNode
}

/** A component link: internal pages navigate in the app, external links open in a new tab. */
export function CmsLink({ link, className, context, children: text }: CmsLinkProps) {
  const site = useSite()
  const children = (
    <>
      {text}
      {context && <span className="visually-hidden">: {context}</span>}
    </>
  )
  if (link.kind === 'external') {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  const href = cmsPathHref(link.path, site)
  return (
    <Link className={className} to="/$" params={splatParams(href)}>
      {children}
    </Link>
  )
}
