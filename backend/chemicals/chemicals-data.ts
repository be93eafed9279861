/**
 * The chemicals unit's data as its API serves it: the countries it sells in, the industries it
 * supplies (each with a tile image, the countries it is available in and its product groups) and
 * the products of each product group. Texts in German and English (the chemicals brand has no
 * Chinese); deterministic: the same code gives the same data.
 */
import { Draw } from '../seeded-random.ts'

export interface Text {
  en: string
  de: string
}

/** The countries of the chemicals unit (ISO 3166-1 alpha-2). */
export const chemicalsCountries = [
  'DE',
  'AT',
  'CH',
  'FR',
  'IT',
  'ES',
  'NL',
  'BE',
  'PL',
  'CZ',
  'HU',
  'RO',
  'GB',
  'SE',
  'DK',
  'TR',
  'US',
  'MX',
  'BR',
  'CN',
  'IN',
  'SG',
  'AE',
  'ZA',
] as const

export interface ProductGroup {
  id: string
  name: Text
  description: Text
  /** The group's products: name and CAS number. */
  products: ReadonlyArray<{ name: string; cas: string }>
}

const groups: Readonly<Record<string, ProductGroup>> = Object.fromEntries(
  (
    [
      [
        'solvents',
        'Solvents',
        'Lösemittel',
        'Ketones, esters and alcohols in technical and high purity grades.',
        'Ketone, Ester und Alkohole in technischer und hochreiner Qualität.',
        [
          ['Acetone', '67-64-1'],
          ['Ethyl acetate', '141-78-6'],
          ['Isopropanol', '67-63-0'],
        ],
      ],
      [
        'surfactants',
        'Surfactants',
        'Tenside',
        'Anionic and non-ionic surfactants for cleaning, wetting and emulsifying.',
        'Anionische und nichtionische Tenside zum Reinigen, Benetzen und Emulgieren.',
        [
          ['Sodium lauryl ether sulfate', '9004-82-4'],
          ['Cocamidopropyl betaine', '61789-40-0'],
          ['Fatty alcohol ethoxylate', '68439-50-9'],
        ],
      ],
      [
        'resins',
        'Resins',
        'Harze',
        'Epoxy, acrylic and polyester resins for binders and composites.',
        'Epoxid-, Acryl- und Polyesterharze für Bindemittel und Verbundwerkstoffe.',
        [
          ['Bisphenol A epoxy resin', '25068-38-6'],
          ['Methyl methacrylate', '80-62-6'],
          ['Unsaturated polyester resin', '26123-45-5'],
        ],
      ],
      [
        'pigments',
        'Pigments',
        'Pigmente',
        'Inorganic and organic pigments with consistent colour strength.',
        'Anorganische und organische Pigmente mit gleichbleibender Farbstärke.',
        [
          ['Titanium dioxide', '13463-67-7'],
          ['Iron oxide red', '1309-37-1'],
          ['Carbon black', '1333-86-4'],
        ],
      ],
      [
        'additives',
        'Additives',
        'Additive',
        'Defoamers, dispersants and rheology modifiers for formulators.',
        'Entschäumer, Dispergiermittel und Rheologieadditive für Formulierer.',
        [
          ['Polydimethylsiloxane defoamer', '63148-62-9'],
          ['Fumed silica', '112945-52-5'],
          ['Polyacrylate dispersant', '9003-04-7'],
        ],
      ],
      [
        'plasticizers',
        'Plasticizers',
        'Weichmacher',
        'Phthalate-free plasticizers for flexible compounds and sealants.',
        'Phthalatfreie Weichmacher für flexible Compounds und Dichtstoffe.',
        [
          ['DINCH', '166412-78-8'],
          ['Dioctyl terephthalate', '6422-86-2'],
          ['Acetyl tributyl citrate', '77-90-7'],
        ],
      ],
      [
        'acids-bases',
        'Acids and bases',
        'Säuren und Laugen',
        'Mineral acids and alkalis for process chemistry and neutralisation.',
        'Mineralsäuren und Laugen für Prozesschemie und Neutralisation.',
        [
          ['Sulfuric acid', '7664-93-9'],
          ['Sodium hydroxide', '1310-73-2'],
          ['Phosphoric acid', '7664-38-2'],
        ],
      ],
      [
        'biocides',
        'Biocides',
        'Biozide',
        'In-can and film preservatives approved for their use.',
        'Topf- und Filmkonservierer mit Zulassung für ihren Einsatz.',
        [
          ['Benzisothiazolinone', '2634-33-5'],
          ['Sodium hypochlorite', '7681-52-9'],
          ['Glutaraldehyde', '111-30-8'],
        ],
      ],
      [
        'glycols',
        'Glycols',
        'Glykole',
        'Glycols for heat transfer, de-icing and as chemical intermediates.',
        'Glykole für Wärmeübertragung, Enteisung und als Zwischenprodukte.',
        [
          ['Monoethylene glycol', '107-21-1'],
          ['Propylene glycol', '57-55-6'],
          ['Diethylene glycol', '111-46-6'],
        ],
      ],
      [
        'silicones',
        'Silicones',
        'Silikone',
        'Silicone fluids and emulsions for release, gloss and water repellence.',
        'Silikonöle und -emulsionen für Trennwirkung, Glanz und Hydrophobierung.',
        [
          ['Silicone oil 350 cSt', '63148-62-9'],
          ['Amino silicone emulsion', '71750-79-3'],
          ['Cyclopentasiloxane', '541-02-6'],
        ],
      ],
      [
        'base-oils',
        'Base oils',
        'Grundöle',
        'Mineral and synthetic base oils for lubricant blending.',
        'Mineralische und synthetische Grundöle für die Schmierstoffherstellung.',
        [
          ['Group II base oil', '64742-54-7'],
          ['Polyalphaolefin 6', '68037-01-4'],
          ['White oil', '8042-47-5'],
        ],
      ],
      [
        'antioxidants',
        'Antioxidants',
        'Antioxidantien',
        'Antioxidants that protect oils, polymers and food from ageing.',
        'Antioxidantien, die Öle, Kunststoffe und Lebensmittel vor Alterung schützen.',
        [
          ['Butylated hydroxytoluene', '128-37-0'],
          ['Tocopherol', '10191-41-0'],
          ['Ascorbyl palmitate', '137-66-6'],
        ],
      ],
      [
        'emulsifiers',
        'Emulsifiers',
        'Emulgatoren',
        'Emulsifiers for creams, lotions and food emulsions.',
        'Emulgatoren für Cremes, Lotionen und Lebensmittelemulsionen.',
        [
          ['Glyceryl stearate', '31566-31-1'],
          ['Polysorbate 80', '9005-65-6'],
          ['Lecithin', '8002-43-5'],
        ],
      ],
      [
        'fertilizer-additives',
        'Fertilizer additives',
        'Düngemitteladditive',
        'Nitrification inhibitors, chelates and anti-caking agents.',
        'Nitrifikationshemmer, Chelate und Antibackmittel.',
        [
          ['Urea', '57-13-6'],
          ['EDTA iron chelate', '15708-41-5'],
          ['Dicyandiamide', '461-58-5'],
        ],
      ],
      [
        'flame-retardants',
        'Flame retardants',
        'Flammschutzmittel',
        'Halogen-free flame retardants for plastics, textiles and foams.',
        'Halogenfreie Flammschutzmittel für Kunststoffe, Textilien und Schäume.',
        [
          ['Aluminium trihydroxide', '21645-51-2'],
          ['Ammonium polyphosphate', '68333-79-9'],
          ['Melamine cyanurate', '37640-57-6'],
        ],
      ],
      [
        'corrosion-inhibitors',
        'Corrosion inhibitors',
        'Korrosionsinhibitoren',
        'Inhibitors for cooling water, metalworking fluids and coatings.',
        'Inhibitoren für Kühlwasser, Kühlschmierstoffe und Beschichtungen.',
        [
          ['Benzotriazole', '95-14-7'],
          ['Sodium molybdate', '7631-95-0'],
          ['Zinc phosphate', '7779-90-0'],
        ],
      ],
      [
        'reference-standards',
        'Reference standards',
        'Referenzstandards',
        'Certified reference materials and calibration solutions.',
        'Zertifizierte Referenzmaterialien und Kalibrierlösungen.',
        [
          ['pH buffer solution 7.00', '7778-77-0'],
          ['Conductivity standard 1413 µS/cm', '7447-40-7'],
          ['Karl Fischer water standard', '7732-18-5'],
        ],
      ],
      [
        'coolants',
        'Coolants',
        'Kühlmittel',
        'Ready-to-use coolants and thermal fluids for precise temperature control.',
        'Gebrauchsfertige Kühlmittel und Thermofluide für genaue Temperierung.',
        [
          ['Ethylene glycol coolant 50 %', '107-21-1'],
          ['Propylene glycol coolant 40 %', '57-55-6'],
          ['Dielectric coolant', '68037-01-4'],
        ],
      ],
    ] as const
  ).map(([id, en, de, descriptionEn, descriptionDe, products]) => [
    id,
    { id, name: { en, de }, description: { en: descriptionEn, de: descriptionDe }, products: products.map(([name, cas]) => ({ name, cas })) },
  ]),
)

