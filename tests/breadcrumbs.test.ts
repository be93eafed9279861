import { describe, expect, it } from 'vitest'
import type { Navigation, NavItem } from '#app/cms/content.ts'
import { breadcrumbTrail } from '#app/shell/breadcrumbs.ts'
import { albisContext } from './helpers/site-context.ts'

const item = (path: string, title: string, children: NavItem[] = []): NavItem => ({ title, path, children })
// the industries page is hidden from the menus (hideInNav), as in content/website/website.albis.yaml
const navigation: Navigation = {
  home: item('/albis', 'Home', [item('/albis/career', 'Career', [item('/albis/career/jobs', 'Jobs')]), item('/albis/product-search', 'Product search')]),
  footer: [],
  service: [],
  clientArea: null,
}
const at = (pagePath: string) => albisContext({ pagePath })
const names = (pagePath: string, title: string, holder?: { name: string; href: string }) =>
  breadcrumbTrail(navigation, at(pagePath), title, holder).map((crumb) => crumb.name)

describe('breadcrumbTrail', () => {
  it.each([
    // a page the navigation lists: its sections and itself
    ['/career/jobs', 'Jobs', undefined, ['Home', 'Career', 'Jobs']],
    // a detail on a job offer page (a detail template: no holder given): the section, then the detail
    ['/career/job/7', 'Chemist', undefined, ['Home', 'Career', 'Chemist']],
    // a detail an app shows on a page the menus hide: that page stands between
    ['/industries/automotive', 'Automotive', { name: 'Industries', href: '/en/industries' }, ['Home', 'Industries', 'Automotive']],
    // a holder the navigation lists already is not repeated
    ['/product-search/pa6', 'PA6', { name: 'Product search', href: '/en/product-search' }, ['Home', 'Product search', 'PA6']],
    // the holder is the page itself (no detail shown): once
    ['/industries', 'Industries', { name: 'Industries', href: '/en/industries' }, ['Home', 'Industries']],
  ])('%s', (pagePath, title, holder, expected) => expect(names(pagePath, title, holder)).toEqual(expected))

  it('none on the home', () => expect(breadcrumbTrail(navigation, at('/'), 'Home')).toEqual([]))
})
