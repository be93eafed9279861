/**
 * An industry (`industries/{id}`: its image, description, product groups and the countries it is
 * available in) or a product group (`industries/{id}/{productGroupId}`: its description and
 * products with their CAS numbers). On an industry's page of its own (the spec's exceptions),
 * whose subpaths are not the app's, the product groups are named, not linked.
 */
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { type IndustriesView, industriesPagePath, industryPath, isOwnCmsPage } from '#app/site/industries-paths.ts'
import { industryQuery, productGroupQuery } from './industries-queries.ts'

type DetailView = Exclude<IndustriesView, { kind: 'tiles' }>

function useHref() {
  const { address, settings } = useSite()
  return (pagePath: string) => splatParams(addressHref({ ...address, pagePath }, settings.productWord))
}

export default function IndustryDetail({ view }: { view: DetailView }) {
  const locale = useSite().address.lang
  if (view.kind === 'industry') return <IndustryView id={view.industryId} />
  if (view.kind === 'product-group') return <ProductGroupView industryId={view.industryId} productGroupId={view.productGroupId} />
  return <NotFound>{m.industries_not_found({}, { locale })}</NotFound>
}

function NotFound({ children }: { children: ReactNode }) {
  const { address } = useSite()
  const href = useHref()
  return (
    <div className="catalogue-product">
      <h1>{children}</h1>
      <Link className="catalogue-back" to="/$" params={href(industriesPagePath(address.pagePath))}>
        {m.industries_back({}, { locale: address.lang })}
      </Link>
    </div>
  )
}

function IndustryView({ id }: { id: string }) {
  const { address } = useSite()
  const locale = address.lang
  const href = useHref()
  const query = useQuery(industryQuery(locale, id))
  const result = query.data
  if (result?.status !== 'ok') {
    return (
      <QueryState
        query={query}
        lang={locale}
        loading={m.industries_loading({}, { locale })}
        error={<p>{m.industries_industry_error({}, { locale })}</p>}
        notFound={<NotFound>{m.industries_not_found({}, { locale })}</NotFound>}
      />
    )
  }
  const { industry, countries } = result
  const linked = !isOwnCmsPage(address.pagePath)
  return (
    <article className="catalogue-product industry" aria-labelledby="industry-name">
      <Link className="catalogue-back" to="/$" params={href(industriesPagePath(address.pagePath))}>
        {m.industries_back({}, { locale })}
      </Link>
      <h1 id="industry-name">{industry.name}</h1>
      {industry.image && <img className="industry-image" src={industry.image} alt="" width={480} height={270} />}
      {industry.description && <p>{industry.description}</p>}
      {industry.productGroups.length > 0 && (
        <section aria-labelledby="industry-groups">
          <h2 id="industry-groups">{m.industries_product_groups({}, { locale })}</h2>
          <ul className="industry-groups">
            {industry.productGroups.map((group) => (
              <li key={group.id}>
                {linked ? (
                  <Link to="/$" params={href(industryPath(address.pagePath, industry.id, group.id))}>
                    {group.name}
                  </Link>
                ) : (
                  group.name
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {countries.length > 0 && (
        <section aria-labelledby="industry-countries">
          <h2 id="industry-countries">{m.industries_countries({}, { locale })}</h2>
          <ul className="catalogue-tags">
            {countries.map((country) => (
              <li key={country.code}>{country.name}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}

function ProductGroupView({ industryId, productGroupId }: { industryId: string; productGroupId: string }) {
  const { address } = useSite()
  const locale = address.lang
  const href = useHref()
  const query = useQuery(productGroupQuery(locale, industryId, productGroupId))
  const result = query.data
  if (result?.status !== 'ok') {
    return (
      <QueryState
        query={query}
        lang={locale}
        loading={m.industries_loading({}, { locale })}
        error={<p>{m.industries_group_error({}, { locale })}</p>}
        notFound={<NotFound>{m.industries_group_not_found({}, { locale })}</NotFound>}
      />
    )
  }
  const { industry, group } = result
  return (
    <article className="catalogue-product industry" aria-labelledby="product-group-name">
      <Link className="catalogue-back" to="/$" params={href(industryPath(address.pagePath, industry.id))}>
        {m.industries_back_to({ industry: industry.name }, { locale })}
      </Link>
      <h1 id="product-group-name">{group.name}</h1>
      <p className="catalogue-result-meta">{industry.name}</p>
      {group.description && <p>{group.description}</p>}
      {group.products.length > 0 && (
        <>
          <h2 id="product-group-products">{m.industries_products({}, { locale })}</h2>
          <div className="catalogue-table-scroll" role="region" aria-labelledby="product-group-products" tabIndex={0}>
            <table className="catalogue-properties" aria-labelledby="product-group-products">
              <thead>
                <tr>
                  <th scope="col">{m.industries_product({}, { locale })}</th>
                  <th scope="col">{m.industries_cas({}, { locale })}</th>
                </tr>
              </thead>
              <tbody>
                {group.products.map((product) => (
                  <tr key={product.name}>
                    <th scope="row">{product.name}</th>
                    <td>{product.cas}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </article>
  )
}
