/** The language switcher of the header and of the menu drawer. */
import { Link, type LinkComponentProps, useLocation, useMatches } from '@tanstack/react-router'
import type { Language } from '#config/languages.ts'
import { languageLinkTarget } from '#app/site/language-alternates.ts'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { saveLanguage } from '#app/site/saved-language.ts'
import { m } from '#app/paraglide/messages.js'

/** The short form of a language in the header: DE, EN, 中文. */
function languageCode(lang: Language): string {
  return lang === 'zh' ? m.language_name({}, { locale: lang }) : lang.toUpperCase()
}

/** Where the page exists in other languages: all of the brand's unless a detail says otherwise. */
export interface PageLanguages {
  languages?: readonly Language[] | undefined
  parentPagePath?: string | undefined
}

/**
 * The other languages of the page: the same view, with the page's search params (filters, ranges,
 * queries); where the page does not exist in a language, its nearest parent that does. On a view's
 * own route (ADR 046) the link is that route with the other `lang` param and the search as it is
 * (`search: true`: the route's middleware keeps a view it already says as it came), typed; a CMS
 * page's path, and the parent a link falls back to, are data, which the catch-all takes (`/$`).
 */
export function LanguageLinks({ page }: { page: PageLanguages }) {
  const { address, brand, settings } = useSite()
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })
  const onViewRoute = useMatches({ select: (matches) => matches.at(-1)?.staticData.viewRoute === true })
  const languageLink = (lang: Language, target: { pagePath: string; sameView: boolean }): LinkComponentProps =>
    onViewRoute && target.sameView
      ? { to: '.', params: (segments) => ({ ...segments, lang }), search: true }
      : {
          to: '/$',
          params: splatParams(addressHref({ ...address, lang, pagePath: target.pagePath }, settings.productWord)),
          search: target.sameView ? search : {},
        }
  return (
    <nav aria-label={m.language({}, { locale: address.lang })}>
      <ul className="language-switcher">
        {brand.languages.map((lang) => {
          const target = languageLinkTarget(lang, { pagePath: address.pagePath, languages: page.languages, parentPagePath: page.parentPagePath ?? '/' })
          return (
            <li key={lang}>
              <Link
                {...languageLink(lang, target)}
                hrefLang={lang}
                lang={lang}
                aria-current={lang === address.lang ? 'true' : undefined}
                onClick={() => saveLanguage(lang)}
                data-code={languageCode(lang)}
              >
                {/* the header shows the short code (data-code, drawn by the stylesheet without a name of its own), the drawer the name; the name is the link's name for everyone */}
                <span className="language-name">{m.language_name({}, { locale: lang })}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
