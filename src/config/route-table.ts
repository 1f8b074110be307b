/**
 * Every page of the site, once. The menus, the footer, the sitemap, the production server's
 * redirects, the deploy files and the tests all read this table: a path is written here and
 * nowhere else. A build fails when a page is built that this table does not list, or when it
 * lists one that is not built (src/integrations/finish-build.test.ts).
 *
 * To add a page: add an entry here, create `src/pages/<path>.astro` (the URL as published),
 * and write its words in `src/content/pages/<path>.mdx`, the same name (`/` is `index`; a club's in
 * `src/content/clubs/`): src/features/page-content/words-file.ts and docs/content.md.
 */

export type Section =
  | "home"
  | "about"
  | "pathways"
  | "boarding"
  | "talent"
  | "admissions"
  | "fees"
  | "access"
  | "visit"
  | "legal"
  | "results"
  | "notices"
  | "other";

export interface RouteEntry {
  /** Canonical path, spelt exactly as docs/site.md, Routes and redirects, spells it. */
  readonly path: `/${string}`;
  /** Page title: `<title> | <school name>` and the page's h1. */
  readonly title: string;
  /** Shorter label for menus, when it differs from the title. */
  readonly label?: string;
  /** One sentence for the meta description and search results. */
  readonly description: string;
  /** The part of the site the page belongs to: its eyebrow label and its breadcrumb. */
  readonly section: Section;
  /** Other spellings that answer a permanent redirect to `path` (docs/site.md, Routes and redirects). */
  readonly aliases?: readonly `/${string}`[];
  /** The fee pages' titles name the sister school (docs/site.md, Wording kept from the sister school). */
  readonly titleSchool?: "sister";
  /** Reachable but kept out of menus and sitemaps (the sample InfoCard). */
  readonly unlisted?: boolean;
  /**
   * Also in Kiswahili, at `/sw<path>` (src/config/languages.ts; docs/decisions/063): the pages a
   * parent needs to act. Built once its words exist, `src/content/sw/pages/<its words file>.mdx`
   * (src/features/page-content/site-pages.build.ts); until then the page is English only.
   */
  readonly kiswahili?: true;
}

