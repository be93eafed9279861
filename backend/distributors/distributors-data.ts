/**
 * The distributors of the brands that sell through partners (mocom's compounds, the ceramics
 * unit's powders), as Magnolia's `distributors` workspace holds them: one node per distributor
 * with its address, world region, contact person, phone, e-mail and website. Deterministic: the
 * same code gives the same distributors.
 */
import { createHash } from 'node:crypto'
import { Draw } from '../seeded-random.ts'

export type Region = 'europe' | 'americas' | 'asia-pacific' | 'middle-east-africa'

export interface SeedDistributor {
  name: string
  uuid: string
  title: string
  street: string
  zip: string
  city: string
  country: string
  region: Region
  contactPerson: string
  phone: string
  email: string
  website: string
  description: { en: string; de: string }
}

/** Where distributors sit: country, city, postcode, street, phone prefix, region. */
const places: ReadonlyArray<readonly [string, string, string, string, string, Region]> = [
  ['DE', 'Hamburg', '20457', 'Am Sandtorkai 12', '+49 40', 'europe'],
  ['DE', 'Stuttgart', '70173', 'Königstraße 40', '+49 711', 'europe'],
  ['DE', 'Leipzig', '04109', 'Markt 9', '+49 341', 'europe'],
  ['AT', 'Linz', '4020', 'Industriezeile 35', '+43 732', 'europe'],
  ['CH', 'Basel', '4057', 'Klybeckstrasse 141', '+41 61', 'europe'],
  ['FR', 'Lyon', '69007', '12 Rue de Gerland', '+33 4', 'europe'],
  ['FR', 'Lille', '59000', '45 Rue Nationale', '+33 3', 'europe'],
  ['IT', 'Milano', '20124', 'Via Vittor Pisani 20', '+39 02', 'europe'],
  ['IT', 'Bologna', '40121', "Via dell'Indipendenza 8", '+39 051', 'europe'],
  ['ES', 'Barcelona', '08013', 'Carrer de la Marina 16', '+34 93', 'europe'],
  ['PT', 'Porto', '4050-262', 'Rua de Santa Catarina 300', '+351 22', 'europe'],
  ['NL', 'Rotterdam', '3011 AA', 'Blaak 16', '+31 10', 'europe'],
  ['BE', 'Antwerpen', '2000', 'Italiëlei 4', '+32 3', 'europe'],
  ['GB', 'Birmingham', 'B3 2HJ', '5 Brindleyplace', '+44 121', 'europe'],
  ['IE', 'Cork', 'T12 X70A', 'Lapps Quay 2', '+353 21', 'europe'],
  ['DK', 'Aarhus', '8000', 'Åboulevarden 22', '+45 86', 'europe'],
  ['SE', 'Göteborg', '411 04', 'Kungsportsavenyen 10', '+46 31', 'europe'],
  ['FI', 'Tampere', '33100', 'Hämeenkatu 9', '+358 3', 'europe'],
  ['PL', 'Poznań', '61-896', 'ul. Półwiejska 32', '+48 61', 'europe'],
  ['CZ', 'Brno', '602 00', 'Příkop 4', '+420 5', 'europe'],
  ['HU', 'Győr', '9021', 'Baross Gábor út 8', '+36 96', 'europe'],
  ['RO', 'Cluj-Napoca', '400001', 'Strada Memorandumului 28', '+40 264', 'europe'],
  ['TR', 'Bursa', '16140', 'Organize Sanayi Bölgesi 5', '+90 224', 'europe'],
  ['US', 'Chicago', '60606', '233 S Wacker Dr', '+1 312', 'americas'],
  ['US', 'Charlotte', '28202', '301 S College St', '+1 704', 'americas'],
  ['US', 'Houston', '77002', '1000 Main St', '+1 713', 'americas'],
  ['CA', 'Toronto', 'M5J 2N8', '200 Bay St', '+1 416', 'americas'],
  ['MX', 'Monterrey', '64000', 'Av. Constitución 405', '+52 81', 'americas'],
  ['BR', 'São Paulo', '01310-100', 'Av. Paulista 1000', '+55 11', 'americas'],
  ['AR', 'Córdoba', 'X5000', 'Av. Colón 350', '+54 351', 'americas'],
  ['CL', 'Santiago', '8320000', 'Av. Apoquindo 3000', '+56 2', 'americas'],
  ['CN', 'Shanghai', '200120', 'Century Avenue 88', '+86 21', 'asia-pacific'],
  ['CN', 'Shenzhen', '518000', 'Shennan Boulevard 6008', '+86 755', 'asia-pacific'],
  ['JP', 'Nagoya', '450-0002', 'Meieki 4-7-1', '+81 52', 'asia-pacific'],
  ['KR', 'Incheon', '21984', 'Songdo Convensia-daero 165', '+82 32', 'asia-pacific'],
  ['IN', 'Pune', '411001', 'Bund Garden Road 6', '+91 20', 'asia-pacific'],
  ['TH', 'Rayong', '21000', 'Sukhumvit Road 88', '+66 38', 'asia-pacific'],
  ['SG', 'Singapore', '018989', '1 Marina Boulevard', '+65', 'asia-pacific'],
  ['MY', 'Penang', '10050', 'Lebuh Farquhar 10', '+60 4', 'asia-pacific'],
  ['AU', 'Melbourne', '3000', '120 Collins St', '+61 3', 'asia-pacific'],
  ['AE', 'Dubai', '00000', 'Jebel Ali Free Zone, LOB 16', '+971 4', 'middle-east-africa'],
  ['SA', 'Dammam', '32241', 'King Saud Street 12', '+966 13', 'middle-east-africa'],
  ['ZA', 'Johannesburg', '2196', '15 Alice Lane, Sandton', '+27 11', 'middle-east-africa'],
  ['EG', 'Cairo', '11511', '26 July Street 17', '+20 2', 'middle-east-africa'],
  ['MA', 'Casablanca', '20250', "Boulevard d'Anfa 52", '+212 522', 'middle-east-africa'],
]

