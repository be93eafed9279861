/**
 * What the brands' documents say about their companies: name, address, figures, what they offer,
 * where they are, what their management systems cover. The figures are the content's canon (each
 * company its own); texts in German and English, and Chinese for ALBIS, the one brand with a
 * Chinese site. `{Product}` is the installation's product word.
 */

export type DocumentLanguage = 'de' | 'en' | 'zh'
export type Texts = { de: string; en: string; zh?: string }

export interface BrandProfile {
  /** The Magnolia site (`new-business` for the new-business unit). */
  site: string
  name: string
  legalName: string
  street: string
  city: string
  phone: string
  email: string
  /** One or two sentences: what the company is and does. */
  about: Texts
  /** What it offers, one line each. */
  offer: { de: readonly string[]; en: readonly string[]; zh?: readonly string[] }
  /** Its figures, label and value. */
  figures: { de: ReadonlyArray<readonly [string, string]>; en: ReadonlyArray<readonly [string, string]>; zh?: ReadonlyArray<readonly [string, string]> }
  /** Where it is: its sites. */
  sites: Texts
  /** What its certified management systems cover. */
  scope: Texts
}

/** The profiles, with the installation's product word (`acme` writes "Acme Ceramics"). */
export function brandProfiles(productWord: string): readonly BrandProfile[] {
  const Product = productWord.charAt(0).toUpperCase() + productWord.slice(1)
  return [
    {
      site: 'albis',
      name: 'ALBIS Distribution',
      legalName: 'ALBIS Distribution GmbH & Co. KG',
      street: 'Hafenspeicherweg 12',
      city: '20457 Hamburg',
      phone: '+49 40 555 0200',
      email: 'info@albis.example',
      about: {
        en: `ALBIS Distribution distributes engineering and commodity thermoplastics from more than 30 producer partners and its own compounds, with technical service and logistics from one source. The business was founded in Hamburg in 1949 and is where the Otto ${Product} Group began.`,
        de: `ALBIS Distribution vertreibt technische und Standard-Thermoplaste von mehr als 30 Herstellerpartnern sowie eigene Compounds, mit technischem Service und Logistik aus einer Hand. Das Geschäft wurde 1949 in Hamburg gegründet; mit ihm begann die Otto ${Product} Group.`,
        zh: `ALBIS Distribution 分销来自 30 多家生产商合作伙伴的工程塑料和通用热塑性塑料以及自有复合材料，并提供一站式技术服务和物流。公司于 1949 年在汉堡成立，是 Otto ${Product} Group 的起源业务。`,
      },
      offer: {
        en: [
          'Engineering plastics: PA, PBT, POM, PC, PC/ABS',
          'Commodity plastics: PP, PE, ABS',
          'Own compounds and recycled grades',
          'Technical service: material selection, processing advice, trials',
          'Logistics: stock items delivered within 48 hours in Europe',
        ],
        de: [
          'Technische Kunststoffe: PA, PBT, POM, PC, PC/ABS',
          'Standard-Kunststoffe: PP, PE, ABS',
          'Eigene Compounds und Rezyklat-Typen',
          'Technischer Service: Werkstoffauswahl, Verarbeitungsberatung, Versuche',
          'Logistik: Lagerware innerhalb von 48 Stunden in Europa geliefert',
        ],
        zh: [
          '工程塑料：PA、PBT、POM、PC、PC/ABS',
          '通用塑料：PP、PE、ABS',
          '自有复合材料和再生牌号',
          '技术服务：选材、加工咨询、试验',
          '物流：欧洲现货 48 小时内交付',
        ],
      },
      figures: {
        en: [
          ['Employees', 'about 560'],
          ['Producer partners', 'more than 30'],
          ['Products in stock', 'more than 6,000'],
          ['Tonnes a year', '300,000'],
          ['Offices', 'in 20 countries'],
        ],
        de: [
          ['Mitarbeitende', 'rund 560'],
          ['Herstellerpartner', 'mehr als 30'],
          ['Produkte ab Lager', 'mehr als 6.000'],
          ['Tonnen pro Jahr', '300.000'],
          ['Niederlassungen', 'in 20 Ländern'],
        ],
        zh: [
          ['员工', '约 560 名'],
          ['生产商合作伙伴', '30 多家'],
          ['现货产品', '6000 多种'],
          ['年销量', '30 万吨'],
          ['办事处', '遍布 20 个国家'],
        ],
      },
      sites: {
        en: 'Head office in Hamburg; hub warehouses in Hamburg, Bremen, Düsseldorf and Shanghai.',
        de: 'Hauptsitz in Hamburg; Zentrallager in Hamburg, Bremen, Düsseldorf und Shanghai.',
        zh: '总部位于汉堡；在汉堡、不来梅、杜塞尔多夫和上海设有中心仓库。',
      },
      scope: {
        en: 'Distribution, storage and technical service for thermoplastics and compounds',
        de: 'Distribution, Lagerung und technischer Service für Thermoplaste und Compounds',
        zh: '热塑性塑料和复合材料的分销、仓储和技术服务',
      },
    },
    {
      site: 'mocom',
      name: 'MOCOM',
      legalName: 'MOCOM Compounds GmbH & Co. KG',
      street: 'Am Kunststoffhafen 8',
      city: '21079 Hamburg',
      phone: '+49 40 555 0250',
      email: 'info@mocom.example',
      about: {
        en: 'MOCOM compounds custom-coloured and modified engineering plastics under its brands ALCOM, ALTECH and ALFATER, and makes masterbatches. Founded in 1983, it runs three plants in Hamburg-Harburg, Changzhou (China) and Charlotte (North Carolina).',
        de: 'MOCOM compoundiert individuell eingefärbte und modifizierte technische Kunststoffe unter den Marken ALCOM, ALTECH und ALFATER und stellt Masterbatches her. Das 1983 gegründete Unternehmen betreibt drei Werke in Hamburg-Harburg, Changzhou (China) und Charlotte (North Carolina).',
      },
      offer: {
        en: [
          'ALCOM: colour and special-effect compounds',
          'ALTECH: reinforced and modified engineering compounds',
          'ALFATER: thermoplastic elastomers',
          'Masterbatches',
          'Colour matching with lab turnaround of 5 working days',
        ],
        de: [
          'ALCOM: Farb- und Effektcompounds',
          'ALTECH: verstärkte und modifizierte technische Compounds',
          'ALFATER: thermoplastische Elastomere',
          'Masterbatches',
          'Farbabmusterung mit 5 Arbeitstagen Laborzeit',
        ],
      },
      figures: {
        en: [
          ['Employees', 'about 520'],
          ['Plants', '3'],
          ['Colour recipes', '25,000'],
          ['New colour matches', '150 a week'],
          ['Lab turnaround', '5 working days'],
        ],
        de: [
          ['Mitarbeitende', 'rund 520'],
          ['Werke', '3'],
          ['Farbrezepturen', '25.000'],
          ['Neue Farbabmusterungen', '150 pro Woche'],
          ['Laborzeit', '5 Arbeitstage'],
        ],
      },
      sites: {
        en: 'Head office and plant in Hamburg-Harburg; plants in Changzhou (China) and Charlotte, North Carolina (USA).',
        de: 'Hauptsitz und Werk in Hamburg-Harburg; Werke in Changzhou (China) und Charlotte, North Carolina (USA).',
      },
      scope: {
        en: 'Development, compounding and colour matching of thermoplastic compounds and masterbatches',
        de: 'Entwicklung, Compoundierung und Farbabmusterung thermoplastischer Compounds und Masterbatches',
      },
    },
    {
      site: 'ceramics',
      name: `${Product} Ceramics`,
      legalName: `${Product} Ceramics GmbH`,
      street: 'Pulvermühlenweg 3',
      city: '22767 Hamburg',
      phone: '+49 40 555 0210',
      email: 'info@ceramics.example',
      about: {
        en: `${Product} Ceramics supplies technical ceramic and metal powders and ready-to-press granules for pressing, injection moulding and additive manufacturing. Founded in 1998, it works with producer partners in Japan and Europe.`,
        de: `${Product} Ceramics liefert technische Keramik- und Metallpulver sowie pressfertige Granulate für Pressen, Spritzguss und additive Fertigung. Das 1998 gegründete Unternehmen arbeitet mit Herstellerpartnern in Japan und Europa.`,
      },
      offer: {
        en: [
          'Oxide ceramic powders: alumina, zirconia',
          'Non-oxide powders: silicon nitride, silicon carbide',
          'Metal powders for injection moulding and additive manufacturing',
          'Ready-to-press granules',
          'Samples and technical advice',
        ],
        de: [
          'Oxidkeramische Pulver: Aluminiumoxid, Zirkonoxid',
          'Nichtoxidische Pulver: Siliziumnitrid, Siliziumkarbid',
          'Metallpulver für Spritzguss und additive Fertigung',
          'Pressfertige Granulate',
          'Muster und technische Beratung',
        ],
      },
      figures: {
        en: [
          ['Employees', 'about 45'],
          ['Powder grades', 'more than 400'],
          ['Producer partners', 'in Japan and Europe'],
          ['Certified', 'ISO 9001'],
        ],
        de: [
          ['Mitarbeitende', 'rund 45'],
          ['Pulvertypen', 'mehr als 400'],
          ['Herstellerpartner', 'in Japan und Europa'],
          ['Zertifiziert', 'ISO 9001'],
        ],
      },
      sites: {
        en: 'Office in Hamburg; warehouse in Selb, Bavaria.',
        de: 'Büro in Hamburg; Lager in Selb, Bayern.',
      },
      scope: {
        en: 'Distribution, storage and technical advice for ceramic and metal powders',
        de: 'Distribution, Lagerung und technische Beratung für Keramik- und Metallpulver',
      },
    },
    {
      site: 'group',
      name: `Otto ${Product} Group`,
      legalName: `Otto ${Product} GmbH & Co. KG`,
      street: 'Ballindamm 40',
      city: '20095 Hamburg',
      phone: '+49 40 555 0100',
      email: 'press@group.example',
      about: {
        en: `The Otto ${Product} Group is a family-owned group of companies in plastics and chemicals, founded in 1949 as a chemicals trading house in Hamburg's port and run today by the fourth generation. Its seven companies distribute, compound, recycle and machine plastics and trade chemicals.`,
        de: `Die Otto ${Product} Group ist eine familiengeführte Unternehmensgruppe für Kunststoffe und Chemie, 1949 als Handelshaus für Chemikalien im Hamburger Hafen gegründet und heute in vierter Generation geführt. Ihre sieben Unternehmen vertreiben, compoundieren, recyceln und bearbeiten Kunststoffe und handeln mit Chemikalien.`,
      },
      offer: {
        en: [
          'ALBIS Distribution: plastics distribution',
          'MOCOM: compounding and colour matching',
          'WIPAG: plastics recycling',
          'PLGRD: semi-finished products and precision parts',
          `${Product} Chemie: chemicals distribution`,
          `${Product} Ceramics: ceramic and metal powders`,
          `${Product} Heat Transfer Fluids: heat transfer fluids and services`,
        ],
        de: [
          'ALBIS Distribution: Kunststoffdistribution',
          'MOCOM: Compoundierung und Farbabmusterung',
          'WIPAG: Kunststoffrecycling',
          'PLGRD: Halbzeuge und Präzisionsteile',
          `${Product} Chemie: Chemiedistribution`,
          `${Product} Ceramics: Keramik- und Metallpulver`,
          `${Product} Heat Transfer Fluids: Wärmeträger und Service`,
        ],
      },
      figures: {
        en: [
          ['Employees', 'about 1,450'],
          ['Locations', '38 in 24 countries'],
          ['Companies', '7'],
          ['Group turnover', 'almost two billion euros'],
          ['Founded', '1949 in Hamburg'],
        ],
        de: [
          ['Mitarbeitende', 'rund 1.450'],
          ['Standorte', '38 in 24 Ländern'],
          ['Unternehmen', '7'],
          ['Gruppenumsatz', 'fast zwei Milliarden Euro'],
          ['Gegründet', '1949 in Hamburg'],
        ],
      },
      sites: {
        en: 'Holding in Hamburg; 38 locations in 24 countries in Europe, Asia and the Americas.',
        de: 'Holding in Hamburg; 38 Standorte in 24 Ländern in Europa, Asien und Amerika.',
      },
      scope: {
        en: 'Management of the group and the shared services of its companies',
        de: 'Führung der Gruppe und gemeinsame Dienste ihrer Unternehmen',
      },
    },
    {
      site: 'htf',
      name: `${Product} Heat Transfer Fluids`,
      legalName: `${Product} Heat Transfer Fluids GmbH`,
      street: 'Thermalkai 21',
      city: '20539 Hamburg',
      phone: '+49 40 555 0240',
      email: 'info@htf.example',
      about: {
        en: `${Product} Heat Transfer Fluids supplies mineral, synthetic aromatic, silicone, glycol and food-grade heat transfer fluids, and analyses, flushes and refills the systems they run in. Founded in 2004, it delivers from its depot in Duisburg.`,
        de: `${Product} Heat Transfer Fluids liefert mineralische, synthetisch-aromatische, Silikon-, Glykol- und lebensmitteltaugliche Wärmeträger und analysiert, spült und befüllt die Anlagen, in denen sie arbeiten. Das 2004 gegründete Unternehmen liefert aus seinem Depot in Duisburg.`,
      },
      offer: {
        en: [
          'Heat transfer fluids from -115 °C to 400 °C',
          'Fluid analysis with a laboratory report',
          'Flushing and cleaning of thermal oil systems',
          'Refill and exchange of fluids',
          '24-hour emergency delivery in Germany',
        ],
        de: [
          'Wärmeträger von -115 °C bis 400 °C',
          'Wärmeträgeranalyse mit Laborbericht',
          'Spülen und Reinigen von Thermalölanlagen',
          'Nachfüllen und Austausch von Wärmeträgern',
          '24-Stunden-Notlieferung in Deutschland',
        ],
      },
      figures: {
        en: [
          ['Employees', 'about 35'],
          ['Temperature range', '-115 °C to 400 °C'],
          ['Fluid analyses', '1,200 a year'],
          ['Emergency delivery', 'within 24 hours in Germany'],
        ],
        de: [
          ['Mitarbeitende', 'rund 35'],
          ['Temperaturbereich', '-115 °C bis 400 °C'],
          ['Wärmeträgeranalysen', '1.200 pro Jahr'],
          ['Notlieferung', 'innerhalb von 24 Stunden in Deutschland'],
        ],
      },
      sites: {
        en: 'Office in Hamburg; depot in Duisburg.',
        de: 'Büro in Hamburg; Depot in Duisburg.',
      },
      scope: {
        en: 'Distribution of heat transfer fluids, fluid analysis and system services',
        de: 'Distribution von Wärmeträgern, Wärmeträgeranalyse und Anlagenservice',
      },
    },
    {
      site: 'wipag',
      name: 'WIPAG',
      legalName: 'WIPAG GmbH',
      street: 'Am Wertstoffhof 14',
      city: '86633 Neuburg an der Donau',
      phone: '+49 40 555 0280',
      email: 'info@wipag.example',
      about: {
        en: 'WIPAG recycles plastics: it makes recycled PA, PBT and PC compounds from post-industrial and post-consumer waste and runs closed-loop programmes with manufacturers. Founded in 1992, it works in Neuburg an der Donau, Bavaria.',
        de: 'WIPAG recycelt Kunststoffe: Das Unternehmen stellt Rezyklat-Compounds aus PA, PBT und PC aus Post-Industrial- und Post-Consumer-Abfällen her und betreibt geschlossene Kreisläufe mit Herstellern. Es wurde 1992 gegründet und arbeitet in Neuburg an der Donau in Bayern.',
      },
      offer: {
        en: [
          'Recycled compounds of PA, PBT and PC',
          'Closed-loop programmes with automotive suppliers',
          'Collection and sorting of production waste',
          'Compounds to specification with recycled content',
          'Documents on recycled content and CO2e',
        ],
        de: [
          'Rezyklat-Compounds aus PA, PBT und PC',
          'Geschlossene Kreisläufe mit Automobilzulieferern',
          'Sammlung und Sortierung von Produktionsabfällen',
          'Compounds nach Spezifikation mit Rezyklatanteil',
          'Nachweise zu Rezyklatanteil und CO2e',
        ],
      },
      figures: {
        en: [
          ['Employees', 'about 120'],
          ['Recycled a year', '30,000 t'],
          ['CO2e per kg', 'up to 90 % less than virgin material'],
          ['Founded', '1992'],
        ],
        de: [
          ['Mitarbeitende', 'rund 120'],
          ['Recycelt pro Jahr', '30.000 t'],
          ['CO2e je kg', 'bis zu 90 % weniger als Neuware'],
          ['Gegründet', '1992'],
        ],
      },
      sites: {
        en: 'Head office and recycling plant in Neuburg an der Donau, Bavaria.',
        de: 'Hauptsitz und Recyclingwerk in Neuburg an der Donau, Bayern.',
      },
      scope: {
        en: 'Recycling of plastics and compounding of recycled thermoplastics',
        de: 'Recycling von Kunststoffen und Compoundierung recycelter Thermoplaste',
      },
    },
    {
      site: 'plgrd',
      name: 'PLGRD',
      legalName: 'PLGRD GmbH',
      street: 'Präzisionsweg 5',
      city: '22113 Hamburg',
      phone: '+49 40 555 0270',
      email: 'info@plgrd.example',
      about: {
        en: 'PLGRD supplies semi-finished products of engineering plastics and machines precision parts from POM, PEEK and PA. Founded in 2011, it runs its machining centre in Lübeck.',
        de: 'PLGRD liefert Halbzeuge aus technischen Kunststoffen und fertigt Präzisionsteile aus POM, PEEK und PA. Das 2011 gegründete Unternehmen betreibt sein Bearbeitungszentrum in Lübeck.',
      },
      offer: {
        en: [
          'Rods, plates and tubes of POM, PA, PET and PEEK',
          'Precision parts turned and milled to drawing',
          'Tolerances down to ±0.01 mm',
          'Cutting to size from stock',
          'Prototypes and small series',
        ],
        de: [
          'Rundstäbe, Platten und Rohre aus POM, PA, PET und PEEK',
          'Präzisionsteile nach Zeichnung gedreht und gefräst',
          'Toleranzen bis ±0,01 mm',
          'Zuschnitt ab Lager',
          'Prototypen und Kleinserien',
        ],
      },
      figures: {
        en: [
          ['Employees', 'about 60'],
          ['Stock shapes', '1,500'],
          ['Tolerances', 'down to ±0.01 mm'],
          ['Founded', '2011'],
        ],
        de: [
          ['Mitarbeitende', 'rund 60'],
          ['Lagerabmessungen', '1.500'],
          ['Toleranzen', 'bis ±0,01 mm'],
          ['Gegründet', '2011'],
        ],
      },
      sites: {
        en: 'Office in Hamburg; machining centre in Lübeck.',
        de: 'Büro in Hamburg; Bearbeitungszentrum in Lübeck.',
      },
      scope: {
        en: 'Distribution of semi-finished plastics and machining of precision parts',
        de: 'Distribution von Kunststoffhalbzeugen und Fertigung von Präzisionsteilen',
      },
    },
    {
      site: 'chemie',
      name: `${Product} Chemie`,
      legalName: `${Product} Chemie GmbH`,
      street: 'Chemiekai 30',
      city: '21107 Hamburg',
      phone: '+49 40 555 0220',
      email: 'info@chemie.example',
      about: {
        en: `${Product} Chemie distributes resins, additives, lubricants, fuel additives and solvents to the coatings, lubricants, construction and fuel industries. The chemicals desk of the group since 1949, it has been a company of its own since 1995.`,
        de: `${Product} Chemie vertreibt Harze, Additive, Schmierstoffe, Kraftstoffadditive und Lösemittel an die Lack-, Schmierstoff-, Bau- und Kraftstoffindustrie. Seit 1949 das Chemiegeschäft der Gruppe, ist es seit 1995 ein eigenes Unternehmen.`,
      },
      offer: {
        en: [
          'Resins and binders for coatings',
          'Additives for coatings, plastics and construction',
          'Lubricants and base oils',
          'Fuel additives',
          'Solvents, stored and filled in Hamburg',
        ],
        de: [
          'Harze und Bindemittel für Lacke',
          'Additive für Lacke, Kunststoffe und Bauchemie',
          'Schmierstoffe und Grundöle',
          'Kraftstoffadditive',
          'Lösemittel, in Hamburg gelagert und abgefüllt',
        ],
      },
      figures: {
        en: [
          ['Employees', 'about 110'],
          ['Products', '2,500'],
          ['Producers', '40'],
          ['Storage', 'REACH-compliant in Hamburg'],
        ],
        de: [
          ['Mitarbeitende', 'rund 110'],
          ['Produkte', '2.500'],
          ['Hersteller', '40'],
          ['Lagerung', 'REACH-konform in Hamburg'],
        ],
      },
      sites: {
        en: 'Head office and warehouse in Hamburg.',
        de: 'Hauptsitz und Lager in Hamburg.',
      },
      scope: {
        en: 'Distribution, storage and filling of chemicals',
        de: 'Distribution, Lagerung und Abfüllung von Chemikalien',
      },
    },
    {
      site: 'new-business',
      name: `Otto ${Product} New Business`,
      legalName: `Otto ${Product} New Business GmbH`,
      street: 'Ideenhof 9',
      city: '22765 Hamburg',
      phone: '+49 40 555 0260',
      email: 'info@new-business.example',
      about: {
        en: `Otto ${Product} New Business is the group's venture and innovation unit. Since 2019 it has invested in start-ups in circular plastics, bio-based materials and digital trading and brings them together with the group's companies in pilots.`,
        de: `Otto ${Product} New Business ist die Venture- und Innovationseinheit der Gruppe. Seit 2019 beteiligt sie sich an Start-ups aus Kunststoff-Kreislaufwirtschaft, biobasierten Werkstoffen und digitalem Handel und bringt sie in Pilotprojekten mit den Unternehmen der Gruppe zusammen.`,
      },
      offer: {
        en: [
          'Investments in early-stage start-ups',
          'Pilots with the group companies',
          'An open call twice a year',
          "Access to the group's customers, plants and laboratories",
          'Workspace at the innovation hub in Hamburg-Altona',
        ],
        de: [
          'Beteiligungen an Start-ups in frühen Phasen',
          'Pilotprojekte mit den Unternehmen der Gruppe',
          'Ein Open Call zweimal im Jahr',
          'Zugang zu Kunden, Werken und Laboren der Gruppe',
          'Arbeitsplätze im Innovation Hub in Hamburg-Altona',
        ],
      },
      figures: {
        en: [
          ['Team', 'about 15'],
          ['Investments', '9'],
          ['Pilots with group companies', '3 a year'],
          ['Open call', 'twice a year'],
        ],
        de: [
          ['Team', 'rund 15'],
          ['Beteiligungen', '9'],
          ['Pilotprojekte mit Unternehmen der Gruppe', '3 pro Jahr'],
          ['Open Call', 'zweimal im Jahr'],
        ],
      },
      sites: {
        en: 'Innovation hub in Hamburg-Altona.',
        de: 'Innovation Hub in Hamburg-Altona.',
      },
      scope: {
        en: 'Venture investments and pilot projects',
        de: 'Beteiligungen und Pilotprojekte',
      },
    },
  ]
}
