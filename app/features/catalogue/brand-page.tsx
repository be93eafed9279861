/**
 * A brand's page at `{brand pages}/{id}` (`products-brands` on albis, `products-overview` elsewhere):
 * its logo, name, manufacturer and text, and its products newest first (spec section 9, the default
 * brand-page sort `created desc`), each linking to its product page; the rest in the product search.
 */
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { productPath } from './catalogue-paths.ts'
import { catalogueBrandQuery } from './catalogue-queries.ts'

/** Where the brands page and the product search live in every brand that sells products (the seed's pages). */
const brandsPagePath = '/brands'
const productSearchPagePath = '/product-search'
const contactPagePath = '/contact'

export default function BrandPage({ id }: { id: string }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const query = useQuery(catalogueBrandQuery(address.brand, locale, id))
  const href = (pagePath: string) => splatParams(addressHref({ ...address, pagePath }, settings.productWord))
  const result = query.data
  if (result?.status !== 'ok') {
    return <QueryState query={query} lang={locale} loading={m.brands_loading({}, { locale })} error={<p>{m.brands_brand_error({}, { locale })}</p>} />
  }
  const { brand } = result
  return (
    <article className="catalogue-product catalogue-brand" aria-labelledby="catalogue-brand-name">
      <Link className="catalogue-back" to="/$" params={href(brandsPagePath)}>
        {m.brands_back({}, { locale })}
      </Link>
      <div className="catalogue-brand-head">
        {brand.logo && <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt="" />}
        <div>
          <h1 id="catalogue-brand-name">{brand.title}</h1>
          {brand.manufacturer && <p>{m.brands_by({ manufacturer: brand.manufacturer }, { locale })}</p>}
        </div>
      </div>
      {brand.description && <p>{brand.description}</p>}
      <section className="catalogue-brand-products" aria-labelledby="catalogue-brand-products">
        <h2 id="catalogue-brand-products">{m.brands_products({ brand: brand.title }, { locale })}</h2>
        {brand.total === 0 ? (
          <p>
            {m.brands_no_products({ brand: brand.title }, { locale })}{' '}
            <Link to="/$" params={href(contactPagePath)}>
              {m.brands_contact({}, { locale })}
            </Link>
          </p>
        ) : (
          <>
            <p>{m.brands_newest({ shown: brand.products.length, total: brand.total }, { locale })}</p>
            <ul className="catalogue-brand-list">
              {brand.products.map((product) => (
                <li key={product.id}>
                  <Link to="/$" params={href(productPath(address.pagePath, product.id))}>
                    {product.name}
                  </Link>
                  {product.grade && <span className="catalogue-result-meta"> {product.grade}</span>}
                </li>
              ))}
            </ul>
            {brand.total > brand.products.length && (
              <p>
                <Link to="/$" params={href(productSearchPagePath)} search={{ q: brand.title }}>
                  {m.brands_all_products({ count: brand.total, brand: brand.title }, { locale })}
                </Link>
              </p>
            )}
          </>
        )}
      </section>
    </article>
  )
}