export interface Industry {
  id: string
  name: Text
  description: Text
  /** The DAM id of its tile image (`/dam/jcr:{uuid}/{id}.svg`). */
  imageId: string
  /** The tile's colour. */
  color: string
  productGroups: readonly ProductGroup[]
  /** Codes of the countries it is available in, in the order of `chemicalsCountries`. */
  countries: readonly string[]
}

/** The UUIDs of the tile images begin so (the DAM route tells them from Magnolia's own assets). */
export const industryImagePrefix = 'c4e01ca1'

const industryTable: ReadonlyArray<readonly [string, string, string, string, string, string, readonly string[]]> = [
  [
    'automotive',
    'Automotive',
    'Automobil',
    'Coatings, adhesives, coolants and cleaners for vehicle production and the aftermarket.',
    'Lacke, Klebstoffe, Kühlmittel und Reiniger für Fahrzeugbau und Ersatzteilmarkt.',
    '#1f4e79',
    ['resins', 'glycols', 'corrosion-inhibitors', 'solvents'],
  ],
  [
    'electrical',
    'Electrical and electronics',
    'Elektro und Elektronik',
    'Flame retardants, high purity solvents and encapsulation resins for components and boards.',
    'Flammschutzmittel, hochreine Lösemittel und Vergussharze für Bauteile und Leiterplatten.',
    '#6b3fa0',
    ['flame-retardants', 'solvents', 'resins'],
  ],
  [
    'medical',
    'Medical technology',
    'Medizintechnik',
    'Solvents, silicones and disinfectant actives for devices and clinical hygiene.',
    'Lösemittel, Silikone und Desinfektionswirkstoffe für Medizinprodukte und Klinikhygiene.',
    '#0b7a75',
    ['solvents', 'silicones', 'biocides'],
  ],
  [
    'coatings',
    'Paints and coatings',
    'Farben und Lacke',
    'Binders, pigments and additives for architectural and industrial coatings.',
    'Bindemittel, Pigmente und Additive für Bauten- und Industrielacke.',
    '#a33b20',
    ['resins', 'pigments', 'additives', 'biocides'],
  ],
  [
    'adhesives',
    'Adhesives and sealants',
    'Klebstoffe und Dichtstoffe',
    'Resins, plasticizers and fillers for adhesives and sealants that last.',
    'Harze, Weichmacher und Füllstoffe für dauerhafte Kleb- und Dichtstoffe.',
    '#7a5c00',
    ['resins', 'plasticizers', 'silicones'],
  ],
  [
    'agriculture',
    'Agriculture',
    'Landwirtschaft',
    'Fertilizer additives, surfactants and acids for crop nutrition and protection.',
    'Düngemitteladditive, Tenside und Säuren für Pflanzenernährung und Pflanzenschutz.',
    '#3f6e1d',
    ['fertilizer-additives', 'surfactants', 'acids-bases'],
  ],
  [
    'construction',
    'Construction',
    'Bauindustrie',
    'Admixtures, sealant raw materials and water repellents for building products.',
    'Zusatzmittel, Dichtstoffrohstoffe und Hydrophobierungen für Bauprodukte.',
    '#5a5a5a',
    ['plasticizers', 'silicones', 'additives'],
  ],
  [
    'cosmetics',
    'Cosmetics and personal care',
    'Kosmetik und Körperpflege',
    'Emulsifiers, surfactants and preservatives for skin, hair and body care.',
    'Emulgatoren, Tenside und Konservierer für Haut-, Haar- und Körperpflege.',
    '#a0346b',
    ['emulsifiers', 'surfactants', 'antioxidants', 'silicones'],
  ],
  [
    'food',
    'Food and beverage',
    'Lebensmittel und Getränke',
    'Food grade acids, antioxidants and emulsifiers with full traceability.',
    'Säuren, Antioxidantien und Emulgatoren in Lebensmittelqualität, lückenlos rückverfolgbar.',
    '#b25d00',
    ['acids-bases', 'antioxidants', 'emulsifiers'],
  ],
  [
    'lubricants',
    'Lubricants',
    'Schmierstoffe',
    'Base oils, additives and corrosion inhibitors for lubricant blenders.',
    'Grundöle, Additive und Korrosionsinhibitoren für Schmierstoffhersteller.',
    '#2d4a2d',
    ['base-oils', 'antioxidants', 'corrosion-inhibitors'],
  ],
  [
    'pharma',
    'Pharmaceuticals',
    'Pharma',
    'GMP grade solvents, excipients and acids for active ingredients and formulations.',
    'Lösemittel, Hilfsstoffe und Säuren in GMP-Qualität für Wirkstoffe und Formulierungen.',
    '#2b5797',
    ['solvents', 'emulsifiers', 'acids-bases'],
  ],
  [
    'water-treatment',
    'Water treatment',
    'Wasseraufbereitung',
    'Disinfectants, pH regulators and inhibitors for drinking, process and cooling water.',
    'Desinfektionsmittel, pH-Regulatoren und Inhibitoren für Trink-, Prozess- und Kühlwasser.',
    '#00658f',
    ['biocides', 'acids-bases', 'corrosion-inhibitors'],
  ],
  [
    'textiles',
    'Textiles and leather',
    'Textil und Leder',
    'Surfactants, softeners and flame retardants for textile finishing and tanning.',
    'Tenside, Weichmacher und Flammschutzmittel für Textilveredlung und Gerberei.',
    '#7b2e2e',
    ['surfactants', 'silicones', 'flame-retardants'],
  ],
  [
    'scientific-instruments',
    'Scientific instruments',
    'Wissenschaftliche Instrumente',
    'Reference standards and high purity solvents for laboratories and analytical instruments.',
    'Referenzstandards und hochreine Lösemittel für Labore und Analysegeräte.',
    '#3b3b8f',
    ['reference-standards', 'solvents'],
  ],
  [
    'acme-specialty-fluids',
    'Specialty fluids',
    'Spezialflüssigkeiten',
    'Coolants, glycols and silicone fluids engineered for demanding thermal applications.',
    'Kühlmittel, Glykole und Silikonöle für anspruchsvolle thermische Anwendungen.',
    '#006b6b',
    ['coolants', 'glycols', 'silicones'],
  ],
]

