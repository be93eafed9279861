/**
 * The brands' documents in the DAM: company and product brochures, certificates of their
 * management systems, REACH and RoHS declarations, data sheets, policies and terms of sale, each
 * in German and English (and Chinese where ALBIS has it), generated as PDF files from the brand
 * profiles (brand-profiles.ts) when the backend starts: nothing binary in the repository, and the
 * same content gives the same files. They are assets like the DAM's others (`/dam/{id}/{file}`,
 * asset JSON with size and date), found by the pages that link them and by site search.
 */
import { createHash } from 'node:crypto'
import type { Asset } from '../magnolia/content-store.ts'
import { type PdfBlock, documentPdf } from '../pdf.ts'
import { type BrandProfile, type DocumentLanguage, type Texts, brandProfiles } from './brand-profiles.ts'

type DocumentSection = 'certificates' | 'declarations' | 'policies' | 'brochures' | 'datasheets' | 'terms'

interface DocumentSpec {
  site: string
  /** The file's name in it: `{site}-{slug}-{lang}.pdf`. */
  slug: string
  section: DocumentSection
  /** `YYYY-MM-DD`: issued, published or valid from. */
  date: string
  languages: readonly DocumentLanguage[]
  title: Texts
  subject: Texts
  blocks: (lang: DocumentLanguage, profile: BrandProfile) => PdfBlock[]
  /** An asset the DAM had before documents were generated: its id and file name stay, for the English version. */
  kept?: { id: string; fileName: string }
}

/** A text in a language the spec has, else in English. */
function pick(texts: Texts, lang: DocumentLanguage): string {
  return (lang === 'zh' ? texts.zh : texts[lang]) ?? texts.en
}

const pages: Record<DocumentLanguage, (page: number, of: number) => string> = {
  en: (page, of) => `Page ${page} of ${of}`,
  de: (page, of) => `Seite ${page} von ${of}`,
  zh: (page, of) => `第 ${page} 页，共 ${of} 页`,
}

