/**
 * Seed jobs of the recruiting system (onlyfy/Prescreen API v1 shape) and of the spreadsheet,
 * generated deterministically: every company, both languages, every seniority, immediate and
 * future starts, and the cases the publishing rules must catch.
 */
import { seededRandom } from '../seeded-random.ts'

/** The group's companies as the recruiting system writes them, with the installation's product word (`acme`, `acmeCeramics`). */
function companies(productWord: string): string[] {
  return ['okg', 'mocom', 'albis', productWord, `${productWord}Ceramics`, 'okNewBusiness', 'okCorfu']
}
export const seniorities = ['student', 'graduate', 'youngprofessional', 'professional'] as const

export interface RecruitingJob {
  id: number
  title: string
  short_handle: string
  department: { id: number; name: string }
  company: string
  instance_name: string
  seniority: (typeof seniorities)[number]
  position_type: 'full-time' | 'part-time'
  contract_type: 'permanent' | 'temporary'
  start_of_work: string | null
  has_immediate_start_of_work: boolean
  location: { city: string }
  website_language: 'de' | 'en'
  website_cat: string
  publish: 'yes' | 'Ja' | 'no' | 'Nein'
  publish_date: string | null
  end_date: string | null
  apply_url: string
  job_contents: Array<{ title: string; content: string }>
  finished_at: string | null
  created_at: string
}

const departments = [
  { id: 1, name: 'Sales', de: 'Vertrieb', en: 'Sales' },
  { id: 2, name: 'Logistics', de: 'Logistik', en: 'Logistics' },
  { id: 3, name: 'Finance', de: 'Finanzen', en: 'Finance' },
  { id: 4, name: 'IT', de: 'IT', en: 'IT' },
  { id: 5, name: 'Production', de: 'Produktion', en: 'Production' },
  { id: 6, name: 'Quality', de: 'Qualität', en: 'Quality' },
  { id: 7, name: 'Human Resources', de: 'Personal', en: 'Human Resources' },
  { id: 8, name: 'Research & Development', de: 'Forschung & Entwicklung', en: 'Research & Development' },
] as const

/** What a department's people do, in the job's language. */
const departmentTasks: Record<(typeof departments)[number]['name'], { de: [string, string]; en: [string, string] }> = {
  Sales: {
    de: [
      'Sie betreuen Kunden aus der Kunststoff- und Chemieindustrie und bauen neue Kundenbeziehungen auf',
      'Sie erstellen Angebote und verhandeln Preise und Liefermengen',
    ],
    en: ['You look after customers in the plastics and chemicals industries and win new ones', 'You prepare offers and negotiate prices and volumes'],
  },
  Logistics: {
    de: ['Sie planen Wareneingang, Lagerung und Versand', 'Sie stimmen sich mit Speditionen und unseren Lagern ab'],
    en: ['You plan goods receipt, storage and dispatch', 'You coordinate carriers and our warehouses'],
  },
  Finance: {
    de: ['Sie wirken an Monats- und Jahresabschlüssen mit', 'Sie betreuen Debitoren, Kreditoren und das Berichtswesen'],
    en: ['You help close the books each month and year', 'You look after receivables, payables and reporting'],
  },
  IT: {
    de: [
      'Sie betreuen unser ERP-System und die Schnittstellen zu Kunden und Lieferanten',
      'Sie unterstützen Kolleginnen und Kollegen bei Fragen zu Hard- und Software',
    ],
    en: ['You look after our ERP system and its links to customers and suppliers', 'You support colleagues with hardware and software'],
  },
  Production: {
    de: [
      'Sie steuern Anlagen in der Produktion und halten Rezepturen und Prüfpläne ein',
      'Sie verbessern Abläufe gemeinsam mit Technik und Qualitätssicherung',
    ],
    en: ['You run production lines to recipe and test plan', 'You improve processes together with engineering and quality'],
  },
  Quality: {
    de: ['Sie prüfen Wareneingänge und Chargen im Labor', 'Sie bearbeiten Reklamationen und pflegen unser Qualitätsmanagementsystem nach ISO 9001'],
    en: ['You test incoming goods and batches in the laboratory', 'You handle complaints and maintain our ISO 9001 quality management system'],
  },
  'Human Resources': {
    de: ['Sie begleiten Bewerbungsverfahren von der Ausschreibung bis zum ersten Arbeitstag', 'Sie beraten Führungskräfte und Mitarbeitende in Personalfragen'],
    en: ['You run recruiting from the job advert to the first working day', 'You advise managers and staff on HR matters'],
  },
  'Research & Development': {
    de: ['Sie entwickeln neue Werkstoffe und Rezepturen im Labor', 'Sie begleiten Versuche bei Kunden und werten sie aus'],
    en: ['You develop new materials and formulations in the laboratory', "You run and evaluate trials at customers' plants"],
  },
}

