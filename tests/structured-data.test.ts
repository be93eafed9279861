import { describe, expect, it } from 'vitest'
import {
  breadcrumbListJsonLd,
  graphNodes,
  missingProperties,
  organizationJsonLd,
  pageJsonLd,
  requiredProperties,
  webSiteJsonLd,
} from '#app/site/structured-data.ts'
import { socialLinks, socialProfiles } from '#app/cms/social-links.ts'
import type { ContentNode } from '#app/cms/content.ts'

const brand = {
  name: 'MOCOM',
  homeUrl: 'https://www.mocom.example/en',
  logoUrl: 'https://www.mocom.example/favicon.svg?brand=mocom',
  sameAs: ['https://www.linkedin.com/company/mocom'],
}

describe('organization and website', () => {
  it('the organization has name, home, logo and its profiles, and an id the website refers to', () => {
    const organization = organizationJsonLd(brand)
    expect(organization).toEqual({
      '@type': 'Organization',
      '@id': 'https://www.mocom.example/en#organization',
      name: 'MOCOM',
      url: 'https://www.mocom.example/en',
      logo: 'https://www.mocom.example/favicon.svg?brand=mocom',
      sameAs: ['https://www.linkedin.com/company/mocom'],
    })
    expect(missingProperties(organization)).toEqual([])
  })

  it('an organization without profiles has no sameAs at all', () => {
    expect(organizationJsonLd({ ...brand, sameAs: [] })).not.toHaveProperty('sameAs')
  })

  it("the website's search action fills the site search's q param", () => {
    const site = webSiteJsonLd({ name: 'MOCOM', homeUrl: brand.homeUrl, searchUrl: 'https://www.mocom.example/en/search', lang: 'en' })
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: brand.homeUrl,
      inLanguage: 'en',
      publisher: { '@id': 'https://www.mocom.example/en#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.mocom.example/en/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    })
    expect(missingProperties(site)).toEqual([])
  })
})

describe('breadcrumbs', () => {
  it('lists the trail with positions from 1 and absolute URLs', () => {
    const list = breadcrumbListJsonLd(
      [
        { name: 'Home', href: '/en' },
        { name: 'Career', href: '/en/career' },
      ],
      'https://site.example',
    )
    expect(list).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/en' },
        { '@type': 'ListItem', position: 2, name: 'Career', item: 'https://site.example/en/career' },
      ],
    })
    expect(missingProperties(list)).toEqual([])
    expect(missingProperties(breadcrumbListJsonLd([], 'https://site.example'))).toEqual(['BreadcrumbList.itemListElement'])
  })
})

describe('missingProperties', () => {
  it.each([
    ['Organization', { '@type': 'Organization', name: 'A', url: 'https://a.example' }, ['Organization.logo']],
    [
      'WebSite without search',
      { '@type': 'WebSite', name: 'A', url: 'https://a.example' },
      ['WebSite.potentialAction.target.urlTemplate', 'WebSite.potentialAction.query-input'],
    ],
    [
      'JobPosting',
      { '@type': 'JobPosting', title: 'T', description: 'D', hiringOrganization: { '@type': 'Organization' }, jobLocation: {} },
      ['JobPosting.datePosted', 'JobPosting.hiringOrganization.name'],
    ],
    ['empty string', { '@type': 'Product', name: '' }, ['Product.name']],
    ['NewsArticle', { '@type': 'NewsArticle', headline: 'H' }, ['NewsArticle.datePublished']],
    ['Event', { '@type': 'Event', name: 'E', startDate: '2026-01-01' }, ['Event.location']],
    ['untyped', { name: 'x' }, ['@type']],
    ['a type without rules', { '@type': 'Thing' }, []],
  ])('%s', (_name, node, missing) => {
    expect(missingProperties({ '@context': 'https://schema.org', ...node })).toEqual(missing)
  })

  it('checks every member of a graph, not the organizations nested in them', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'JobPosting',
          title: 'T',
          description: 'D',
          datePosted: '2026-11-01',
          hiringOrganization: { '@type': 'Organization', name: 'O' },
          jobLocation: { '@type': 'Place' },
        },
        { '@type': 'Organization', name: 'O' },
      ],
    }
    expect(missingProperties(graph)).toEqual(['Organization.url', 'Organization.logo'])
  })

  it('knows the types the site publishes', () => {
    expect(Object.keys(requiredProperties).sort()).toEqual([
      'Article',
      'BlogPosting',
      'BreadcrumbList',
      'Event',
      'JobPosting',
      'NewsArticle',
      'Organization',
      'Product',
      'WebSite',
    ])
  })
})

describe('pageJsonLd', () => {
  const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'P' }
  const events = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Event', name: 'A' },
      { '@type': 'Event', name: 'B' },
    ],
  }
  const crumbs = breadcrumbListJsonLd([{ name: 'Home', href: '/en' }], 'https://s.example')

  it('no node: no block', () => {
    expect(pageJsonLd([undefined, undefined])).toBeUndefined()
  })
  it('one node stands alone, with the context', () => {
    expect(pageJsonLd([undefined, crumbs])).toEqual({ '@context': 'https://schema.org', ...crumbs })
    expect(pageJsonLd([product])).toEqual(product)
  })
  it('several nodes share one graph; an app graph is flattened into it', () => {
    expect(pageJsonLd([product, crumbs])).toEqual({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Product', name: 'P' }, crumbs] })
    expect(pageJsonLd([events, crumbs])).toEqual({ '@context': 'https://schema.org', '@graph': [...events['@graph'], crumbs] })
  })
  it('graphNodes drops members that are not objects', () => {
    expect(graphNodes({ '@graph': [{ '@type': 'Event' }, 'x', null, ['y']] })).toEqual([{ '@type': 'Event' }])
  })
})

describe('social links', () => {
  const node = (props: Record<string, unknown>): ContentNode => ({
    '@name': 'n',
    '@path': '/n',
    '@id': 'id',
    '@nodeType': 'mgnl:component',
    '@nodes': [],
    ...props,
  })
  const items = node({
    '@nodes': ['0', '1', '2', '3'],
    '0': node({ network: 'linkedin', url: 'https://www.linkedin.com/company/a' }),
    '1': node({ network: 'myspace', url: 'https://myspace.example/a' }),
    '2': node({ network: 'youtube', url: 'http://www.youtube.com/@a' }),
    '3': node({ network: 'xing', url: 'https://www.xing.com/pages/a' }),
  })

  it('keeps known networks with https profiles, named as the network spells itself', () => {
    expect(socialLinks({ items })).toEqual([
      { network: 'LinkedIn', url: 'https://www.linkedin.com/company/a' },
      { network: 'XING', url: 'https://www.xing.com/pages/a' },
    ])
    expect(socialLinks({})).toEqual([])
  })

  it("the footer's social-links components are the brand's profiles", () => {
    const footer = node({
      '@nodes': ['00', '01'],
      '00': node({ 'mgnl:template': 'okg-lm:components/text' }),
      '01': node({ 'mgnl:template': 'okg-lm:components/social-links', items }),
    })
    expect(socialProfiles(footer)).toEqual(['https://www.linkedin.com/company/a', 'https://www.xing.com/pages/a'])
    expect(socialProfiles(null)).toEqual([])
  })
})
