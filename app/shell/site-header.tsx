import { Link, useSearch } from '@tanstack/react-router'
import type { Navigation } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { homeHref, addressHref, splatParams } from '#app/site/page-address.ts'
import { saveLanguage } from '#app/site/saved-language.ts'
import { m } from '#app/paraglide/messages.js'
import { BrandMark } from '#app/ui/brand-mark.tsx'
import { SiteSearch } from './site-search.tsx'
import { MainNavigation } from './main-navigation.tsx'

export function SiteHeader({ navigation }: { navigation: Navigation | null }) {
  const { address, brand, settings } = useSite()
  const locale = address.lang
  // the other languages show the same view: the page's search params (filters, ranges, queries) ride along
  const search = useSearch({ strict: false })
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {m.skip_to_content({}, { locale })}
      </a>
      <div className="site-header-inner">
        <a className="brand" href={homeHref(address, settings.productWord)}>
          <BrandMark />
          {brand.name}
        </a>
        {navigation && <MainNavigation navigation={navigation} />}
        <SiteSearch />
        <nav aria-label={m.language({}, { locale })}>
          <ul className="language-switcher">
            {brand.languages.map((lang) => {
              const href = addressHref({ ...address, lang }, settings.productWord)
              return (
                <li key={lang}>
                  <Link
                    to="/$"
                    params={splatParams(href)}
                    search={search}
                    hrefLang={lang}
                    lang={lang}
                    aria-current={lang === address.lang ? 'true' : undefined}
                    onClick={() => saveLanguage(lang)}
                  >
                    {m.language_name({}, { locale: lang })}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </header>
  )
}