function countriesOf(id: string): string[] {
  const draw = new Draw(`chemicals/${id}`)
  // Germany always; the other countries by chance, so some countries have many industries and some few
  return chemicalsCountries.filter((code, index) => code === 'DE' || draw.chance(index < 8 ? 0.75 : 0.35))
}

export const chemicalsIndustries: readonly Industry[] = industryTable.map(([id, en, de, descriptionEn, descriptionDe, color, groupIds], index) => ({
  id,
  name: { en, de },
  description: { en: descriptionEn, de: descriptionDe },
  imageId: `jcr:${industryImagePrefix}-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  color,
  productGroups: groupIds.map((groupId) => {
    const group = groups[groupId]
    if (!group) throw new Error(`unknown product group ${groupId}`)
    return group
  }),
  countries: countriesOf(id),
}))

/** An industry's tile: a flat SVG of its colour with its name. */
export function industryImage(industry: Industry): string {
  const name = industry.name.en.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="${name}"><rect width="480" height="270" fill="${industry.color}"/><circle cx="380" cy="70" r="110" fill="#ffffff" fill-opacity="0.12"/><circle cx="90" cy="240" r="70" fill="#ffffff" fill-opacity="0.08"/><path d="M40 200h400" stroke="#ffffff" stroke-opacity="0.4" stroke-width="4"/></svg>`
}
