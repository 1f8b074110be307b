import type { CardData } from "~/components/card-grid";
import type { PageContent } from "~/components/page-types";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { officeContacts } from "./contact";

/**
 * Get Access, Student Access and Staff Access (SPEC.md §2.11). The portal names and
 * addresses live in app/config/site.ts; this module adds the sentence under each one.
 * The descriptions are keyed by the portal's name, so renaming a portal in site.ts without
 * describing it here is a type error rather than a card with no text.
 */

type Portals = typeof site.portals;
type PortalLink = Portals[keyof Portals][number];
type Descriptions<List extends readonly PortalLink[]> = Record<List[number]["name"], string>;

const iconEmoji = {
  book: "📘",
  clipboard: "📋",
  scroll: "📜",
  database: "🗄️",
  landmark: "🏛️",
  award: "🏅",
  mail: "✉️",
  laptop: "💻",
  video: "🎥",
  briefcase: "💼",
  stethoscope: "🩺",
} as const satisfies Record<PortalLink["icon"], string>;

function portalCards<List extends readonly PortalLink[]>(links: List, descriptions: Descriptions<List>): CardData[] {
  return links.map((link: List[number]) => ({
    title: link.name,
    text: descriptions[link.name as List[number]["name"]],
    emoji: iconEmoji[link.icon],
    link: { to: link.url, label: `Open ${link.name}` },
  }));
}

const eyebrow = "Get Access";

const accessDescriptions = {
  "Curriculum Designs": `The official designs for every junior school subject, published by the ${site.curriculumBody.name}.`,
  "Assessment Parent Portal": "Follow your child's national assessments and results on the examinations council's portal for parents.",
  "Curriculum Policy": "The national policy behind the competency-based curriculum and the reforms that created junior secondary.",
  "National Education Data Portal (NEMIS)": "The Ministry's learner records, where every pupil's unique learner number is registered.",
  "Ministry of Education": "News, circulars and policies from the Ministry of Education, Republic of Kenya.",
  "Kenya National Examinations Council": "The council that runs Kenya's national assessments, including KPSEA and KJSEA.",
} as const satisfies Descriptions<Portals["access"]>;

export const accessPage = {
  id: "access",
  eyebrow: "For parents, pupils and staff",
  lead: "The national portals that parents, pupils and teachers use most: the curriculum, assessments and the Ministry's own services, all in one place. Each opens in a new tab.",
  sections: [
    { title: "Education portals", cards: portalCards(site.portals.access, accessDescriptions) },
    {
      title: "For pupils and staff",
      paragraphs: [
        "Pupils and staff have their own pages of links to school e-mail, e-learning, the library and online classes.",
      ],
      actions: [
        { to: pathOf("stuAccess"), label: "Student Access" },
        { to: pathOf("staffAccess"), label: "Staff Access", variant: "secondary" },
      ],
    },
  ],
} as const satisfies PageContent;

const studentDescriptions = {
  "Student E-mail": "Your school e-mail account, for messages from your teachers and classmates.",
  "E-learning": "Notes, assignments and quizzes set by your teachers, to work on at school or at home.",
  "Online Library": "E-books, reference works and reading for every subject, open day and night.",
  "Online Classes": "Join live lessons and catch up on recorded ones.",
} as const satisfies Descriptions<Portals["student"]>;

export const studentAccessPage = {
  id: "stuAccess",
  eyebrow,
  lead: "Everything you need for your studies, online. Sign in with the school account your class teacher gave you.",
  sections: [
    {
      title: "Your links",
      cards: [
        ...portalCards(site.portals.student, studentDescriptions),
        {
          title: "Study Life",
          text: "How study works at the academy, with a STEM focus in every grade.",
          emoji: "🔬",
          link: { to: pathOf("studylife"), label: "Read about Study Life" },
        },
      ],
      columns: 2,
    },
    {
      title: "Trouble signing in?",
      paragraphs: [
        "Ask your class teacher to reset your password. Never share your password with anyone, and sign out when you use a shared computer.",
      ],
    },
  ],
} as const satisfies PageContent;

const staffDescriptions = {
  "Staff E-mail": "Your school e-mail account.",
  "E-learning": "Set and mark assignments, share notes and build quizzes for your classes.",
  Library: "The school's online library catalogue and e-resources.",
  "Online Classes": "Schedule, teach and record live lessons.",
  "Staff Portal": "Timetables, notices, records and staff services.",
  Clinic: "The sick bay's system for pupil health records and visits.",
} as const satisfies Descriptions<Portals["staff"]>;

export const staffAccessPage = {
  id: "staffAccess",
  eyebrow,
  lead: "The school's systems for teaching and administration. Each opens in a new tab; sign in with your staff account.",
  sections: [
    { title: "Staff links", cards: portalCards(site.portals.staff, staffDescriptions) },
    {
      title: "Need help?",
      paragraphs: ["If you cannot sign in or a system is not working, contact the school office."],
      facts: officeContacts,
    },
  ],
} as const satisfies PageContent;
