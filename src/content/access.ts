import type { PageContent } from "~/components/page-types";
import { pathOf, routeTable } from "~/config/route-table";
import { site } from "~/config/site";
import { block, page } from "~/lib/page-text";
import { officeContacts } from "./contact";

/**
 * Get Access, Student Access and Staff Access (SPEC.md §2.11). The portals' names and
 * addresses live in app/config/site.ts; these pages add a sentence under each. A card titled
 * with a portal's name gets that portal's icon and link; a portal without its card stops the
 * build, so renaming one in site.ts without describing it here cannot go unnoticed.
 */

type Portals = typeof site.portals;
type PortalLink = Portals[keyof Portals][number];

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

/** Gives each card named after a portal that portal's icon and its link (opening in a new tab). */
export function withPortals(content: PageContent, portals: readonly PortalLink[]): PageContent {
  const described = new Set<string>();
  const sections = content.sections?.map((section) => ({
    ...section,
    cards: section.cards?.map((card) => {
      const portal = portals.find((p) => p.name === card.title);
      if (!portal) return card;
      described.add(portal.name);
      return { ...card, emoji: iconEmoji[portal.icon], link: { to: portal.url, label: `Open ${portal.name}` } };
    }),
  }));
  const missing = portals.filter((portal) => !described.has(portal.name)).map((portal) => portal.name);
  if (missing.length > 0) throw new Error(`${content.id}: no card describes ${missing.join(", ")}`);
  return { ...content, sections };
}

const access = "Get Access";

export const accessPage = withPortals(
  page("access", "For parents, pupils and staff")`
    The national portals that parents, pupils and teachers use most: the curriculum, assessments and the Ministry's own services, all in one place. Each opens in a new tab.

    ## Education portals

    ### Curriculum Designs
    The official designs for every junior school subject, published by the ${site.curriculumBody.name}.

    ### Assessment Parent Portal
    Follow your child's national assessments and results on the examinations council's portal for parents.

    ### Curriculum Policy
    The national policy behind the competency-based curriculum and the reforms that created junior secondary.

    ### National Education Data Portal (NEMIS)
    The Ministry's learner records, where every pupil's unique learner number is registered.

    ### Ministry of Education
    News, circulars and policies from the Ministry of Education, Republic of Kenya.

    ### Kenya National Examinations Council
    The council that runs Kenya's national assessments, including KPSEA and KJSEA.

    ## For pupils and staff
    Pupils and staff have their own pages of links to school e-mail, e-learning, the library and online classes.
    [Student Access](${pathOf("stuAccess")})
    [Staff Access](${pathOf("staffAccess")})
  `,
  site.portals.access,
);

export const studentAccessPage = withPortals(
  page("stuAccess", access)`
    Everything you need for your studies, online. Sign in with the school account your class teacher gave you.

    ## Your links

    ### Student E-mail
    Your school e-mail account, for messages from your teachers and classmates.

    ### E-learning
    Notes, assignments and quizzes set by your teachers, to work on at school or at home.

    ### Online Library
    E-books, reference works and reading for every subject, open day and night.

    ### Online Classes
    Join live lessons and catch up on recorded ones.

    ### 🔬 Study Life
    How study works at the academy, with a STEM focus in every grade.
    [Read about Study Life](${routeTable.studylife.aliases[0]})

    ## Trouble signing in?
    Ask your class teacher to reset your password. Never share your password with anyone, and sign out when you use a shared computer.
  `,
  site.portals.student,
);

export const staffAccessPage = withPortals(
  page("staffAccess", access)`
    The school's systems for teaching and administration. Each opens in a new tab; sign in with your staff account.

    ## Staff links

    ### Staff E-mail
    Your school e-mail account.

    ### E-learning
    Set and mark assignments, share notes and build quizzes for your classes.

    ### Library
    The school's online library catalogue and e-resources.

    ### Online Classes
    Schedule, teach and record live lessons.

    ### Staff Portal
    Timetables, notices, records and staff services.

    ### Clinic
    The sick bay's system for pupil health records and visits.

    ## Need help?
    If you cannot sign in or a system is not working, contact the school office.
    ${block.facts(officeContacts)}
  `,
  site.portals.staff,
);
