import type { SiteConfig } from "./site-schema";

/**
 * THE SCHOOL'S DETAILS — the one place to change them.
 *
 * Every page, the footer, the menus, the sitemap and the server's security headers read
 * these values. `npm run typecheck` catches a missing or misspelt field; `npm run build`
 * checks the values themselves (a malformed e-mail, a deadline before its start, a
 * dashboard that is not https) and stops with a message naming the field.
 *
 * The defaults are neutral placeholders (`.example` addresses, a +254 700 000 000 number)
 * that belong to nobody: replace them with the school's own before going live.
 */
export const site = {
  schoolName: "Sisal Ridge Junior Academy",
  /** The fee pages' titles carry this name (docs/site.md, Wording kept from the sister school). */
  sisterSchoolName: "Sisal Ridge Schools",
  shortName: "Sisal Ridge",
  tagline: "Vitae Abudantae | Life In Abundance",
  /** Both readings the school gives of itself (docs/site.md, Identity and configuration). */
  descriptions: {
    boys: "a boys' boarding school",
    mixed: "a boarding and day school",
  },
  siteOrigin: "https://www.sisalridge.example",
  phone: { display: "+254 700 000 000", tel: "+254700000000" },
  financePhone: { display: "+254 700 000 001", tel: "+254700000001" },
  admissionsEmail: "admissions@sisalridge.example",
  financeEmail: "finance@sisalridge.example",
  postalAddress: {
    box: "P.O. Box 100 - 10200",
    town: "Murang'a",
    county: "Murang'a County",
    country: "Kenya",
  },
  maps: {
    /** Opened by 'Open in Maps' and the footer's address link. */
    link: "https://www.openstreetmap.org/?mlat=-0.7210&mlon=37.1526#map=14/-0.7210/37.1526",
    /** The embedded map on /location; its host is allowed in the Content-Security-Policy. */
    embedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=37.1326%2C-0.7410%2C37.1726%2C-0.7010&layer=mapnik&marker=-0.7210%2C37.1526",
  },
  enquiry: {
    /** The external enquiry and registration service (docs/site.md, Outbound links and embeds). */
    url: "https://enquiries.sisalridge.example/register",
    /** Sent as ?school=… on every link to the service. */
    schoolParam: "sisal-ridge-junior-academy",
  },
  regulation: {
    ministry: "Ministry of Education, Republic of Kenya",
    registrationNumber: "MOE/JSS/0000/2023",
    countyLicence: "Licensed by the County Government of Murang'a",
    dataProtectionCertificate: "Registered with the Office of the Data Protection Commissioner, Kenya",
  },
  copyrightYear: 2025,
  admissionsCountdown: {
    /** Progress starts here; docs/site.md, Admissions countdown: 2025-09-27 00:00 at UTC+3. */
    start: "2025-09-27T00:00:00+03:00",
    /** After this instant the banner disappears; docs/site.md, Admissions countdown: 2025-10-29 23:59:59 at UTC+3. */
    deadline: "2025-10-29T23:59:59+03:00",
    /** localStorage key that remembers a collapsed banner ('1') or an expanded one ('0'). */
    storageKey: "grade10-admission-banner-collapsed",
  },
  socialLinks: [
    { name: "TikTok", url: "https://www.tiktok.com/@sisalridge.example" },
    { name: "Instagram", url: "https://www.instagram.com/sisalridge.example" },
    { name: "Twitter", url: "https://twitter.com/sisalridge_example" },
    { name: "Facebook", url: "https://www.facebook.com/sisalridge.example" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/sisalridge-example" },
    { name: "YouTube", url: "https://www.youtube.com/@sisalridge.example" },
  ],
  sisterSchools: [
    { name: "Sisal Ridge Group of Schools", url: "https://group.sisalridge.example" },
    { name: "Sisal Ridge Girls' School", url: "https://girls.sisalridge.example" },
    { name: "Sisal Ridge Girls' Junior Academy", url: "https://girls-junior.sisalridge.example" },
    { name: "Sisal Ridge Academy", url: "https://academy.sisalridge.example" },
    { name: "Sisal Ridge School", url: "https://school.sisalridge.example" },
    { name: "Sisal Ridge University", url: "https://university.sisalridge.example" },
  ],
  /** The national curriculum body, linked from the pathway pages. */
  curriculumBody: {
    name: "Kenya Institute of Curriculum Development (KICD)",
    url: "https://kicd.ac.ke",
    curriculumDesignsUrl: "https://kicd.ac.ke/cbc-materials/curriculum-designs/",
  },
  portals: {
    /** /access: six external portals (docs/site.md, Access pages). */
    access: [
      { name: "Curriculum Designs", url: "https://kicd.ac.ke/cbc-materials/curriculum-designs/", icon: "book" },
      { name: "Assessment Parent Portal", url: "https://parents.knec.ac.ke", icon: "clipboard" },
      { name: "Curriculum Policy", url: "https://kicd.ac.ke/curriculum-reform/", icon: "scroll" },
      { name: "National Education Data Portal (NEMIS)", url: "https://nemis.education.go.ke", icon: "database" },
      { name: "Ministry of Education", url: "https://www.education.go.ke", icon: "landmark" },
      { name: "Kenya National Examinations Council", url: "https://www.knec.ac.ke", icon: "award" },
    ],
    /** /StuAccess: four external links; the page adds the internal link to study life. */
    student: [
      { name: "Student E-mail", url: "https://mail.sisalridge.example", icon: "mail" },
      { name: "E-learning", url: "https://learn.sisalridge.example", icon: "laptop" },
      { name: "Online Library", url: "https://library.sisalridge.example", icon: "book" },
      { name: "Online Classes", url: "https://classes.sisalridge.example", icon: "video" },
    ],
    /** /staffAccess: six external links. */
    staff: [
      { name: "Staff E-mail", url: "https://mail.sisalridge.example", icon: "mail" },
      { name: "E-learning", url: "https://learn.sisalridge.example", icon: "laptop" },
      { name: "Library", url: "https://library.sisalridge.example", icon: "book" },
      { name: "Online Classes", url: "https://classes.sisalridge.example", icon: "video" },
      { name: "Staff Portal", url: "https://staff.sisalridge.example", icon: "briefcase" },
      { name: "Clinic", url: "https://clinic.sisalridge.example", icon: "stethoscope" },
    ],
  },
  /** Results dashboards on /perfomance (docs/site.md, Results dashboards): newest first. Frame hosts are allowed in the CSP. */
  dashboards: [
    { id: "results-2023", year: 2023, title: "KCPE and Grade 6 assessment results 2023", description: "", embedUrl: "https://dashboards.sisalridge.example/embed/results-2023", aspectRatio: "16:10", icon: "chart" },
    { id: "results-2022", year: 2022, title: "KCPE results 2022", description: "", embedUrl: "https://dashboards.sisalridge.example/embed/results-2022", aspectRatio: "16:9", icon: "chart" },
    { id: "results-2021", year: 2021, title: "KCPE results 2021", description: "", embedUrl: "https://dashboards.sisalridge.example/embed/results-2021", aspectRatio: "16:9", icon: "chart" },
    { id: "results-2020", year: 2020, title: "KCPE results 2020", description: "", embedUrl: "https://dashboards.sisalridge.example/embed/results-2020", aspectRatio: "16:10", icon: "chart" },
    { id: "results-2019", year: 2019, title: "KCPE results 2019", description: "", embedUrl: "https://dashboards.sisalridge.example/embed/results-2019", aspectRatio: "16:9", icon: "chart" },
  ],
} as const satisfies SiteConfig;

export type Site = typeof site;