/** Where each company has jobs: German sites first, the ones abroad after them. */
const companySites: Record<string, { de: readonly string[]; abroad: readonly string[] }> = {
  okg: { de: ['Hamburg'], abroad: [] },
  mocom: { de: ['Hamburg'], abroad: ['Changzhou', 'Charlotte'] },
  albis: { de: ['Hamburg', 'Bremen', 'Düsseldorf'], abroad: ['Shanghai', 'Milan', 'Lyon', 'Birmingham', 'Warsaw'] },
  chemie: { de: ['Hamburg'], abroad: [] },
  ceramics: { de: ['Hamburg', 'Selb'], abroad: [] },
  okNewBusiness: { de: ['Hamburg'], abroad: [] },
  okCorfu: { de: [], abroad: ['Corfu'] },
}

/** A company's name as its job adverts write it (with the installation's product word). */
function companyName(company: string, productWord: string): { key: string; name: string } {
  const Product = productWord.charAt(0).toUpperCase() + productWord.slice(1)
  const names: Record<string, { key: string; name: string }> = {
    okg: { key: 'okg', name: `Otto ${Product} Group` },
    mocom: { key: 'mocom', name: 'MOCOM' },
    albis: { key: 'albis', name: 'ALBIS Distribution' },
    [productWord]: { key: 'chemie', name: `${Product} Chemie` },
    [`${productWord}Ceramics`]: { key: 'ceramics', name: `${Product} Ceramics` },
    okNewBusiness: { key: 'okNewBusiness', name: `Otto ${Product} New Business` },
    okCorfu: { key: 'okCorfu', name: `Otto ${Product} Corfu` },
  }
  return names[company] ?? { key: 'okg', name: `Otto ${Product} Group` }
}

const roles = {
  student: { de: ['Werkstudent', 'Praktikant'], en: ['Working student', 'Intern'] },
  graduate: { de: ['Trainee', 'Absolvent'], en: ['Trainee', 'Graduate'] },
  youngprofessional: { de: ['Junior-Referent', 'Junior-Spezialist'], en: ['Junior specialist', 'Junior manager'] },
  professional: { de: ['Senior-Manager', 'Teamleiter', 'Spezialist'], en: ['Senior manager', 'Team lead', 'Specialist'] },
} as const

const profiles = {
  student: { de: 'Sie studieren ein technisches, naturwissenschaftliches oder kaufmännisches Fach', en: 'You are studying engineering, science or business' },
  graduate: { de: 'Sie haben Ihr Studium gerade abgeschlossen', en: 'You have just finished your degree' },
  youngprofessional: {
    de: 'Sie haben erste Berufserfahrung nach Ausbildung oder Studium',
    en: 'You have first experience after your apprenticeship or degree',
  },
  professional: {
    de: 'Sie bringen mehrere Jahre Berufserfahrung in einer vergleichbaren Position mit',
    en: 'You bring several years of experience in a similar role',
  },
} as const

