/**
 * The countries and regional contact persons the contact finder serves: names in de, en and zh;
 * Germany split by the first digit of the postcode into three regions, one contact each for
 * Austria and Switzerland, and Iceland listed with nobody responsible (the not-found answer).
 */

export type Language = 'de' | 'en' | 'zh'

interface Country {
  code: string
  name: Record<Language, string>
  /** The shape of a postcode there, when known. */
  postcode?: RegExp
}

export const countries: readonly Country[] = [
  { code: 'DE', name: { de: 'Deutschland', en: 'Germany', zh: '德国' }, postcode: /^\d{5}$/ },
  { code: 'AT', name: { de: 'Österreich', en: 'Austria', zh: '奥地利' }, postcode: /^\d{4}$/ },
  { code: 'CH', name: { de: 'Schweiz', en: 'Switzerland', zh: '瑞士' }, postcode: /^\d{4}$/ },
  { code: 'IS', name: { de: 'Island', en: 'Iceland', zh: '冰岛' }, postcode: /^\d{3}$/ },
]

interface ContactPerson {
  id: string
  name: string
  role: Record<Language, string>
  email: string
  phone: string
  /** The portrait in the DAM (`jcr:` reference), resolved to the asset in the answer. */
  photo: string
}

const salesManager = { de: 'Vertriebsleitung', en: 'Sales manager', zh: '销售经理' }
const areaManager = { de: 'Gebietsverkaufsleitung', en: 'Area sales manager', zh: '区域销售经理' }

const people = {
  north: {
    id: 'de-north',
    name: 'Jana Petersen',
    role: areaManager,
    email: 'jana.petersen@group.example',
    phone: '+49 40 555 0301',
    photo: 'jcr:8fb62fdd-dc3d-5f8d-bfb1-58b1a3a9a5cb',
  },
  west: {
    id: 'de-west',
    name: 'Lukas Becker',
    role: areaManager,
    email: 'lukas.becker@group.example',
    phone: '+49 40 555 0302',
    photo: 'jcr:1e5751a2-4a3f-506a-9e42-9fc5d0a92902',
  },
  south: {
    id: 'de-south',
    name: 'Maria Huber',
    role: areaManager,
    email: 'maria.huber@group.example',
    phone: '+49 40 555 0303',
    photo: 'jcr:7944bef9-98a4-513c-91f7-31d5b4dd2732',
  },
  austria: {
    id: 'at',
    name: 'Stefan Gruber',
    role: salesManager,
    email: 'stefan.gruber@group.example',
    phone: '+49 40 555 0304',
    photo: 'jcr:356add74-730a-5ce0-9a97-4057e3a538c6',
  },
  switzerland: {
    id: 'ch',
    name: 'Nadine Keller',
    role: salesManager,
    email: 'nadine.keller@group.example',
    phone: '+49 40 555 0305',
    photo: 'jcr:11c18c24-9cf4-5414-97d2-efeb5bc2e34c',
  },
} satisfies Record<string, ContactPerson>

export function findCountry(code: string): Country | undefined {
  return countries.find((country) => country.code === code.toUpperCase())
}

/** The person responsible for a postcode of a country, or undefined (nobody, or a postcode of the wrong shape). */
export function responsibleContact(country: Country, zip: string): ContactPerson | undefined {
  if (country.postcode && !country.postcode.test(zip)) return undefined
  switch (country.code) {
    case 'DE': {
      const region = Number(zip[0])
      if (region <= 3) return people.north
      if (region <= 6) return people.west
      return people.south
    }
    case 'AT':
      return people.austria
    case 'CH':
      return people.switzerland
    default:
      return undefined
  }
}