const firms = [
  'Polymer Partners',
  'Compound Trading',
  'Plastics Supply',
  'Materials House',
  'Resin Services',
  'Technical Polymers',
  'Industrial Materials',
  'Powder Solutions',
]
const forms: Readonly<Record<string, string>> = {
  DE: 'GmbH',
  AT: 'GmbH',
  CH: 'AG',
  FR: 'SAS',
  IT: 'S.r.l.',
  ES: 'S.L.',
  PT: 'Lda.',
  NL: 'B.V.',
  BE: 'NV',
  PL: 'Sp. z o.o.',
  CZ: 's.r.o.',
  SE: 'AB',
  DK: 'ApS',
  FI: 'Oy',
  BR: 'Ltda.',
  MX: 'S.A. de C.V.',
  JP: 'K.K.',
}
const people = [
  'Anna Berger',
  'Marco Rossi',
  'Claire Dubois',
  'Jan de Vries',
  'Sofia Almeida',
  'Piotr Nowak',
  'Emma Lindqvist',
  'James Carter',
  'Li Wei',
  'Yuki Tanaka',
  'Priya Sharma',
  'Omar Haddad',
  'Thandi Nkosi',
  'Lucía Fernández',
  'Mehmet Yılmaz',
  'Ana Souza',
]

function uuidOf(text: string): string {
  const hex = createHash('sha1').update(`distributor/${text}`).digest('hex')
  return `d157b000-${hex.slice(0, 4)}-4${hex.slice(4, 7)}-8${hex.slice(7, 10)}-${hex.slice(10, 22)}`
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Every distributor: one per place. */
const distributors: readonly SeedDistributor[] = places.map(([country, city, zip, street, phonePrefix, region]) => {
  const draw = new Draw(`distributors/${country}/${city}`)
  const firm = draw.one(firms)
  const title = `${firm} ${city} ${forms[country] ?? 'Ltd.'}`
  const name = slug(`${firm} ${city}`)
  const domain = `${slug(firm)}-${slug(city)}.example`
  return {
    name,
    uuid: uuidOf(name),
    title,
    street,
    zip,
    city,
    country,
    region,
    contactPerson: draw.one(people),
    phone: `${phonePrefix} ${draw.int(100, 999)} ${draw.int(1000, 9999)}`,
    email: `sales@${domain}`,
    website: `https://www.${domain}`,
    description: {
      en: `${firm} serves processors in and around ${city} with stock, technical advice and deliveries within days.`,
      de: `${firm} beliefert Verarbeiter in und um ${city} ab Lager, mit technischer Beratung und Lieferung innerhalb weniger Tage.`,
    },
  }
})

/** The sites with distributors, and which of them each lists: mocom every one, the ceramics unit about half. */
export const distributorSites: Readonly<Record<string, readonly SeedDistributor[]>> = {
  mocom: distributors,
  ceramics: distributors.filter((distributor) => new Draw(`distributors/ceramics/${distributor.name}`).chance(0.55)),
}
