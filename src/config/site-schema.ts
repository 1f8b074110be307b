import { z } from "zod";
import type { DeepReadonly } from "./deep-readonly";

/**
 * The rules the school's details must keep. Checked at build time (src/content/validate-content.ts, one
 * schema per data file in src/data/) and in the unit tests; the browser never downloads this file or the schema library.
 */

const https = z.url({ protocol: /^https$/, error: "must be an https:// address" });
const email = z.email({ error: "must be an e-mail address like name@school.ac.ke" });
const isoInstant = z.iso.datetime({ offset: true, error: "must be a date and time like 2025-10-29T23:59:59+03:00" });
const phone = z.object({
  display: z.string().min(7),
  tel: z.string().regex(/^\+\d{9,14}$/, "must be digits with the country code, like +254700000000"),
});
const namedLink = z.object({ name: z.string().min(1), url: https });
const portalLink = namedLink.extend({ icon: z.string().min(1) });

export const dashboardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
  year: z.number().int().min(2000).max(2100),
  title: z.string().min(1),
  description: z.string(),
  embedUrl: https,
  aspectRatio: z.enum(["16:10", "16:9"]),
  icon: z.string().min(1),
});

/** src/data/site.json: the school's name, contacts, address and links. */
export const siteDetailsSchema = z.object({
  schoolName: z.string().min(3),
  sisterSchoolName: z.string().min(3),
  shortName: z.string().min(2),
  tagline: z.string().min(1),
  descriptions: z.object({ boys: z.string().min(1), mixed: z.string().min(1) }),
  siteOrigin: https.refine((u) => !u.endsWith("/"), "must not end with a slash"),
  phone,
  financePhone: phone,
  admissionsEmail: email,
  financeEmail: email,
  postalAddress: z.object({
    box: z.string().min(1),
    town: z.string().min(1),
    county: z.string().min(1),
    country: z.string().min(1),
  }),
  maps: z.object({ link: https, embedUrl: https }),
  enquiry: z.object({ url: https, schoolParam: z.string().regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _") }),
  regulation: z.object({
    ministry: z.string().min(1),
    registrationNumber: z.string().min(1),
    countyLicence: z.string().min(1),
    dataProtectionCertificate: z.string().min(1),
  }),
  copyrightYear: z.number().int().min(2000).max(2100),
  socialLinks: z.array(namedLink).length(6),
  sisterSchools: z.array(namedLink).length(6),
  curriculumBody: z.object({ name: z.string().min(1), url: https, curriculumDesignsUrl: https }),
});

/** src/data/admissions-countdown.json: the admissions countdown banner (docs/site.md, Admissions countdown). */
export const admissionsCountdownSchema = z
  .object({ start: isoInstant, deadline: isoInstant, storageKey: z.string().min(1) })
  .superRefine((value, ctx) => {
    if (Date.parse(value.deadline) <= Date.parse(value.start)) {
      ctx.addIssue({ code: "custom", path: ["deadline"], message: "must be after the start" });
    }
  });

/** src/data/dashboards.json: the results dashboards of /perfomance, newest first. */
export const dashboardsSchema = z
  .object({ dashboards: z.array(dashboardSchema).min(1) })
  .superRefine((value, ctx) => {
    const ids = value.dashboards.map((d) => d.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) {
        ctx.addIssue({ code: "custom", path: ["dashboards", i, "id"], message: `'${id}' is used twice` });
      }
    });
  });

/** src/data/portals.json: the portal links of /access (6), /StuAccess (4) and /staffAccess (6). */
export const portalsSchema = z.object({
  access: z.array(portalLink).length(6),
  student: z.array(portalLink).length(4),
  staff: z.array(portalLink).length(6),
});

/** The school's details as the code reads them (src/config/site.ts puts the four files together). */
export const siteSchema = siteDetailsSchema.extend({
  admissionsCountdown: admissionsCountdownSchema,
  dashboards: dashboardsSchema.shape.dashboards,
  portals: portalsSchema,
});

export type SiteConfig = DeepReadonly<z.input<typeof siteSchema>>;
