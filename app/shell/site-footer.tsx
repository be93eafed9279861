import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { ContentNode, Navigation } from '#app/cms/content.ts'
import { CmsPage } from '#app/cms/cms-page.tsx'
import { Area } from '#app/cms/area.tsx'
import { cmsPathHref, useSite } from '#app/site/site-context.tsx'
import { splatParams } from '#app/site/page-address.ts'
import { groupCompanies } from '#app/site/group-companies.ts'
import { m } from '#app/paraglide/messages.js'
import { CookieSettingsButton } from '#app/ui/consent/cookie-settings-button.tsx'
import { BrandMark } from '#app/ui/brand-mark.tsx'
import { registry } from './registry.tsx'

/**
 * The footer: the brand, the top-level `footer` area of the brand's site root (address, social
 * links) in columns, then the group's companies, the brand's legal pages (the site root's
 * `footerNav` pages) and the cookie settings (ADR 015).
 * Memoized: it depends on the page's address, never on its search params.
 */
export const SiteFooter = memo(function SiteFooter({ footer, navigation }: { footer: ContentNode | null; navigation: Navigation | null }) {
  const context = useSite()
  const locale = context.address.lang
  return (
    <footer className="site-footer" aria-label={m.footer({}, { locale })}>
      <div className="footer-top">
        <p className="footer-brand">
          <BrandMark />
          {context.brand.name}
        </p>
        {footer && (
          <CmsPage page={footer} registry={registry}>
            <Area content={footer} className="footer-area" />
          </CmsPage>
        )}
      </div>
      <div className="footer-links">
        <nav aria-label={m.footer_companies({}, { locale })}>
          <h2 className="footer-heading">{m.footer_companies({}, { locale })}</h2>
          <ul className="footer-list">
            {groupCompanies(context).map((company) => (
              <li key={company.id}>
                <a href={company.href} aria-current={company.id === context.address.brand ? 'true' : undefined}>
                  {company.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={m.footer_legal({}, { locale })}>
          <h2 className="footer-heading">{m.footer_legal({}, { locale })}</h2>
          <ul className="footer-list">
            {(navigation?.footer ?? []).map((page) => (
              <li key={page.path}>
                <Link to="/$" params={splatParams(cmsPathHref(page.path, context))}>
                  {page.title}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton lang={locale} className="footer-cookie-settings">
                {m.footer_cookie_settings({}, { locale })}
              </CookieSettingsButton>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
})
