import type { ContentNode } from '#app/cms/content.ts'
import { CmsPage } from '#app/cms/cms-page.tsx'
import { Area } from '#app/cms/area.tsx'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { registry } from './registry.tsx'

/** The footer: the top-level `footer` area of the brand's site root. */
export function SiteFooter({ footer }: { footer: ContentNode | null }) {
  const { address } = useSite()
  return (
    <footer className="site-footer" aria-label={m.footer({}, { locale: address.lang })}>
      {footer && (
        <CmsPage page={footer} registry={registry}>
          <Area content={footer} className="footer-area" />
        </CmsPage>
      )}
    </footer>
  )
}
