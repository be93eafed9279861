import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { socialLinks } from '#app/cms/social-links.ts'

/** The brand's profiles on social networks (a footer component); each opens the network's page. */
export function SocialLinks(props: MagnoliaComponentProps) {
  const locale = useSite().address.lang
  const links = socialLinks(props)
  if (links.length === 0) return null
  return (
    <nav className="social-links" aria-label={m.footer_social({}, { locale })}>
      <ul className="footer-list">
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="me noopener">
              {link.network}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
