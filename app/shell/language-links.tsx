/** The language switcher of the header and of the menu drawer. */
import { Link, useLocation } from '@tanstack/react-router'
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
 * queries); where the page does not exist in a language, its nearest parent that does.
 */
export function LanguageLinks({ page }: { page: PageLanguages }) {
  const { address, brand, settings } = useSite()
  // the URL's params as they came (a view's route types its own; the link keeps them as the URL says them)
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })
  return (
    <nav aria-label={m.language({}, { locale: address.lang })}>
      <ul className="language-switcher">
        {brand.languages.map((lang) => {
          const target = languageLinkTarget(lang, { pagePath: address.pagePath, languages: page.languages, parentPagePath: page.parentPagePath ?? '/' })
          const href = addressHref({ ...address, lang, pagePath: target.pagePath }, settings.productWord)
          return (
            <li key={lang}>
              <Link
                to="/$"
                params={splatParams(href)}
                search={target.sameView ? search : {}}
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