function longDate(date: string, lang: DocumentLanguage): string {
  const locale = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' }[lang]
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

/** A value as written in English ("9,800 MPa", "-10 to 320 °C") in the document's language: German decimal comma and thousands point, "bis"; Chinese "至". */
function localValue(value: string, lang: DocumentLanguage): string {
  const range = { en: ' to ', de: ' bis ', zh: ' 至 ' }[lang]
  const text = value.replace(' to ', range)
  if (lang !== 'de') return text
  return text.replace(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+/g, (number) => number.replace(/[.,]/g, (mark) => (mark === ',' ? '.' : ',')))
}

function addYears(date: string, years: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCFullYear(day.getUTCFullYear() + years)
  day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}

/** The management systems a certificate attests. */
const standards = {
  'ISO 9001': { edition: 'ISO 9001:2015', system: { en: 'quality management system', de: 'Qualitätsmanagementsystem', zh: '质量管理体系' } },
  'ISO 14001': { edition: 'ISO 14001:2015', system: { en: 'environmental management system', de: 'Umweltmanagementsystem', zh: '环境管理体系' } },
  'ISO 50001': { edition: 'ISO 50001:2018', system: { en: 'energy management system', de: 'Energiemanagementsystem', zh: '能源管理体系' } },
  'IATF 16949': {
    edition: 'IATF 16949:2016',
    system: {
      en: 'quality management system for automotive production',
      de: 'Qualitätsmanagementsystem für die Automobilproduktion',
      zh: '汽车生产质量管理体系',
    },
  },
} as const

type Standard = keyof typeof standards

function certificate(
  site: string,
  standard: Standard,
  number: string,
  issued: string,
  languages: readonly DocumentLanguage[],
  kept?: DocumentSpec['kept'],
): DocumentSpec {
  const { edition, system } = standards[standard]
  const slug = `certificate-${standard.toLowerCase().replace(/\s+/g, '-')}`
  return {
    site,
    slug,
    section: 'certificates',
    date: issued,
    languages,
    title: { en: `${standard} certificate`, de: `Zertifikat ${standard}`, zh: `${standard} 证书` },
    subject: { en: `Certificate of the ${system.en} (${edition})`, de: `Zertifikat des ${system.de}s (${edition})`, zh: `${system.zh}证书（${edition}）` },
    ...(kept ? { kept } : {}),
    blocks: (lang, profile) => {
      const until = addYears(issued, 3)
      const rows: Record<DocumentLanguage, Array<[string, string]>> = {
        en: [
          ['Certificate number', number],
          ['Standard', edition],
          ['Scope', pick(profile.scope, 'en')],
          ['Sites', pick(profile.sites, 'en')],
          ['Issued', longDate(issued, 'en')],
          ['Valid until', longDate(until, 'en')],
        ],
        de: [
          ['Zertifikatsnummer', number],
          ['Norm', edition],
          ['Geltungsbereich', pick(profile.scope, 'de')],
          ['Standorte', pick(profile.sites, 'de')],
          ['Ausgestellt am', longDate(issued, 'de')],
          ['Gültig bis', longDate(until, 'de')],
        ],
        zh: [
          ['证书编号', number],
          ['标准', edition],
          ['认证范围', pick(profile.scope, 'zh')],
          ['地点', pick(profile.sites, 'zh')],
          ['颁发日期', longDate(issued, 'zh')],
          ['有效期至', longDate(until, 'zh')],
        ],
      }
      const text: Record<DocumentLanguage, string[]> = {
        en: [
          `NordCert, the certification body, hereby certifies that ${profile.legalName}, ${profile.street}, ${profile.city}, Germany, has established and applies a ${system.en} that meets the requirements of ${edition}.`,
          'The audit found the system effective for the scope and sites below. This certificate stays valid as long as the annual surveillance audits confirm it.',
        ],
        de: [
          `Die Zertifizierungsstelle NordCert bescheinigt hiermit, dass ${profile.legalName}, ${profile.street}, ${profile.city}, ein ${system.de} eingeführt hat und anwendet, das die Anforderungen der ${edition} erfüllt.`,
          'Das Audit hat die Wirksamkeit des Systems für den unten genannten Geltungsbereich und die Standorte bestätigt. Das Zertifikat bleibt gültig, solange die jährlichen Überwachungsaudits dies bestätigen.',
        ],
        zh: [
          `认证机构 NordCert 特此证明：${profile.legalName}（地址：德国 ${profile.city}，${profile.street}）已建立并实施符合 ${edition} 要求的${system.zh}。`,
          '审核确认该体系在下列范围和地点有效。只要年度监督审核予以确认，本证书即持续有效。',
        ],
      }
      const signed = {
        en: `Hamburg, ${longDate(issued, 'en')} · NordCert certification body`,
        de: `Hamburg, ${longDate(issued, 'de')} · Zertifizierungsstelle NordCert`,
        zh: `汉堡，${longDate(issued, 'zh')} · NordCert 认证机构`,
      }
      return [{ paragraphs: text[lang] }, { rows: rows[lang] }, { paragraphs: [signed[lang]] }]
    },
  }
}

function reachDeclaration(site: string, date: string, languages: readonly DocumentLanguage[]): DocumentSpec {
  return {
    site,
    slug: 'declaration-reach',
    section: 'declarations',
    date,
    languages,
    title: { en: 'REACH declaration', de: 'REACH-Erklärung', zh: 'REACH 声明' },
    subject: {
      en: 'Declaration on Regulation (EC) No 1907/2006 (REACH)',
      de: 'Erklärung zur Verordnung (EG) Nr. 1907/2006 (REACH)',
      zh: '关于法规（EC）No 1907/2006（REACH）的声明',
    },
    blocks: (lang, profile) => {
      const text: Record<DocumentLanguage, PdfBlock[]> = {
        en: [
          {
            paragraphs: [
              `${profile.legalName} supplies substances, mixtures and articles in line with Regulation (EC) No 1907/2006 (REACH). Substances we place on the market in the European Union are registered by their producers or by us for the uses our customers have told us about.`,
            ],
          },
          {
            heading: 'Safety data sheets',
            paragraphs: [
              'A safety data sheet in the language of the country of delivery comes with the first delivery of a product and with every revision of it. You find the current version in the client area as well.',
            ],
          },
          {
            heading: 'Substances of very high concern',
            paragraphs: [
              'We check our range against the candidate list after each of its updates. Where an article contains a substance of the candidate list above 0.1 % by weight, we tell you in writing, with the substance and how to use the article safely.',
            ],
          },
          {
            paragraphs: [
              `Questions: product safety, ${profile.email}, ${profile.phone}.`,
              `Hamburg, ${longDate(date, 'en')} · ${profile.name}, product safety`,
            ],
          },
        ],
        de: [
          {
            paragraphs: [
              `${profile.legalName} liefert Stoffe, Gemische und Erzeugnisse im Einklang mit der Verordnung (EG) Nr. 1907/2006 (REACH). Stoffe, die wir in der Europäischen Union in Verkehr bringen, sind von ihren Herstellern oder von uns für die Verwendungen registriert, die unsere Kunden uns genannt haben.`,
            ],
          },
          {
            heading: 'Sicherheitsdatenblätter',
            paragraphs: [
              'Ein Sicherheitsdatenblatt in der Sprache des Lieferlandes liegt der ersten Lieferung eines Produkts und jeder Überarbeitung bei. Die aktuelle Fassung finden Sie auch im Kundenbereich.',
            ],
          },
          {
            heading: 'Besonders besorgniserregende Stoffe',
            paragraphs: [
              'Wir prüfen unser Sortiment nach jeder Aktualisierung der Kandidatenliste. Enthält ein Erzeugnis einen Stoff der Kandidatenliste mit mehr als 0,1 Massenprozent, teilen wir Ihnen dies schriftlich mit, zusammen mit dem Stoff und Hinweisen zur sicheren Verwendung.',
            ],
          },
          {
            paragraphs: [
              `Fragen: Produktsicherheit, ${profile.email}, ${profile.phone}.`,
              `Hamburg, ${longDate(date, 'de')} · ${profile.name}, Produktsicherheit`,
            ],
          },
        ],
        zh: [
          {
            paragraphs: [
              `${profile.legalName} 按照法规（EC）No 1907/2006（REACH）供应物质、混合物和物品。我们在欧盟投放市场的物质，已由其生产商或由我们针对客户告知的用途完成注册。`,
            ],
          },
          { heading: '安全数据表', paragraphs: ['每种产品的首次交货及每次修订时，均随附交货国语言的安全数据表。您也可以在客户专区找到最新版本。'] },
          {
            heading: '高度关注物质',
            paragraphs: [
              '候选清单每次更新后，我们都会核查我们的产品系列。如果某物品所含候选清单物质的质量分数超过 0.1%，我们将以书面形式通知您，并说明该物质及安全使用方法。',
            ],
          },
          { paragraphs: [`咨询：产品安全部，${profile.email}，${profile.phone}。`, `汉堡，${longDate(date, 'zh')} · ${profile.name} 产品安全部`] },
        ],
      }
      return text[lang]
    },
  }
}

function rohsDeclaration(site: string, date: string, languages: readonly DocumentLanguage[]): DocumentSpec {
  return {
    site,
    slug: 'declaration-rohs',
    section: 'declarations',
    date,
    languages,
    title: { en: 'RoHS declaration', de: 'RoHS-Erklärung', zh: 'RoHS 声明' },
    subject: { en: 'Declaration on Directive 2011/65/EU (RoHS)', de: 'Erklärung zur Richtlinie 2011/65/EU (RoHS)', zh: '关于指令 2011/65/EU（RoHS）的声明' },
    blocks: (lang, profile) => {
      const text: Record<DocumentLanguage, string[]> = {
        en: [
          `The thermoplastics and compounds ${profile.legalName} supplies for electrical and electronic equipment are made without lead, mercury, cadmium, hexavalent chromium, PBB, PBDE, DEHP, BBP, DBP and DIBP above the limits of Annex II of Directive 2011/65/EU, as amended by Directive (EU) 2015/863.`,
          'We base this declaration on the declarations of our producer partners and our own checks. It applies to every grade in our range unless its data sheet says otherwise.',
          `Hamburg, ${longDate(date, 'en')} · ${profile.name}, product safety`,
        ],
        de: [
          `Die Thermoplaste und Compounds, die ${profile.legalName} für Elektro- und Elektronikgeräte liefert, enthalten Blei, Quecksilber, Cadmium, sechswertiges Chrom, PBB, PBDE, DEHP, BBP, DBP und DIBP nicht über den Grenzwerten von Anhang II der Richtlinie 2011/65/EU in der Fassung der Richtlinie (EU) 2015/863.`,
          'Grundlage dieser Erklärung sind die Erklärungen unserer Herstellerpartner und unsere eigenen Prüfungen. Sie gilt für jede Type unseres Sortiments, sofern ihr Datenblatt nichts anderes sagt.',
          `Hamburg, ${longDate(date, 'de')} · ${profile.name}, Produktsicherheit`,
        ],
        zh: [
          `${profile.legalName} 为电气电子设备供应的热塑性塑料和复合材料中，铅、汞、镉、六价铬、PBB、PBDE、DEHP、BBP、DBP 和 DIBP 的含量均不超过经指令（EU）2015/863 修订的指令 2011/65/EU 附件 II 的限值。`,
          '本声明以生产商合作伙伴的声明和我们自己的检验为依据，适用于我们产品系列中的所有牌号，除非其数据表另有说明。',
          `汉堡，${longDate(date, 'zh')} · ${profile.name} 产品安全部`,
        ],
      }
      return [{ paragraphs: text[lang] }]
    },
  }
}

/** The company brochure: who the company is, what it offers, its figures, where it is, how to reach it. */
function companyBrochure(site: string, date: string, languages: readonly DocumentLanguage[], title: Texts): DocumentSpec {
  return {
    site,
    slug: 'company-brochure',
    section: 'brochures',
    date,
    languages,
    title,
    subject: { en: 'Company brochure', de: 'Unternehmensbroschüre', zh: '公司宣传册' },
    blocks: (lang, profile) => {
      const headings = {
        en: ['Who we are', 'What we offer', 'Facts and figures', 'Where we are', 'Contact'],
        de: ['Wer wir sind', 'Was wir bieten', 'Zahlen und Fakten', 'Wo wir sind', 'Kontakt'],
        zh: ['关于我们', '我们的产品和服务', '数据与事实', '我们的地点', '联系方式'],
      }[lang]
      const offer = (lang === 'zh' ? profile.offer.zh : profile.offer[lang]) ?? profile.offer.en
      const figures = (lang === 'zh' ? profile.figures.zh : profile.figures[lang]) ?? profile.figures.en
      const contact = {
        en: [
          ['Address', `${profile.street}, ${profile.city}, Germany`],
          ['Phone', profile.phone],
          ['E-mail', profile.email],
        ],
        de: [
          ['Anschrift', `${profile.street}, ${profile.city}, Deutschland`],
          ['Telefon', profile.phone],
          ['E-Mail', profile.email],
        ],
        zh: [
          ['地址', `德国 ${profile.city}，${profile.street}`],
          ['电话', profile.phone],
          ['电子邮件', profile.email],
        ],
      }[lang] as Array<[string, string]>
      return [
        { heading: headings[0], paragraphs: [pick(profile.about, lang)] },
        { heading: headings[1], paragraphs: offer.map((line) => `• ${line}`) },
        { heading: headings[2], rows: figures },
        { heading: headings[3], paragraphs: [pick(profile.sites, lang)] },
        { heading: headings[4], rows: contact },
      ]
    },
  }
}

/** A brochure on one topic: its sections' headings and texts per language. */
function topicBrochure(
  site: string,
  slug: string,
  date: string,
  languages: readonly DocumentLanguage[],
  title: Texts,
  sections: ReadonlyArray<{ heading: Texts; text: Texts }>,
): DocumentSpec {
  return {
    site,
    slug,
    section: 'brochures',
    date,
    languages,
    title,
    subject: title,
    blocks: (lang, profile) => [
      ...sections.map((section) => ({ heading: pick(section.heading, lang), paragraphs: [pick(section.text, lang)] })),
      { paragraphs: [`${profile.name} · ${profile.street}, ${profile.city} · ${profile.phone} · ${profile.email}`] },
    ],
  }
}

/** A data sheet: what the material is, its typical properties (value, unit, test standard), a note that they are typical values. */
function datasheet(
  site: string,
  slug: string,
  date: string,
  languages: readonly DocumentLanguage[],
  title: Texts,
  description: Texts,
  properties: ReadonlyArray<{ name: Texts; value: string; standard: string }>,
): DocumentSpec {
  return {
    site,
    slug: `datasheet-${slug}`,
    section: 'datasheets',
    date,
    languages,
    title,
    subject: { en: 'Datasheet', de: 'Datenblatt', zh: '数据表' },
    blocks: (lang) => {
      const labels = { en: ['Description', 'Typical properties'], de: ['Beschreibung', 'Typische Eigenschaften'], zh: ['说明', '典型性能'] }[lang]
      const note = {
        en: 'Typical values measured on test specimens; they are no specification. Processing, design and colour change the properties of a part.',
        de: 'Typische Werte, an Probekörpern gemessen; sie sind keine Spezifikation. Verarbeitung, Konstruktion und Farbe verändern die Eigenschaften eines Bauteils.',
        zh: '典型值，在试样上测得，不构成规格。加工、设计和颜色会改变零件的性能。',
      }[lang]
      return [
        { heading: labels[0], paragraphs: [pick(description, lang)] },
        {
          heading: labels[1],
          rows: properties.map((property) => [pick(property.name, lang), `${localValue(property.value, lang)} (${property.standard})`] as const),
        },
        { paragraphs: [note] },
      ]
    },
  }
}

/** The general terms of sale and delivery: ten clauses under German law, place of jurisdiction Hamburg. */
function termsOfSale(site: string, date: string, kept?: DocumentSpec['kept']): DocumentSpec {
  const clauses: ReadonlyArray<{ heading: Texts; text: (name: string) => Texts }> = [
    {
      heading: { en: '1. Scope', de: '1. Geltungsbereich' },
      text: (name) => ({
        en: `These terms apply to every sale and delivery of ${name} to businesses. Other terms apply only if we accept them in writing.`,
        de: `Diese Bedingungen gelten für alle Verkäufe und Lieferungen von ${name} an Unternehmer. Andere Bedingungen gelten nur, wenn wir ihnen schriftlich zustimmen.`,
      }),
    },
    {
      heading: { en: '2. Offers and orders', de: '2. Angebote und Bestellungen' },
      text: () => ({
        en: 'Our offers are subject to change. An order becomes binding with our order confirmation or with the delivery.',
        de: 'Unsere Angebote sind freibleibend. Eine Bestellung wird mit unserer Auftragsbestätigung oder mit der Lieferung verbindlich.',
      }),
    },
    {
      heading: { en: '3. Prices and payment', de: '3. Preise und Zahlung' },
      text: () => ({
        en: 'Prices are in euros, plus VAT, for delivery as agreed. Invoices are due within 30 days of the invoice date without deduction.',
        de: 'Die Preise gelten in Euro zuzüglich Umsatzsteuer für die vereinbarte Lieferung. Rechnungen sind innerhalb von 30 Tagen nach Rechnungsdatum ohne Abzug fällig.',
      }),
    },
    {
      heading: { en: '4. Delivery', de: '4. Lieferung' },
      text: () => ({
        en: 'Delivery dates are given as carefully as we can. Partial deliveries are allowed where the customer can reasonably accept them. Quantities may differ by up to 10 % for goods made to order.',
        de: 'Liefertermine nennen wir nach bestem Wissen. Teillieferungen sind zulässig, soweit sie dem Kunden zumutbar sind. Bei Sonderanfertigungen sind Mengenabweichungen bis 10 % zulässig.',
      }),
    },
    {
      heading: { en: '5. Passing of risk', de: '5. Gefahrübergang' },
      text: () => ({
        en: 'The risk passes to the customer when the goods are handed to the carrier, unless Incoterms agreed in the order say otherwise.',
        de: 'Die Gefahr geht mit der Übergabe der Ware an den Frachtführer auf den Kunden über, sofern die in der Bestellung vereinbarten Incoterms nichts anderes bestimmen.',
      }),
    },
    {
      heading: { en: '6. Retention of title', de: '6. Eigentumsvorbehalt' },
      text: () => ({
        en: 'The goods remain our property until every claim from the business relationship has been paid.',
        de: 'Die Ware bleibt bis zur Bezahlung aller Forderungen aus der Geschäftsbeziehung unser Eigentum.',
      }),
    },
    {
      heading: { en: '7. Inspection and complaints', de: '7. Prüfung und Mängelrüge' },
      text: () => ({
        en: 'The customer inspects the goods on arrival and reports visible defects within seven days, hidden defects within seven days of finding them.',
        de: 'Der Kunde prüft die Ware bei Eingang und zeigt offensichtliche Mängel innerhalb von sieben Tagen an, verborgene Mängel innerhalb von sieben Tagen nach ihrer Entdeckung.',
      }),
    },
    {
      heading: { en: '8. Technical advice', de: '8. Anwendungstechnische Beratung' },
      text: () => ({
        en: 'Our advice is given to the best of our knowledge. It does not release the customer from testing whether the goods suit the intended process and use.',
        de: 'Unsere Beratung erfolgt nach bestem Wissen. Sie befreit den Kunden nicht von der eigenen Prüfung, ob die Ware für das vorgesehene Verfahren und die Verwendung geeignet ist.',
      }),
    },
    {
      heading: { en: '9. Liability', de: '9. Haftung' },
      text: () => ({
        en: 'We are liable without limit for intent and gross negligence and for injury to life, body or health; otherwise only for breach of essential obligations and limited to the damage typical of the contract.',
        de: 'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden an Leben, Körper oder Gesundheit; im Übrigen nur bei Verletzung wesentlicher Pflichten und begrenzt auf den vertragstypischen Schaden.',
      }),
    },
    {
      heading: { en: '10. Law and jurisdiction', de: '10. Recht und Gerichtsstand' },
      text: () => ({
        en: 'German law applies; the UN Convention on Contracts for the International Sale of Goods does not. The place of jurisdiction is Hamburg.',
        de: 'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist Hamburg.',
      }),
    },
  ]
  return {
    site,
    slug: 'terms-of-sale',
    section: 'terms',
    date,
    languages: ['de', 'en'],
    title: { en: 'General terms of sale and delivery', de: 'Allgemeine Verkaufs- und Lieferbedingungen' },
    subject: { en: 'General terms of sale and delivery', de: 'Allgemeine Verkaufs- und Lieferbedingungen' },
    ...(kept ? { kept } : {}),
    blocks: (lang, profile) => [
      ...clauses.map((clause) => ({ heading: pick(clause.heading, lang), paragraphs: [pick(clause.text(profile.legalName), lang)] })),
      {
        paragraphs: [
          lang === 'de'
            ? `Stand: ${longDate(date, 'de')} · ${profile.legalName}, ${profile.street}, ${profile.city}`
            : `As of ${longDate(date, 'en')} · ${profile.legalName}, ${profile.street}, ${profile.city}`,
        ],
      },
    ],
  }
}

/** A policy or guideline: sections of text, in German and English. */
function policy(site: string, slug: string, date: string, title: Texts, sections: ReadonlyArray<{ heading: Texts; text: Texts }>): DocumentSpec {
  return { ...topicBrochure(site, slug, date, ['de', 'en'], title, sections), section: 'policies' }
}

const de_en: readonly DocumentLanguage[] = ['de', 'en']
const all: readonly DocumentLanguage[] = ['de', 'en', 'zh']

const property = (en: string, de: string, zh: string, value: string, standard: string) => ({ name: { en, de, zh }, value, standard })
const density = (value: string) => property('Density', 'Dichte', '密度', `${value} g/cm³`, 'ISO 1183')
const modulus = (value: string) => property('Tensile modulus', 'Zug-E-Modul', '拉伸模量', `${value} MPa`, 'ISO 527')
const strength = (value: string) => property('Tensile strength', 'Zugfestigkeit', '拉伸强度', `${value} MPa`, 'ISO 527')
const charpy = (value: string) =>
  property('Charpy notched impact strength', 'Charpy-Kerbschlagzähigkeit', '简支梁缺口冲击强度', `${value} kJ/m²`, 'ISO 179/1eA')
const hdt = (value: string) =>
  property('Heat deflection temperature (1.8 MPa)', 'Wärmeformbeständigkeit (1,8 MPa)', '热变形温度（1.8 MPa）', `${value} °C`, 'ISO 75')
const flammability = (value: string) => property('Flammability', 'Brennbarkeit', '阻燃等级', value, 'UL 94')

/** Every brand's documents. */
function documentSpecs(Product: string): DocumentSpec[] {
  return [
    // ALBIS Distribution
    companyBrochure('albis', '2026-03-02', all, {
      en: 'ALBIS Distribution company brochure',
      de: 'ALBIS Distribution Unternehmensbroschüre',
      zh: 'ALBIS Distribution 公司宣传册',
    }),
    topicBrochure(
      'albis',
      'product-range-brochure',
      '2026-04-13',
      all,
      {
        en: 'Product range brochure: engineering and commodity plastics',
        de: 'Broschüre Lieferprogramm: technische und Standard-Kunststoffe',
        zh: '产品系列宣传册：工程塑料和通用塑料',
      },
      [
        {
          heading: { en: 'Engineering plastics', de: 'Technische Kunststoffe', zh: '工程塑料' },
          text: {
            en: 'Polyamides PA6, PA66 and PA12, PBT, POM, polycarbonate and PC/ABS from our producer partners, unfilled, glass-fibre reinforced, mineral filled and flame retardant.',
            de: 'Polyamide PA6, PA66 und PA12, PBT, POM, Polycarbonat und PC/ABS unserer Herstellerpartner, unverstärkt, glasfaserverstärkt, mineralgefüllt und flammgeschützt.',
            zh: '来自生产商合作伙伴的聚酰胺 PA6、PA66 和 PA12、PBT、POM、聚碳酸酯及 PC/ABS，包括未增强、玻纤增强、矿物填充和阻燃牌号。',
          },
        },
        {
          heading: { en: 'Commodity plastics', de: 'Standard-Kunststoffe', zh: '通用塑料' },
          text: {
            en: 'Polypropylene homopolymers, copolymers and compounds, polyethylene and ABS for packaging, consumer goods, automotive interiors and construction.',
            de: 'Polypropylen-Homopolymere, -Copolymere und -Compounds, Polyethylen und ABS für Verpackung, Konsumgüter, Fahrzeuginnenraum und Bau.',
            zh: '用于包装、消费品、汽车内饰和建筑的聚丙烯均聚物、共聚物和复合材料、聚乙烯及 ABS。',
          },
        },
        {
          heading: { en: 'Recycled grades', de: 'Rezyklat-Typen', zh: '再生牌号' },
          text: {
            en: 'Post-industrial and post-consumer grades with documented recycled content, qualified together with you for series parts.',
            de: 'Post-Industrial- und Post-Consumer-Typen mit nachgewiesenem Rezyklatanteil, gemeinsam mit Ihnen für Serienteile qualifiziert.',
            zh: '具有可证明再生含量的工业后和消费后牌号，与您一起完成量产零件的认证。',
          },
        },
        {
          heading: { en: 'From stock', de: 'Ab Lager', zh: '现货供应' },
          text: {
            en: 'More than 6,000 products in stock in Hamburg, Bremen, Düsseldorf and Shanghai; stock items reach customers in Europe within 48 hours.',
            de: 'Mehr als 6.000 Produkte ab Lager in Hamburg, Bremen, Düsseldorf und Shanghai; Lagerware erreicht Kunden in Europa innerhalb von 48 Stunden.',
            zh: '汉堡、不来梅、杜塞尔多夫和上海仓库备有 6000 多种现货产品；欧洲客户 48 小时内即可收到现货。',
          },
        },
      ],
    ),
    topicBrochure('albis', 'technical-service-brochure', '2025-11-17', de_en, { en: 'Technical service brochure', de: 'Broschüre Technischer Service' }, [
      {
        heading: { en: 'Material selection', de: 'Werkstoffauswahl' },
        text: {
          en: 'Our application engineers compare grades by requirement, price and availability and suggest alternatives when a grade is short.',
          de: 'Unsere Anwendungstechniker vergleichen Typen nach Anforderung, Preis und Verfügbarkeit und schlagen Alternativen vor, wenn eine Type knapp ist.',
        },
      },
      {
        heading: { en: 'Processing advice', de: 'Verarbeitungsberatung' },
        text: {
          en: 'Drying, melt and mould temperatures, gate design and cycle times: we help at your machine, from the first trial to series production.',
          de: 'Trocknung, Masse- und Werkzeugtemperaturen, Angussgestaltung und Zykluszeiten: Wir helfen an Ihrer Maschine, vom ersten Versuch bis zur Serie.',
        },
      },
      {
        heading: { en: 'Trials and documents', de: 'Versuche und Dokumente' },
        text: {
          en: 'Samples for trials, data sheets, safety data sheets and declarations for every grade we supply.',
          de: 'Muster für Versuche, Datenblätter, Sicherheitsdatenblätter und Erklärungen zu jeder Type, die wir liefern.',
        },
      },
    ]),
    datasheet(
      'albis',
      'engineering-plastics',
      '2026-02-09',
      all,
      { en: 'Datasheet: typical properties of PA66 GF30', de: 'Datenblatt: typische Eigenschaften von PA66 GF30', zh: '数据表：PA66 GF30 的典型性能' },
      {
        en: 'Polyamide 66 reinforced with 30 % glass fibre, heat stabilised, for structural parts in automotive and electrical engineering. Supplied from stock in natural and black.',
        de: 'Polyamid 66 mit 30 % Glasfaser verstärkt, wärmestabilisiert, für Strukturbauteile in Automobil- und Elektrotechnik. Ab Lager in Natur und Schwarz.',
        zh: '30% 玻纤增强、热稳定的聚酰胺 66，用于汽车和电气工程的结构件。现货提供本色和黑色。',
      },
      [density('1.36'), modulus('9,500'), strength('185'), charpy('11'), hdt('250'), flammability('HB')],
    ),
    certificate('albis', 'ISO 9001', 'NC-9001-2025-0314', '2025-03-14', all),
    certificate('albis', 'ISO 14001', 'NC-14001-2025-0315', '2025-03-14', all),
    certificate('albis', 'ISO 50001', 'NC-50001-2024-0920', '2024-09-20', all),
    reachDeclaration('albis', '2026-01-15', all),
    rohsDeclaration('albis', '2026-01-15', de_en),
    termsOfSale('albis', '2025-01-01'),
    // MOCOM
    companyBrochure('mocom', '2026-02-16', de_en, { en: 'MOCOM company brochure', de: 'MOCOM Unternehmensbroschüre' }),
    topicBrochure('mocom', 'colour-matching-brochure', '2025-09-22', de_en, { en: 'Colour matching brochure', de: 'Broschüre Farbabmusterung' }, [
      {
        heading: { en: 'Your colour, in five working days', de: 'Ihre Farbe in fünf Arbeitstagen' },
        text: {
          en: 'Send us a sample, a RAL or Pantone reference or a part: our laboratory matches the colour on your base polymer and sends you plaques within five working days.',
          de: 'Schicken Sie uns ein Muster, eine RAL- oder Pantone-Referenz oder ein Bauteil: Unser Labor stimmt die Farbe auf Ihr Basispolymer ab und schickt Ihnen innerhalb von fünf Arbeitstagen Farbplättchen.',
        },
      },
      {
        heading: { en: '25,000 recipes', de: '25.000 Rezepturen' },
        text: {
          en: 'More than 25,000 colour recipes and about 150 new matches a week: many colours are already known, the rest we develop.',
          de: 'Mehr als 25.000 Farbrezepturen und rund 150 neue Abmusterungen pro Woche: Viele Farben kennen wir schon, die übrigen entwickeln wir.',
        },
      },
      {
        heading: { en: 'Three plants, one colour', de: 'Drei Werke, eine Farbe' },
        text: {
          en: 'Hamburg-Harburg, Changzhou and Charlotte work with the same recipes and measuring devices, so a colour stays the same wherever it is made.',
          de: 'Hamburg-Harburg, Changzhou und Charlotte arbeiten mit denselben Rezepturen und Messgeräten, damit eine Farbe überall gleich bleibt.',
        },
      },
    ]),
    datasheet(
      'mocom',
      'altech-pa66-a-2030-109-gf30',
      '2025-06-30',
      de_en,
      { en: 'Datasheet ALTECH PA66 A 2030/109 GF30', de: 'Datenblatt ALTECH PA66 A 2030/109 GF30' },
      {
        en: 'ALTECH PA66 compound with 30 % glass fibre, heat stabilised, for housings and brackets under the bonnet.',
        de: 'ALTECH-PA66-Compound mit 30 % Glasfaser, wärmestabilisiert, für Gehäuse und Halter im Motorraum.',
      },
      [density('1.36'), modulus('9,800'), strength('190'), charpy('12'), hdt('252'), flammability('HB')],
    ),
    datasheet(
      'mocom',
      'alcom-pc-740-4-uv',
      '2025-06-30',
      de_en,
      { en: 'Datasheet ALCOM PC 740/4 UV', de: 'Datenblatt ALCOM PC 740/4 UV' },
      {
        en: 'ALCOM polycarbonate, UV stabilised, custom coloured, for transparent and translucent covers in lighting and electrical engineering.',
        de: 'ALCOM-Polycarbonat, UV-stabilisiert, individuell eingefärbt, für transparente und transluzente Abdeckungen in Beleuchtung und Elektrotechnik.',
      },
      [density('1.20'), modulus('2,400'), strength('65'), charpy('65'), hdt('128'), flammability('V-2')],
    ),
    certificate('mocom', 'ISO 9001', 'NC-9001-2024-0607', '2024-06-07', de_en),
    certificate('mocom', 'IATF 16949', 'NC-16949-2024-0607', '2024-06-07', de_en),
    certificate('mocom', 'ISO 14001', 'NC-14001-2024-0608', '2024-06-07', de_en),
    certificate('mocom', 'ISO 50001', 'NC-50001-2025-1103', '2025-11-03', de_en),
    reachDeclaration('mocom', '2026-01-15', de_en),
    rohsDeclaration('mocom', '2026-01-15', de_en),
    termsOfSale('mocom', '2025-01-01'),
    // the ceramics unit
    companyBrochure('ceramics', '2026-01-26', de_en, { en: `${Product} Ceramics company brochure`, de: `${Product} Ceramics Unternehmensbroschüre` }),
    topicBrochure(
      'ceramics',
      'powders-brochure',
      '2025-10-06',
      de_en,
      {
        en: 'Brochure: powders for pressing, injection moulding and additive manufacturing',
        de: 'Broschüre: Pulver für Pressen, Spritzguss und additive Fertigung',
      },
      [
        {
          heading: { en: 'Pressing', de: 'Pressen' },
          text: {
            en: 'Spray-dried, ready-to-press granules of alumina and zirconia with binder systems for uniaxial and isostatic pressing.',
            de: 'Sprühgetrocknete, pressfertige Granulate aus Aluminiumoxid und Zirkonoxid mit Bindersystemen für uniaxiales und isostatisches Pressen.',
          },
        },
        {
          heading: { en: 'Injection moulding', de: 'Spritzguss' },
          text: {
            en: 'Fine powders and feedstocks for ceramic and metal injection moulding of small, complex parts in series.',
            de: 'Feine Pulver und Feedstocks für den Keramik- und Metallpulverspritzguss kleiner, komplexer Teile in Serie.',
          },
        },
        {
          heading: { en: 'Additive manufacturing', de: 'Additive Fertigung' },
          text: {
            en: 'Spherical metal powders and ceramic powders with a narrow particle size distribution for powder bed and binder jetting processes.',
            de: 'Sphärische Metallpulver und Keramikpulver mit enger Korngrößenverteilung für Pulverbett- und Binder-Jetting-Verfahren.',
          },
        },
      ],
    ),
    datasheet(
      'ceramics',
      'zirconia-3y-granules',
      '2025-10-06',
      de_en,
      { en: 'Datasheet: zirconia 3Y ready-to-press granules', de: 'Datenblatt: pressfertiges Granulat Zirkonoxid 3Y' },
      {
        en: 'Yttria-stabilised zirconia (3 mol %), spray dried with organic binder, for uniaxial pressing of wear parts and medical components.',
        de: 'Yttriumstabilisiertes Zirkonoxid (3 mol %), sprühgetrocknet mit organischem Binder, für das uniaxiale Pressen von Verschleißteilen und medizinischen Bauteilen.',
      },
      [
        property('Particle size D50 (granule)', 'Partikelgröße D50 (Granulat)', '粒径 D50（颗粒）', '60 µm', 'ISO 13320'),
        property('Bulk density', 'Schüttdichte', '松装密度', '1.25 g/cm³', 'ISO 3923-1'),
        property('Sintered density', 'Sinterdichte', '烧结密度', '6.05 g/cm³', 'ISO 18754'),
        property('Flexural strength', 'Biegefestigkeit', '弯曲强度', '1,100 MPa', 'ISO 6872'),
        property('Sintering temperature', 'Sintertemperatur', '烧结温度', '1,450 °C', '–'),
      ],
    ),
    certificate('ceramics', 'ISO 9001', 'NC-9001-2025-0522', '2025-05-22', de_en),
    reachDeclaration('ceramics', '2026-01-15', de_en),
    termsOfSale('ceramics', '2025-01-01'),
    // the group
    companyBrochure('group', '2026-05-18', de_en, { en: `Otto ${Product} Group portrait`, de: `Otto ${Product} Group Unternehmensporträt` }),
    topicBrochure('group', 'sustainability-report-2025', '2026-06-01', de_en, { en: 'Sustainability report 2025', de: 'Nachhaltigkeitsbericht 2025' }, [
      {
        heading: { en: 'Circular plastics', de: 'Kunststoffe im Kreislauf' },
        text: {
          en: 'WIPAG recycled 30,000 tonnes of plastics; with MOCOM and automotive suppliers it runs closed loops that bring production waste back into series parts.',
          de: 'WIPAG hat 30.000 Tonnen Kunststoff recycelt; mit MOCOM und Automobilzulieferern betreibt es geschlossene Kreisläufe, die Produktionsabfälle zurück in Serienteile bringen.',
        },
      },
      {
        heading: { en: 'Energy and emissions', de: 'Energie und Emissionen' },
        text: {
          en: 'The energy-intensive sites of the group work with certified energy management systems; our plants buy green electricity wherever it is available.',
          de: 'Die energieintensiven Standorte der Gruppe arbeiten mit zertifizierten Energiemanagementsystemen; unsere Werke beziehen Ökostrom, wo immer er verfügbar ist.',
        },
      },
      {
        heading: { en: 'People', de: 'Menschen' },
        text: {
          en: 'About 1,450 people work for the group at 38 locations in 24 countries; each year more than 60 young people start an apprenticeship or a dual degree with us.',
          de: 'Rund 1.450 Menschen arbeiten für die Gruppe an 38 Standorten in 24 Ländern; jedes Jahr beginnen mehr als 60 junge Menschen bei uns eine Ausbildung oder ein duales Studium.',
        },
      },
    ]),
    policy('group', 'code-of-conduct', '2024-07-01', { en: 'Code of conduct', de: 'Verhaltenskodex' }, [
      {
        heading: { en: 'Fair business', de: 'Faires Geschäft' },
        text: {
          en: 'We compete fairly, accept and give no bribes and keep to the laws of every country we work in.',
          de: 'Wir handeln im fairen Wettbewerb, nehmen und gewähren keine Bestechung und halten die Gesetze jedes Landes ein, in dem wir tätig sind.',
        },
      },
      {
        heading: { en: 'People', de: 'Menschen' },
        text: {
          en: 'We respect human rights, pay fairly, protect health and safety and tolerate no discrimination.',
          de: 'Wir achten die Menschenrechte, bezahlen fair, schützen Gesundheit und Sicherheit und dulden keine Diskriminierung.',
        },
      },
      {
        heading: { en: 'Environment', de: 'Umwelt' },
        text: {
          en: 'We handle chemicals and plastics responsibly, save energy and raw materials and keep materials in the loop.',
          de: 'Wir gehen verantwortungsvoll mit Chemikalien und Kunststoffen um, sparen Energie und Rohstoffe und halten Werkstoffe im Kreislauf.',
        },
      },
      {
        heading: { en: 'Speaking up', de: 'Hinweise geben' },
        text: {
          en: "Anyone can report a breach in confidence to the group's compliance office, without fear of disadvantage.",
          de: 'Jede und jeder kann Verstöße vertraulich an die Compliance-Stelle der Gruppe melden, ohne Nachteile befürchten zu müssen.',
        },
      },
    ]),
    policy('group', 'quality-environment-policy', '2025-01-30', { en: 'Quality and environmental policy', de: 'Qualitäts- und Umweltpolitik' }, [
      {
        heading: { en: 'Our commitment', de: 'Unser Anspruch' },
        text: {
          en: 'Every company of the group runs a management system that its customers can rely on; the group management reviews their results every year.',
          de: 'Jedes Unternehmen der Gruppe betreibt ein Managementsystem, auf das sich seine Kunden verlassen können; die Geschäftsführung der Gruppe bewertet die Ergebnisse jedes Jahr.',
        },
      },
      {
        heading: { en: 'Certified', de: 'Zertifiziert' },
        text: {
          en: 'The group holds a matrix certificate to ISO 9001 and ISO 14001; MOCOM also to IATF 16949, and the energy-intensive sites to ISO 50001.',
          de: 'Die Gruppe hält ein Matrixzertifikat nach ISO 9001 und ISO 14001; MOCOM zusätzlich nach IATF 16949, die energieintensiven Standorte nach ISO 50001.',
        },
      },
    ]),
    certificate('group', 'ISO 9001', 'NC-9001-2025-0130', '2025-01-30', de_en, {
      id: 'jcr:b15a3fc7-ba6a-557f-aea6-10f6b96764ee',
      fileName: 'quality-certificate-iso-9001.pdf',
    }),
    certificate('group', 'ISO 14001', 'NC-14001-2025-0131', '2025-01-30', de_en),
    termsOfSale('group', '2025-01-01', { id: 'jcr:f3fc4011-cce5-5385-ad50-6c7a984a9bfd', fileName: 'general-terms-of-sale.pdf' }),
    // heat transfer fluids
    companyBrochure('htf', '2026-02-23', de_en, {
      en: `${Product} Heat Transfer Fluids company brochure`,
      de: `${Product} Heat Transfer Fluids Unternehmensbroschüre`,
    }),
    topicBrochure(
      'htf',
      'fluid-analysis-brochure',
      '2025-08-25',
      de_en,
      { en: 'Brochure: fluid analysis and system services', de: 'Broschüre: Wärmeträgeranalyse und Anlagenservice' },
      [
        {
          heading: { en: 'Fluid analysis', de: 'Wärmeträgeranalyse' },
          text: {
            en: 'We take a sample from your running system and test viscosity, acid number, flash point and the share of low and high boilers. You get a report with a clear recommendation within ten working days.',
            de: 'Wir entnehmen eine Probe aus Ihrer laufenden Anlage und prüfen Viskosität, Säurezahl, Flammpunkt sowie den Anteil an Leicht- und Hochsiedern. Sie erhalten innerhalb von zehn Arbeitstagen einen Bericht mit einer klaren Empfehlung.',
          },
        },
        {
          heading: { en: 'Flushing and refilling', de: 'Spülen und Befüllen' },
          text: {
            en: 'When a fluid has aged, our service team flushes the system, removes deposits and fills it with fresh fluid, planned around your production.',
            de: 'Ist ein Wärmeträger gealtert, spült unser Serviceteam die Anlage, entfernt Ablagerungen und befüllt sie mit frischem Wärmeträger, abgestimmt auf Ihre Produktion.',
          },
        },
        {
          heading: { en: 'Emergency delivery', de: 'Notlieferung' },
          text: {
            en: 'From our depot in Duisburg we deliver within 24 hours anywhere in Germany.',
            de: 'Aus unserem Depot in Duisburg liefern wir innerhalb von 24 Stunden überall in Deutschland.',
          },
        },
      ],
    ),
    datasheet(
      'htf',
      'fluid-range',
      '2026-02-23',
      de_en,
      { en: 'Datasheet overview: the heat transfer fluid range', de: 'Datenblatt-Übersicht: das Wärmeträger-Sortiment' },
      {
        en: 'Our fluid families and the temperatures they work at. Each fluid has a data sheet of its own on its product page.',
        de: 'Unsere Wärmeträgerfamilien und die Temperaturen, bei denen sie arbeiten. Jeder Wärmeträger hat auf seiner Produktseite ein eigenes Datenblatt.',
      },
      [
        property('Mineral oils', 'Mineralöle', '矿物油', '-10 to 320 °C', 'DIN 51522'),
        property('Synthetic aromatics', 'Synthetische Aromaten', '合成芳烃', '-30 to 400 °C', 'DIN 51522'),
        property('Silicone fluids', 'Silikonöle', '硅油', '-115 to 400 °C', 'DIN 51522'),
        property('Glycols', 'Glykole', '乙二醇', '-50 to 175 °C', 'ASTM D3306'),
        property('Food-grade fluids', 'Lebensmitteltaugliche Wärmeträger', '食品级导热液', '-20 to 330 °C', 'H1'),
      ],
    ),
    certificate('htf', 'ISO 9001', 'NC-9001-2024-1112', '2024-11-12', de_en),
    certificate('htf', 'ISO 14001', 'NC-14001-2024-1113', '2024-11-12', de_en),
    reachDeclaration('htf', '2026-01-15', de_en),
    termsOfSale('htf', '2025-01-01'),
    // WIPAG
    companyBrochure('wipag', '2026-03-09', de_en, { en: 'WIPAG company brochure', de: 'WIPAG Unternehmensbroschüre' }),
    topicBrochure(
      'wipag',
      'closed-loop-brochure',
      '2025-12-01',
      de_en,
      { en: 'Brochure: closed loops for plastics', de: 'Broschüre: geschlossene Kreisläufe für Kunststoffe' },
      [
        {
          heading: { en: 'Collect', de: 'Sammeln' },
          text: {
            en: 'We collect sprues, rejects and end-of-life parts from your plants, sorted by polymer and colour.',
            de: 'Wir holen Angüsse, Ausschuss und Altteile aus Ihren Werken ab, sortiert nach Polymer und Farbe.',
          },
        },
        {
          heading: { en: 'Recycle', de: 'Recyceln' },
          text: {
            en: 'In Neuburg an der Donau we grind, wash and regranulate the material and compound it to your specification.',
            de: 'In Neuburg an der Donau mahlen, waschen und regranulieren wir das Material und compoundieren es nach Ihrer Spezifikation.',
          },
        },
        {
          heading: { en: 'Return', de: 'Zurückliefern' },
          text: {
            en: 'The compound goes back into your parts, with a certificate of its recycled content and up to 90 % less CO2e per kilogram than virgin material.',
            de: 'Das Compound geht zurück in Ihre Bauteile, mit einem Nachweis des Rezyklatanteils und bis zu 90 % weniger CO2e je Kilogramm als Neuware.',
          },
        },
      ],
    ),
    datasheet(
      'wipag',
      'repa6-gf30',
      '2025-12-01',
      de_en,
      { en: 'Datasheet rePA6 GF30 (recycled)', de: 'Datenblatt rePA6 GF30 (Rezyklat)' },
      {
        en: 'Polyamide 6 from post-industrial waste, reinforced with 30 % glass fibre, black, for technical parts in automotive and engineering.',
        de: 'Polyamid 6 aus Post-Industrial-Abfällen, mit 30 % Glasfaser verstärkt, schwarz, für technische Teile in Automobil und Maschinenbau.',
      },
      [
        density('1.35'),
        modulus('9,000'),
        strength('160'),
        charpy('10'),
        hdt('200'),
        property('Recycled content', 'Rezyklatanteil', '再生含量', '70 %', 'EN 15343'),
      ],
    ),
    datasheet(
      'wipag',
      'repbt-gf20',
      '2025-12-01',
      de_en,
      { en: 'Datasheet rePBT GF20 (recycled)', de: 'Datenblatt rePBT GF20 (Rezyklat)' },
      {
        en: 'Polybutylene terephthalate from post-consumer waste, reinforced with 20 % glass fibre, for housings and connectors.',
        de: 'Polybutylenterephthalat aus Post-Consumer-Abfällen, mit 20 % Glasfaser verstärkt, für Gehäuse und Steckverbinder.',
      },
      [
        density('1.45'),
        modulus('7,000'),
        strength('115'),
        charpy('7'),
        hdt('195'),
        property('Recycled content', 'Rezyklatanteil', '再生含量', '50 %', 'EN 15343'),
      ],
    ),
    certificate('wipag', 'ISO 9001', 'NC-9001-2025-0701', '2025-07-01', de_en),
    certificate('wipag', 'ISO 14001', 'NC-14001-2025-0702', '2025-07-01', de_en),
    certificate('wipag', 'ISO 50001', 'NC-50001-2025-0703', '2025-07-01', de_en),
    reachDeclaration('wipag', '2026-01-15', de_en),
    termsOfSale('wipag', '2025-01-01'),
    // PLGRD
    companyBrochure('plgrd', '2026-01-19', de_en, { en: 'PLGRD company brochure', de: 'PLGRD Unternehmensbroschüre' }),
    topicBrochure(
      'plgrd',
      'machining-brochure',
      '2025-10-20',
      de_en,
      { en: 'Brochure: precision machining of plastics', de: 'Broschüre: Präzisionsbearbeitung von Kunststoffen' },
      [
        {
          heading: { en: 'Turning and milling', de: 'Drehen und Fräsen' },
          text: {
            en: 'Our machining centre in Lübeck turns and mills parts of POM, PA, PET and PEEK to your drawing, with tolerances down to ±0.01 mm.',
            de: 'Unser Bearbeitungszentrum in Lübeck dreht und fräst Teile aus POM, PA, PET und PEEK nach Ihrer Zeichnung, mit Toleranzen bis ±0,01 mm.',
          },
        },
        {
          heading: { en: 'From one part to series', de: 'Vom Einzelteil zur Serie' },
          text: {
            en: 'Prototypes in a few days, small and medium series from stock material; we measure every batch and document it.',
            de: 'Prototypen in wenigen Tagen, kleine und mittlere Serien aus Lagermaterial; wir messen jedes Los und dokumentieren es.',
          },
        },
        {
          heading: { en: '1,500 stock shapes', de: '1.500 Lagerabmessungen' },
          text: {
            en: 'Rods, plates and tubes in 1,500 sizes, cut to length on the day you order.',
            de: 'Rundstäbe, Platten und Rohre in 1.500 Abmessungen, am Tag der Bestellung zugeschnitten.',
          },
        },
      ],
    ),
    datasheet(
      'plgrd',
      'pom-c',
      '2025-10-20',
      de_en,
      { en: 'Datasheet POM-C rods and plates', de: 'Datenblatt POM-C Rundstäbe und Platten' },
      {
        en: 'Polyoxymethylene copolymer, natural and black, for gears, bearings and precision parts with low moisture uptake.',
        de: 'Polyoxymethylen-Copolymer, natur und schwarz, für Zahnräder, Lager und Präzisionsteile mit geringer Feuchtigkeitsaufnahme.',
      },
      [
        density('1.41'),
        modulus('2,800'),
        strength('66'),
        charpy('7'),
        property('Water absorption (saturation)', 'Wasseraufnahme (Sättigung)', '吸水率（饱和）', '0.8 %', 'ISO 62'),
      ],
    ),
    datasheet(
      'plgrd',
      'peek',
      '2025-10-20',
      de_en,
      { en: 'Datasheet PEEK rods and plates', de: 'Datenblatt PEEK Rundstäbe und Platten' },
      {
        en: 'Polyetheretherketone for parts that must withstand high temperatures, chemicals and wear.',
        de: 'Polyetheretherketon für Teile, die hohen Temperaturen, Chemikalien und Verschleiß standhalten müssen.',
      },
      [
        density('1.31'),
        modulus('4,000'),
        strength('110'),
        property('Continuous service temperature', 'Dauergebrauchstemperatur', '长期使用温度', '250 °C', 'IEC 60216'),
        flammability('V-0'),
      ],
    ),
    certificate('plgrd', 'ISO 9001', 'NC-9001-2026-0210', '2026-02-10', de_en),
    termsOfSale('plgrd', '2025-01-01'),
    // the chemicals unit
    companyBrochure('chemie', '2026-04-20', de_en, { en: `${Product} Chemie company brochure`, de: `${Product} Chemie Unternehmensbroschüre` }),
    topicBrochure('chemie', 'portfolio-brochure', '2025-09-01', de_en, { en: 'Brochure: our chemicals portfolio', de: 'Broschüre: unser Chemie-Portfolio' }, [
      {
        heading: { en: 'Coatings', de: 'Lacke' },
        text: {
          en: 'Resins, binders, additives and solvents for industrial, wood and decorative coatings.',
          de: 'Harze, Bindemittel, Additive und Lösemittel für Industrie-, Holz- und Bautenlacke.',
        },
      },
      {
        heading: { en: 'Lubricants and fuels', de: 'Schmierstoffe und Kraftstoffe' },
        text: {
          en: 'Base oils, additive packages and fuel additives for blenders and refineries.',
          de: 'Grundöle, Additivpakete und Kraftstoffadditive für Mischbetriebe und Raffinerien.',
        },
      },
      {
        heading: { en: 'Storage in Hamburg', de: 'Lagerung in Hamburg' },
        text: {
          en: 'About 2,500 products from 40 producers, stored REACH-compliant in Hamburg and filled into drums and IBCs to order.',
          de: 'Rund 2.500 Produkte von 40 Herstellern, REACH-konform in Hamburg gelagert und nach Auftrag in Fässer und IBC abgefüllt.',
        },
      },
    ]),
    datasheet(
      'chemie',
      'chemlub-hydraulic-oil-46',
      '2025-09-01',
      de_en,
      { en: 'Datasheet CHEMLUB hydraulic oil HLP 46', de: 'Datenblatt CHEMLUB Hydrauliköl HLP 46' },
      {
        en: 'Mineral-oil based hydraulic fluid with anti-wear additives for industrial hydraulics.',
        de: 'Hydrauliköl auf Mineralölbasis mit Verschleißschutzadditiven für die Industriehydraulik.',
      },
      [
        property('Kinematic viscosity at 40 °C', 'Kinematische Viskosität bei 40 °C', '40 °C 运动黏度', '46 mm²/s', 'ASTM D445'),
        property('Viscosity index', 'Viskositätsindex', '黏度指数', '102', 'ASTM D2270'),
        property('Flash point', 'Flammpunkt', '闪点', '220 °C', 'ISO 2592'),
        property('Pour point', 'Pourpoint', '倾点', '-27 °C', 'ISO 3016'),
      ],
    ),
    certificate('chemie', 'ISO 9001', 'NC-9001-2024-0418', '2024-04-18', de_en),
    certificate('chemie', 'ISO 14001', 'NC-14001-2024-0419', '2024-04-18', de_en),
    reachDeclaration('chemie', '2026-01-15', de_en),
    termsOfSale('chemie', '2025-01-01'),
    // the new-business unit
    topicBrochure('new-business', 'open-call-brochure', '2026-09-01', de_en, { en: 'Brochure: open call 2027', de: 'Broschüre: Open Call 2027' }, [
      {
        heading: { en: 'Who we look for', de: 'Wen wir suchen' },
        text: {
          en: 'Start-ups in circular plastics, bio-based materials and digital trading with a product that works and first customers.',
          de: 'Start-ups aus Kunststoff-Kreislaufwirtschaft, biobasierten Werkstoffen und digitalem Handel mit einem funktionierenden Produkt und ersten Kunden.',
        },
      },
      {
        heading: { en: 'What you get', de: 'Was Sie bekommen' },
        text: {
          en: 'A pilot with one of the group companies, access to their customers, plants and laboratories, and an investment where it fits.',
          de: 'Ein Pilotprojekt mit einem Unternehmen der Gruppe, Zugang zu dessen Kunden, Werken und Laboren und eine Beteiligung, wo es passt.',
        },
      },
      {
        heading: { en: 'How to apply', de: 'So bewerben Sie sich' },
        text: {
          en: 'The open call runs twice a year. Apply with a short deck through the innovation form on our website.',
          de: 'Der Open Call läuft zweimal im Jahr. Bewerben Sie sich mit einer kurzen Präsentation über das Innovationsformular auf unserer Website.',
        },
      },
    ]),
    companyBrochure('new-business', '2026-04-27', de_en, { en: `Otto ${Product} New Business portrait`, de: `Otto ${Product} New Business Porträt` }),
    policy('new-business', 'pilot-guideline', '2025-03-03', { en: 'Pilot project quality guideline', de: 'Qualitätsleitfaden für Pilotprojekte' }, [
      {
        heading: { en: 'One host', de: 'Ein Gastgeber' },
        text: {
          en: 'Every pilot runs at a group company and under its certified quality management system.',
          de: 'Jedes Pilotprojekt läuft bei einem Unternehmen der Gruppe und unter dessen zertifiziertem Qualitätsmanagementsystem.',
        },
      },
      {
        heading: { en: 'Clear goals', de: 'Klare Ziele' },
        text: {
          en: 'Goals, measurements and a decision date are agreed before a pilot starts; results are reviewed together.',
          de: 'Ziele, Messgrößen und ein Entscheidungstermin werden vor dem Start vereinbart; die Ergebnisse werten wir gemeinsam aus.',
        },
      },
      {
        heading: { en: 'Safe materials', de: 'Sichere Werkstoffe' },
        text: {
          en: "New materials meet REACH and the host's product safety rules before they reach a customer.",
          de: 'Neue Werkstoffe erfüllen REACH und die Produktsicherheitsregeln des Gastgebers, bevor sie einen Kunden erreichen.',
        },
      },
    ]),
  ]
}

/** A UUID derived from a text (stable across runs). */
function uuidOf(text: string): string {
  const hex = createHash('sha1').update(text).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** One language version of a document: where it is and what it is. */
interface BrandDocument {
  site: string
  slug: string
  section: DocumentSection
  lang: DocumentLanguage
  asset: Asset
}

/** Every language version of every brand's document as a DAM asset with its PDF; `productWord` as the installation writes it. */
export function brandDocuments(productWord: string): BrandDocument[] {
  const Product = productWord.charAt(0).toUpperCase() + productWord.slice(1)
  const profiles = new Map(brandProfiles(productWord).map((profile) => [profile.site, profile]))
  return documentSpecs(Product).flatMap((spec) => {
    const profile = profiles.get(spec.site)
    if (!profile) return []
    return spec.languages.map((lang) => {
      const kept = lang === 'en' ? spec.kept : undefined
      const fileName = kept?.fileName ?? `${spec.site}-${spec.slug}-${lang}.pdf`
      const title = pick(spec.title, lang)
      const content = documentPdf({
        title,
        subject: pick(spec.subject, lang),
        author: profile.name,
        date: spec.date,
        script: lang === 'zh' ? 'chinese' : 'latin',
        header: `${profile.legalName} · ${profile.street} · ${profile.city}`,
        blocks: spec.blocks(lang, profile),
        page: pages[lang],
      })
      const asset: Asset = {
        id: kept?.id ?? `jcr:${uuidOf(`document/${spec.site}/${spec.slug}/${lang}`)}`,
        name: fileName.replace(/\.pdf$/, ''),
        path: `/documents/${spec.site}/${fileName.replace(/\.pdf$/, '')}`,
        fileName,
        mimeType: 'application/pdf',
        title,
        file: '',
        renditions: [],
        content,
        lastModified: spec.date,
      }
      return { site: spec.site, slug: spec.slug, section: spec.section, lang, asset }
    })
  })
}
