/**
 * A product at `{product page}/{id}`: name, grade, manufacturer, description, properties table,
 * industries, applications, regions, documents with their sizes, and "request this product" (the
 * shell hands in the forms' action; without it, or until the page runs, a link to the brand's
 * product request form with the product in its URL).
 */
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { SizedImage, imageSizes } from '#app/cms/components/cms-image.tsx'
import type { ProductRequestAction } from '#app/cms/product-request.ts'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { formatFileSize } from '#app/site/file-size.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { productSearchPath } from './catalogue-paths.ts'
import { catalogueProductQuery } from './catalogue-queries.ts'
import { productRequestPagePath, productRequestQuery } from './product-request-links.ts'

export default function ProductPage({ id, requestAction: RequestAction }: { id: string; requestAction?: ProductRequestAction }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const query = useQuery(catalogueProductQuery(address.brand, locale, id))
  const href = (pagePath: string) => splatParams(addressHref({ ...address, pagePath }, settings.productWord))
  const back = (
    <Link className="catalogue-back" to="/$" params={href(productSearchPath(address.pagePath))}>
      {m.catalogue_back({}, { locale })}
    </Link>
  )
  const result = query.data
  if (result?.status !== 'ok') {
    return (
      <QueryState
        query={query}
        lang={locale}
        loading={m.catalogue_loading({}, { locale })}
        error={<p>{m.catalogue_product_error({}, { locale })}</p>}
        notFound={
          <div className="catalogue-product">
            <h1>{m.catalogue_product_not_found({}, { locale })}</h1>
            {back}
          </div>
        }
      />
    )
  }
  const { product } = result
  const formHref = `${addressHref({ ...address, pagePath: productRequestPagePath }, settings.productWord)}${productRequestQuery(product.id)}`
  const list = (title: string, items: readonly string[]) =>
    items.length > 0 && (
      <section aria-label={title}>
        <h2>{title}</h2>
        <ul className="catalogue-tags">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    )
  return (
    <article className="catalogue-product" aria-labelledby="catalogue-product-name">
      {back}
      <h1 id="catalogue-product-name">{product.name}</h1>
      {product.image && <SizedImage className="catalogue-product-image" image={product.image} alt="" sizes={imageSizes.product} priority />}
      <dl className="catalogue-product-facts">
        <div>
          <dt>{m.catalogue_grade({}, { locale })}</dt>
          <dd>{product.grade}</dd>
        </div>
        <div>
          <dt>{m.catalogue_filter_manufacturer({}, { locale })}</dt>
          <dd>{product.manufacturer}</dd>
        </div>
      </dl>
      {product.description && <p>{product.description}</p>}
      <p className="catalogue-request-action">
        {RequestAction ? (
          <RequestAction product={{ id: product.id, name: product.name, grade: product.grade, manufacturer: product.manufacturer }} formHref={formHref} />
        ) : (
          <a className="button" href={formHref}>
            {m.product_request_action({}, { locale })}
          </a>
        )}
      </p>
      {product.properties.length > 0 && (
        <>
          <h2 id="catalogue-properties">{m.catalogue_properties({}, { locale })}</h2>
          <div className="catalogue-table-scroll" role="region" aria-labelledby="catalogue-properties" tabIndex={0}>
            <table className="catalogue-properties" aria-labelledby="catalogue-properties">
              <thead>
                <tr>
                  <th scope="col">{m.catalogue_property({}, { locale })}</th>
                  <th scope="col">{m.catalogue_value({}, { locale })}</th>
                  <th scope="col">{m.catalogue_unit({}, { locale })}</th>
                  <th scope="col">{m.catalogue_standard({}, { locale })}</th>
                </tr>
              </thead>
              <tbody>
                {product.properties.map((property) => (
                  <tr key={property.name}>
                    <th scope="row">{property.name}</th>
                    <td>{property.value}</td>
                    <td>{property.unit}</td>
                    <td>{property.standard}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {list(m.catalogue_industries({}, { locale }), product.industries)}
      {list(m.catalogue_applications({}, { locale }), product.applications)}
      {list(m.catalogue_regions({}, { locale }), product.regions)}
      {product.documents.length > 0 && (
        <section aria-labelledby="catalogue-documents">
          <h2 id="catalogue-documents">{m.catalogue_documents({}, { locale })}</h2>
          <ul className="catalogue-documents">
            {product.documents.map((document) => (
              <li key={document.href}>
                <a href={document.href} download={document.fileName}>
                  {m.catalogue_document({ title: document.title, size: formatFileSize(document.fileSize) }, { locale })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
