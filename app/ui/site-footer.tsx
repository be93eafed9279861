import type { ContentNode } from '../cms/content.ts'
import { CmsPage } from '../cms/cms-page.tsx'
import { Area } from '../cms/area.tsx'
import { useSite } from '../site/site-context.tsx'
import { m } from '../paraglide/messages.js'

/** The footer: the top-level `footer` area of the brand's site root. */
export function SiteFooter({ footer }: { footer: ContentNode | null }) {
  const { site } = useSite()
  return (
    <footer className="site-footer" aria-label={m.footer({}, { locale: site.lang })}>
      {footer && (
        <CmsPage page={footer}>
          <Area content={footer} className="footer-area" />
        </CmsPage>
      )}
    </footer>
  )
}
