/**
 * The brands page (`okg-lm:components/brands`): the site's product brands newest first (spec section
 * 9, `created desc`) as tiles with logo, name, short text and the number of their products, each
 * linking to the brand's page.
 */
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { brandPath } from './catalogue-brand.ts'
import { brandsQuery } from './catalogue-queries.ts'

export default function BrandsOverview() {
  const { address, settings } = useSite()
  const locale = address.lang
  const query = useQuery(brandsQuery(address.brand, locale))
  const result = query.data
  let body
  if (result?.status === 'ok') {
    body = (
      <ul className="brand-tiles">
        {result.brands.map((brand) => (
          <li key={brand.id} className="brand-tile">
            {brand.logo ? <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt="" /> : <span className="brand-tile-blank" />}
            <h2>
              <Link to="/$" params={splatParams(addressHref({ ...address, pagePath: brandPath(address.brand, brand.id) }, settings.productWord))}>
                {brand.title}
              </Link>
            </h2>
            {brand.description && <p>{brand.description}</p>}
            <p className="catalogue-result-meta">
              {brand.productCount === 0
                ? m.brands_not_in_catalogue({}, { locale })
                : brand.productCount === 1
                  ? m.catalogue_count_one({}, { locale })
                  : m.catalogue_count({ count: brand.productCount }, { locale })}
            </p>
          </li>
        ))}
      </ul>
    )
  } else if (result?.status === 'empty') body = <p className="notice">{m.brands_empty({}, { locale })}</p>
  else body = <QueryState query={query} lang={locale} loading={m.brands_loading({}, { locale })} error={<p>{m.brands_error({}, { locale })}</p>} />
  return (
    <section className="brands-overview" aria-label={m.brands_title({}, { locale })}>
      {body}
    </section>
  )
}