export const routeTable = {
  home: { path: "/", title: "Home", section: "home", kiswahili: true, description: "A junior secondary boarding school for Grades 7 to 9 on the competency-based curriculum in Murang'a County, Kenya." },

  think: { path: "/think", title: "Think", section: "about", description: "Our mission and purpose: why we teach the way we do." },
  history: { path: "/history", title: "Our History", section: "about", description: "A timeline of our school, from a primary boarding school to a junior academy." },
  leadership: { path: "/leadership", title: "Our Imaginative Team", section: "about", description: "Meet the Head Master and the team who lead the junior academy." },
  different: { path: "/different", title: "Think Different", section: "about", description: "Our origin story: a sisal estate in Murang'a County that became a family of schools." },
  nurture: { path: "/nurture", title: "Nurture", section: "about", description: "Nine ways we nurture every child: from academic excellence to lifelong impact." },

  pathways: { path: "/pathways", title: "Think Pathways", label: "Pathways", section: "pathways", description: "Our academic pathways: the national curriculum, aviation, Mandarin and maritime studies." },
  detailedPathways: { path: "/detailed-pathways", title: "Detailed Pathways", section: "pathways", aliases: ["/tailor-made-leadership-pathways"], description: "Junior secondary under the competency-based curriculum: core competencies, subjects and Grades 7 to 9 in detail." },
  cadet: { path: "/cadet", title: "Think Aviation", label: "Think Aviation", section: "pathways", aliases: ["/aviation"], description: "The Young Air Cadets programme: aviation, discipline and leadership for pupils aged 11 and over." },
  mandarin: { path: "/mandarin", title: "Think Mandarin", label: "Mandarin", section: "pathways", description: "Mandarin Chinese from Grade 7 to Grade 9, working towards HSK levels 1 and 2." },
  seafarers: { path: "/seafarers", title: "Think Maritime", label: "Think Maritime", section: "pathways", aliases: ["/seaferers"], description: "Maritime studies: the blue economy, seamanship and ocean science for junior secondary pupils." },
  stemPathways: { path: "/stem-pathways", title: "STEM Pathways", section: "pathways", description: "Choose a STEM track, Pure Sciences, Applied Sciences or Technical Studies, and explore its subjects." },
  strands: { path: "/strands", title: "Mathematics Curriculum", section: "pathways", description: "Browse and search the junior school Mathematics strands, sub-strands and learning outcomes." },
  studylife: { path: "/studylife", title: "Study Life", section: "pathways", aliases: ["/student-life"], description: "Study life at the academy: a STEM focus across every grade." },
  socialSciences: { path: "/social-sciences", title: "Social Sciences Pathway", section: "pathways", description: "The Social Sciences pathway of the competency-based curriculum: languages, humanities and business." },
  examBanner: { path: "/exam-banner", title: "Good Luck Messages", section: "pathways", description: "Our good-luck messages to KPSEA and KJSEA candidates." },

  boardingLife: { path: "/boarding-life", title: "Boarding Life", section: "boarding", description: "Boarding life: meals, laundry, health care, chaplaincy and safety for every boarder." },
  homefromhome: { path: "/homefromhome", title: "Home-from-Home", section: "boarding", description: "How our boarding houses become a home from home." },
  discipline: { path: "/discipline", title: "Discipline", section: "boarding", description: "The values and guidelines that shape conduct at school." },
  safety: { path: "/safety", title: "Safety", section: "boarding", description: "Security and access, first aid and emergency readiness." },
  farmToFork: { path: "/farm-2-fork", title: "Farm to Fork", section: "boarding", description: "Fresh food from our own farm: dairy, eggs, bakery and balanced meals." },
  laundry: { path: "/laundry", title: "Laundry", section: "boarding", aliases: ["/Laundry"], description: "Laundry care for every boarder's uniform and bedding." },
  chaplaincy: { path: "/chaplaincy", title: "Chaplaincy", section: "boarding", description: "Spiritual care and pastoral support from the school chaplaincy." },
  nursingCare: { path: "/nursing-care", title: "Nursing Care", section: "boarding", description: "24/7 nursing care, a doctor twice a week and free medication for minor ailments." },

  talent: { path: "/talent", title: "Think Talent", label: "Talent", section: "talent", description: "Clubs and talent: music, sport, farming, chess, robotics and more." },
  band: { path: "/band", title: "Band Life", section: "talent", description: "The school band: instruments, rehearsals and performances." },
  football: { path: "/football", title: "Soccer", section: "talent", description: "Football at the academy: training, teams and fixtures." },
  swimmers: { path: "/swimmers", title: "Swimmers", section: "talent", description: "The swimming club: lessons, water safety and galas." },
  cycling: { path: "/cycling", title: "Cycling", section: "talent", description: "The cycling club: road safety, fitness and rides." },
  skating: { path: "/skating", title: "Skating", section: "talent", description: "The skating club: balance, confidence and fun." },
  golf: { path: "/golf", title: "Golf", section: "talent", description: "Golf with weekly Friday coaching." },
  farmers: { path: "/farmers", title: "Young Farmers", section: "talent", description: "The young farmers' club: crops, animals and agribusiness." },
  chess: { path: "/chess", title: "Chess", section: "talent", description: "The chess club: strategy, patience and tournaments." },
  coding: { path: "/coding", title: "Robotics Club", section: "talent", description: "The robotics club: coding, building and problem solving." },
  basket: { path: "/basket", title: "Basketball", section: "talent", description: "Basketball: skills, teamwork and competition." },
  scouts: { path: "/scouts", title: "Scouts", section: "talent", description: "Scouting: service, outdoor skills and leadership." },
  chef: { path: "/chef", title: "Young Chefs", section: "talent", description: "The young chefs' club: cooking, nutrition and hospitality." },

  join: { path: "/join", title: "Join Us", section: "admissions", kiswahili: true, description: "How to join the academy in Grade 7, 8 or 9." },
  grade7: { path: "/grade7", title: "Grade 7 Admissions", label: "Grade 7", section: "admissions", kiswahili: true, description: "Grade 7 entry: eligibility, documents and how to apply." },
  grade8: { path: "/grade8", title: "Grade 8 Admissions", label: "Grade 8", section: "admissions", kiswahili: true, description: "Grade 8 entry: eligibility, documents and how to apply." },
  grade9: { path: "/grade9", title: "Grade 9 Admissions", label: "Grade 9", section: "admissions", kiswahili: true, description: "Grade 9 entry: eligibility, documents and how to apply." },
  form3: { path: "/form3", title: "Form 3 Admissions", section: "admissions", kiswahili: true, description: "Form 3 entry: a KCPE score of 350 or more, documents and how to apply." },
  admissionsPolicy: { path: "/adm", title: "Admissions Policy", section: "admissions", kiswahili: true, description: "Our admissions policy: application, interview and assessment, decision." },

  fees: { path: "/fees", title: "Fees", section: "fees", kiswahili: true, titleSchool: "sister", description: "School fees for Grades 7, 8 and 9." },
  grade7fee: { path: "/grade7fee", title: "Grade 7 Fees", label: "Grade 7 Fees", section: "fees", kiswahili: true, titleSchool: "sister", description: "Grade 7 fees: termly fees, one-time charges and how to pay." },
  grade8fee: { path: "/grade8fee", title: "Grade 8 Fees", label: "Grade 8 Fees", section: "fees", kiswahili: true, titleSchool: "sister", description: "Grade 8 fees: termly fees, one-time charges and how to pay." },
  grade9fee: { path: "/grade9fee", title: "Grade 9 Fees", label: "Grade 9 Fees", section: "fees", kiswahili: true, titleSchool: "sister", description: "Grade 9 fees: termly fees, one-time charges and how to pay." },
  terms: { path: "/terms", title: "Terms & Conditions", section: "fees", kiswahili: true, description: "School fee terms, accepted payment modes and the finance office." },

  access: { path: "/access", title: "Get Access", label: "Access", section: "access", description: "Portals for parents, pupils and staff: curriculum, assessment and ministry services." },
  events: { path: "/events", title: "Calendar of Events", section: "access", kiswahili: true, description: "Term dates and holidays for 2025, and the school's coming events: open days, sports days, prize giving and national assessments." },
  studentAccess: { path: "/StuAccess", title: "Student Access", section: "access", description: "Links for pupils: e-mail, e-learning, the online library and online classes." },
  staffAccess: { path: "/staffAccess", title: "Staff Access", section: "access", description: "Links for staff: e-mail, e-learning, library, online classes, staff portal and clinic." },

  location: { path: "/location", title: "Location", section: "visit", kiswahili: true, description: "Find us in Murang'a County: map, phone, e-mail and postal address." },

  privacy: { path: "/privacy", title: "Privacy Policy", section: "legal", kiswahili: true, description: "What this website collects, why, and your rights under Kenya's Data Protection Act 2019." },
  disclaimer: { path: "/disclaimer", title: "Disclaimer", section: "legal", description: "The terms on which the information on this website is given." },
  sitemap: { path: "/sitemap", title: "Sitemap", section: "legal", description: "Every main page of the website in one list." },
  search: { path: "/search", title: "Search", section: "other", description: "Search every page of the website: fees, admissions, clubs, pathways and boarding." },

  notices: { path: "/notices", title: "Notices and Circulars", section: "notices", kiswahili: true, description: "Notices and circulars from the school and the Ministry: fees, term dates, boarding and admissions, newest first." },

  performance: { path: "/perfomance", title: "Exam Results", section: "results", aliases: ["/Performance", "/performance"], description: "Our exam results dashboards, by year." },

  offline: { path: "/offline", title: "You Are Offline", section: "other", kiswahili: true, unlisted: true, description: "The pages this phone keeps to read without a connection." },

  infoCard: { path: "/InfoCard", title: "Info Card", section: "other", unlisted: true, description: "A sample information card." },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routeTable;

/**
 * Pages made one per file of a content collection (docs/decisions/037): `<index page's path>/<file
 * name>`, so a notice written as `src/content/notices/fee-structure-2026.mdx` is
 * `/notices/fee-structure-2026`. Their titles and descriptions are in their files: the list of them
 * is read there, with this table's pages, by `sitePages()` (src/features/page-content/site-pages.build.ts), which every
 * reader of the site's pages uses (sitemap, search index, server paths, deploy files, tests).
 */
export interface CollectionRoute {
  /** The page listing the collection; its path is the start of each page's path, its section theirs. */
  readonly index: RouteId;
  /** The folder of the collection's files, from the project's root. */
  readonly folder: `src/content/${string}`;
}

export const collectionRoutes = {
  notices: { index: "notices", folder: "src/content/notices" },
} as const satisfies Record<string, CollectionRoute>;

export type CollectionName = keyof typeof collectionRoutes;
export type RoutePath = (typeof routeTable)[RouteId]["path"];

export const routeIds = Object.keys(routeTable) as RouteId[];

export function routeEntry(id: RouteId): RouteEntry {
  return routeTable[id];
}

/** The path of a page, type-checked against the table. */
export function pathOf(id: RouteId): RoutePath {
  return routeTable[id].path;
}