/** The advert's sections, in its language, naming the company and the city it is in. */
function jobContents(
  language: 'de' | 'en',
  company: string,
  city: string,
  department: (typeof departments)[number],
  seniority: (typeof seniorities)[number],
): RecruitingJob['job_contents'] {
  const [first, second] = departmentTasks[department.name][language]
  if (language === 'de') {
    return [
      {
        title: 'Ihre Aufgaben',
        content: `<p>${company} sucht Verstärkung für den Bereich ${department.de} in ${city}.</p><ul><li>${first}.</li><li>${second}.</li><li>Sie arbeiten eng mit Kolleginnen und Kollegen in ${city} und in der Gruppe zusammen.</li></ul>`,
      },
      {
        title: 'Ihr Profil',
        content: `<ul><li>${profiles[seniority].de}.</li><li>Sie arbeiten sorgfältig und gern im Team.</li><li>Sie sprechen sicher Deutsch und gut Englisch.</li></ul>`,
      },
      {
        title: 'Was wir bieten',
        content: `<p>Einen Arbeitsplatz in ${city} in einem familiengeführten Unternehmen, Weiterbildung, flexible Arbeitszeiten und ein Team, das Sie vom ersten Tag an einbindet.</p>`,
      },
    ]
  }
  return [
    {
      title: 'Your tasks',
      content: `<p>${company} is looking for support in ${department.name === 'IT' ? 'IT' : department.en.toLowerCase()} in ${city}.</p><ul><li>${first}.</li><li>${second}.</li><li>You work closely with colleagues in ${city} and across the group.</li></ul>`,
    },
    {
      title: 'Your profile',
      content: `<ul><li>${profiles[seniority].en}.</li><li>You work carefully and enjoy working in a team.</li><li>You speak English fluently; another language of the region is a plus.</li></ul>`,
    },
    {
      title: 'What we offer',
      content: `<p>A job in ${city} with a family-owned company, training, flexible working hours and a team that involves you from day one.</p>`,
    },
  ]
}

