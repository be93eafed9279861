/**
 * The views' file routes type their links (ADR 046): `npm run typecheck` fails on a link with a param
 * the view does not have, or a value of the wrong type. Each `@ts-expect-error` below fails the
 * typecheck once the line under it compiles.
 */
import { Link } from '@tanstack/react-router'

export const board = <Link to="/{-$prefix}/{-$lang}/career/jobs" params={{ lang: 'en' }} search={{ keyword: 'sales', level: 'graduate', page: 2 }} />

export const unknownParam = (
  // @ts-expect-error the job board has no `salary` param
  <Link to="/{-$prefix}/{-$lang}/career/jobs" params={{ lang: 'en' }} search={{ keyword: 'sales', salary: 'high' }} />
)

export const wrongType = (
  // @ts-expect-error `page` is a number
  <Link to="/{-$prefix}/{-$lang}/career/jobs" params={{ lang: 'en' }} search={{ page: 'two' }} />
)

export const searchType = (
  // @ts-expect-error the site search has no type `jobs`
  <Link to="/{-$prefix}/{-$lang}/search" params={{ lang: 'en' }} search={{ q: 'polymer', type: 'jobs' }} />
)

export const finder = (
  <Link to="/{-$prefix}/{-$lang}/htf-products" params={{ prefix: 'htf', lang: 'en' }} search={{ tmin: -20, use: 'cooling,food-grade', sort: 'lowest' }} />
)

export const finderTemperature = (
  // @ts-expect-error `tmin` is whole degrees, a number
  <Link to="/{-$prefix}/{-$lang}/htf-products" params={{ prefix: 'htf', lang: 'en' }} search={{ tmin: 'abc' }} />
)

export const fluid = <Link to="/{-$prefix}/{-$lang}/htf-products/$id" params={{ prefix: 'htf', lang: 'en', id: 'thermofluid-fg-250' }} />

export const productSearch = (
  <Link
    to="/{-$prefix}/{-$lang}/product-search"
    params={{ lang: 'en' }}
    search={{ q: 'polyamide', region: 'DE', industry: 'automotive,electronics', page: 2 }}
  />
)

export const productRegion = (
  // @ts-expect-error `region` is one of the catalogue's regions
  <Link to="/{-$prefix}/{-$lang}/product-search" params={{ lang: 'en' }} search={{ region: 'Mars' }} />
)

export const product = <Link to="/{-$prefix}/{-$lang}/product-search/$id" params={{ lang: 'de', id: 'alcom-pa6' }} />

export const distributors = <Link to="/{-$prefix}/{-$lang}/distributors" params={{ prefix: 'mocom', lang: 'en' }} search={{ country: 'IT' }} />

export const distributorsCountry = (
  // @ts-expect-error `country` is an ISO code, text
  <Link to="/{-$prefix}/{-$lang}/distributors" params={{ prefix: 'mocom', lang: 'en' }} search={{ country: 39 }} />
)

export const events = <Link to="/{-$prefix}/{-$lang}/info-center/events" params={{ lang: 'de' }} search={{ year: '2025', topic: 'recycling' }} />

export const eventsPages = (
  // @ts-expect-error `pages` is a number of load-more pages
  <Link to="/{-$prefix}/{-$lang}/info-center/press" params={{ lang: 'de' }} search={{ pages: 'all' }} />
)

export const contactFinder = (
  // @ts-expect-error the contact finder has `country` and `zip`, no `city`
  <Link to="/{-$prefix}/{-$lang}/contact" params={{ lang: 'en' }} search={{ country: 'DE', city: 'Berlin' }} />
)

export const industries = <Link to="/{-$prefix}/{-$lang}/industries" params={{ prefix: 'acme-chemie', lang: 'en' }} search={{ country: 'AT' }} />

export const story = <Link to="/{-$prefix}/{-$lang}/info-center/$story" params={{ lang: 'en', story: 'press~new-plant~s=4f2a~' }} />

export const caseStudy = (
  // @ts-expect-error a case study's path names its market page
  <Link to="/{-$prefix}/{-$lang}/markets/$id/$story" params={{ lang: 'en', story: 'case-study~bumper~s=9c1e~' }} />
)

export const jobAlias = <Link to="/{-$prefix}/{-$lang}/career/job-cf/$id" params={{ lang: 'de', id: '7' }} />

export const productOverview = <Link to="/{-$prefix}/{-$lang}/products-overview/$id" params={{ lang: 'de', id: 'alcom-pa6' }} />

/** The language switch on a view's own route (shell/language-links.tsx): the same route, its `lang` param another language. */
export const languageSwitch = <Link to="." params={(segments) => ({ ...segments, lang: 'de' })} search />

export const languageSwitchNumber = (
  // @ts-expect-error the language segment is text
  <Link to="." params={(segments) => ({ ...segments, lang: 49 })} search />
)
