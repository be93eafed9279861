/** A distributor of a brand (Magnolia's `distributors` workspace): its address, world region and contact details. */

/** The world regions distributors are listed by, in the list's order. */
export const distributorRegions = ['europe', 'americas', 'asia-pacific', 'middle-east-africa'] as const
export type DistributorRegion = (typeof distributorRegions)[number]

export interface Distributor {
  id: string
  name: string
  street: string
  zip: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country: string
  region: DistributorRegion
  contactPerson: string
  phone: string
  email: string
  /** An http(s) URL, or empty. */
  website: string
  description: string
}