function isoDate(base: Date, days: number): string {
  return new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * `count` jobs; `today` anchors publish, end and start dates around the present. A job's city is
 * one of its company's sites; adverts in German are for sites in Germany, and its texts name the
 * company and the city.
 */
function seedRecruitingJobs(count: number, productWord: string, today = new Date()): RecruitingJob[] {
  const next = seededRandom(4711)
  const groupCompanies = companies(productWord)
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T
  return Array.from({ length: count }, (_, i): RecruitingJob => {
    const seniority = pick(seniorities, i)
    const company = pick(groupCompanies, Math.floor(i / 4))
    const { key, name } = companyName(company, productWord)
    const sites = companySites[key] ?? { de: ['Hamburg'], abroad: [] }
    const department = pick(departments, i * 3 + Math.floor(i / 7))
    const language: 'de' | 'en' = i % 3 === 2 && sites.de.length > 0 ? 'de' : 'en'
    const city = pick(language === 'de' ? sites.de : [...sites.de, ...sites.abroad], i * 5 + Math.floor(i / 3))
    const role = pick(roles[seniority][language], i)
    const departmentName = language === 'de' ? department.de : department.en
    const title = language === 'de' ? `${role} ${departmentName} (m/w/d)` : `${role}, ${departmentName}`
    const immediate = i % 5 === 0
    // the cases the publishing rules must catch
    const unpublished = i % 17 === 3
    const notYetPublished = i % 19 === 4
    const expired = i % 23 === 5
    const id = 1000 + i
    return {
      id,
      title,
      short_handle: `j${id.toString(36)}`,
      department: { id: department.id, name: department.name },
      company,
      instance_name: company,
      seniority,
      position_type: i % 4 === 3 ? 'part-time' : 'full-time',
      contract_type: seniority === 'student' || i % 6 === 1 ? 'temporary' : 'permanent',
      start_of_work: immediate || i % 11 === 7 ? null : isoDate(today, 14 + Math.floor(next() * 120)),
      has_immediate_start_of_work: immediate,
      location: { city },
      website_language: language,
      website_cat: department.name.toLowerCase(),
      publish: unpublished ? (language === 'de' ? 'Nein' : 'no') : language === 'de' ? 'Ja' : 'yes',
      publish_date: notYetPublished ? isoDate(today, 10) : i % 2 === 0 ? isoDate(today, -Math.floor(1 + next() * 60)) : null,
      end_date: expired ? isoDate(today, -3) : i % 3 === 0 ? isoDate(today, 30 + Math.floor(next() * 90)) : null,
      apply_url: `https://apply.example.com/${company}/${id}`,
      job_contents: jobContents(language, name, city, department, seniority),
      finished_at: null,
      created_at: isoDate(today, -Math.floor(30 + next() * 90)),
    }
  })
}

const spreadsheetHeader = [
  'id',
  'title',
  'department',
  'location',
  'seniority',
  'contractType',
  'startOfWork',
  'company',
  'language',
  'applyUrl',
  'description',
]

/** Spreadsheet rows: complete ones in both languages, and rows with fewer than 9 cells or no title. */
function seedSpreadsheetRows(productWord: string): string[][] {
  return [
    spreadsheetHeader,
    [
      'S-1',
      'Warehouse operative',
      'Logistics',
      'Birmingham',
      'professional',
      'permanent',
      '',
      'albis',
      'en',
      'https://apply.example.com/sheet/s-1',
      'For our warehouse in Birmingham. Forklift licence welcome.',
    ],
    [
      'S-2',
      'Lagermitarbeiter (m/w/d)',
      'Logistik',
      'Hamburg',
      'professional',
      'permanent',
      '',
      'mocom',
      'de',
      'https://apply.example.com/sheet/s-2',
      'Für unser Werk in Hamburg-Harburg. Staplerschein von Vorteil.',
    ],
    [
      'S-3',
      'Summer intern chemistry lab',
      'Research & Development',
      'Hamburg',
      'student',
      'temporary',
      '2026-06-01',
      productWord,
      'en',
      'https://apply.example.com/sheet/s-3',
      'Three months in our laboratory in Hamburg.',
    ],
    ['S-4', 'Driver', 'Logistics', 'Hamburg', '', '', '', '', 'en', 'https://apply.example.com/sheet/s-4'],
    ['S-5', '', 'Sales', 'Milan', 'professional', 'permanent', '', 'albis', 'en', 'https://apply.example.com/sheet/s-5', 'No title.'],
  ]
}

interface JobFunction {
  '@name': string
  '@path': string
  title: string
  departments: string[]
  jobIds: string[]
}

type FunctionTitle = Record<'de' | 'en' | 'zh', string>

const jobFunctions: ReadonlyArray<Omit<JobFunction, 'title'> & { title: FunctionTitle }> = [
  { '@name': 'sales', '@path': '/global/sales', title: { en: 'Sales', de: 'Vertrieb', zh: '销售' }, departments: ['Sales'], jobIds: [] },
  {
    '@name': 'supply-chain',
    '@path': '/global/supply-chain',
    title: { en: 'Supply chain', de: 'Lieferkette und Logistik', zh: '供应链' },
    departments: ['Logistics', 'Production'],
    jobIds: [],
  },
  {
    '@name': 'finance-it',
    '@path': '/global/finance-it',
    title: { en: 'Finance and IT', de: 'Finanzen und IT', zh: '财务与IT' },
    departments: ['Finance', 'IT'],
    jobIds: [],
  },
  {
    '@name': 'quality-research',
    '@path': '/global/quality-research',
    title: { en: 'Quality and research', de: 'Qualität und Forschung', zh: '质量与研发' },
    departments: ['Quality', 'Research & Development'],
    jobIds: ['S-3'],
  },
  {
    '@name': 'people',
    '@path': '/global/people',
    title: { en: 'People and culture', de: 'Personal und Kultur', zh: '人力资源与文化' },
    departments: ['Human Resources'],
    jobIds: [],
  },
  {
    '@name': 'group-management',
    '@path': '/group/group-management',
    title: { en: 'Group management', de: 'Konzernführung', zh: '集团管理' },
    departments: [],
    jobIds: ['1000', '1004'],
  },
]

/** Job functions in the `/global` folder and one site folder (`/group`), titled in `lang` as Magnolia's i18n fields are (English for any other language). */
export function seedJobFunctions(lang: string | null = 'en'): JobFunction[] {
  const language = lang === 'de' || lang === 'zh' ? lang : 'en'
  return jobFunctions.map((fn) => ({ ...fn, title: fn.title[language] }))
}

/** What the jobs endpoints serve: the recruiting system's jobs and the spreadsheet's rows. */
export interface JobsData {
  jobs: RecruitingJob[]
  spreadsheet: string[][]
}

export function seedJobsData(count = 140, productWord = 'acme'): JobsData {
  return { jobs: seedRecruitingJobs(count, productWord), spreadsheet: seedSpreadsheetRows(productWord) }
}
