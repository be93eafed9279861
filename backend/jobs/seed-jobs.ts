/**
 * Seed jobs of the recruiting system (onlyfy/Prescreen API v1 shape) and of the spreadsheet,
 * generated deterministically: every company, both languages, every seniority, immediate and
 * future starts, and the cases the publishing rules must catch.
 */
import { seededRandom } from '../seeded-random.ts'

/** The group's companies as the recruiting system writes them, with the installation's product word (`acme`, `acmeCeramics`). */
export function companies(productWord: string): string[] {
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
]
const cities = ['Hamburg', 'Düsseldorf', 'Changshu', 'Milan', 'Birmingham', 'Lyon', 'Corfu', 'Bremen', 'Warsaw']
const roles = {
  student: { de: ['Werkstudent', 'Praktikant'], en: ['Working student', 'Intern'] },
  graduate: { de: ['Trainee', 'Absolvent'], en: ['Trainee', 'Graduate'] },
  youngprofessional: { de: ['Junior-Referent', 'Junior-Spezialist'], en: ['Junior specialist', 'Junior manager'] },
  professional: { de: ['Senior-Manager', 'Teamleiter', 'Spezialist'], en: ['Senior manager', 'Team lead', 'Specialist'] },
} as const


function isoDate(base: Date, days: number): string {
  return new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10)
}

/** `count` jobs; `today` anchors publish, end and start dates around the present. */
export function seedRecruitingJobs(count: number, productWord: string, today = new Date()): RecruitingJob[] {
  const next = seededRandom(4711)
  const groupCompanies = companies(productWord)
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T
  return Array.from({ length: count }, (_, i): RecruitingJob => {
    const seniority = pick(seniorities, i)
    const company = pick(groupCompanies, Math.floor(i / 4))
    const department = pick(departments, i * 3 + Math.floor(i / 7))
    const language: 'de' | 'en' = i % 3 === 2 ? 'de' : 'en'
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
      location: { city: pick(cities, i * 5 + Math.floor(i / 3)) },
      website_language: language,
      website_cat: department.name.toLowerCase(),
      publish: unpublished ? (language === 'de' ? 'Nein' : 'no') : language === 'de' ? 'Ja' : 'yes',
      publish_date: notYetPublished ? isoDate(today, 10) : i % 2 === 0 ? isoDate(today, -Math.floor(1 + next() * 60)) : null,
      end_date: expired ? isoDate(today, -3) : i % 3 === 0 ? isoDate(today, 30 + Math.floor(next() * 90)) : null,
      apply_url: `https://apply.example.com/${company}/${id}`,
      job_contents:
        language === 'de'
          ? [
              { title: 'Ihre Aufgaben', content: `<ul><li>Sie verantworten Aufgaben im Bereich ${departmentName} in ${pick(cities, i)}.</li><li>Sie arbeiten eng mit Kunden und Kollegen zusammen.</li></ul>` },
              { title: 'Ihr Profil', content: '<ul><li>Abgeschlossene Ausbildung oder Studium</li><li>Gute Deutsch- und Englischkenntnisse</li></ul>' },
            ]
          : [
              { title: 'Your tasks', content: `<ul><li>You take care of ${departmentName.toLowerCase()} tasks in ${pick(cities, i)}.</li><li>You work closely with customers and colleagues.</li></ul>` },
              { title: 'Your profile', content: '<ul><li>A completed apprenticeship or degree</li><li>Good command of English</li></ul>' },
            ],
      finished_at: null,
      created_at: isoDate(today, -Math.floor(30 + next() * 90)),
    }
  })
}

export const spreadsheetHeader = ['id', 'title', 'department', 'location', 'seniority', 'contractType', 'startOfWork', 'company', 'language', 'applyUrl', 'description']

/** Spreadsheet rows: complete ones in both languages, and rows with fewer than 9 cells or no title. */
export function seedSpreadsheetRows(productWord: string): string[][] {
  return [
    spreadsheetHeader,
    ['S-1', 'Warehouse operative', 'Logistics', 'Birmingham', 'professional', 'permanent', '', 'albis', 'en', 'https://apply.example.com/sheet/s-1', 'Forklift licence welcome.'],
    ['S-2', 'Lagermitarbeiter (m/w/d)', 'Logistik', 'Bremen', 'professional', 'permanent', '', 'mocom', 'de', 'https://apply.example.com/sheet/s-2', 'Staplerschein von Vorteil.'],
    ['S-3', 'Summer intern chemistry lab', 'Research & Development', 'Hamburg', 'student', 'temporary', '2026-06-01', productWord, 'en', 'https://apply.example.com/sheet/s-3', 'Three months in our lab.'],
    ['S-4', 'Driver', 'Logistics', 'Hamburg', '', '', '', '', 'en', 'https://apply.example.com/sheet/s-4'],
    ['S-5', '', 'Sales', 'Milan', 'professional', 'permanent', '', 'albis', 'en', 'https://apply.example.com/sheet/s-5', 'No title.'],
  ]
}

export interface JobFunction {
  '@name': string
  '@path': string
  title: string
  departments: string[]
  jobIds: string[]
}

/** Job functions in the `/global` folder and one site folder (`/group`). */
export function seedJobFunctions(): JobFunction[] {
  return [
    { '@name': 'sales', '@path': '/global/sales', title: 'Sales', departments: ['Sales'], jobIds: [] },
    { '@name': 'supply-chain', '@path': '/global/supply-chain', title: 'Supply chain', departments: ['Logistics', 'Production'], jobIds: [] },
    { '@name': 'finance-it', '@path': '/global/finance-it', title: 'Finance and IT', departments: ['Finance', 'IT'], jobIds: [] },
    { '@name': 'quality-research', '@path': '/global/quality-research', title: 'Quality and research', departments: ['Quality', 'Research & Development'], jobIds: ['S-3'] },
    { '@name': 'people', '@path': '/global/people', title: 'People and culture', departments: ['Human Resources'], jobIds: [] },
    { '@name': 'group-management', '@path': '/group/group-management', title: 'Group management', departments: [], jobIds: ['1000', '1004'] },
  ]
}

/** What the jobs endpoints serve: the recruiting system's jobs and the spreadsheet's rows. */
export interface JobsData {
  jobs: RecruitingJob[]
  spreadsheet: string[][]
}

export function seedJobsData(count = 140, productWord = 'acme'): JobsData {
  return { jobs: seedRecruitingJobs(count, productWord), spreadsheet: seedSpreadsheetRows(productWord) }
}
