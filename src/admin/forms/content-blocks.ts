import { fields, type BasicFormField } from "@keystatic/core";
import { block, inline, wrapper, type ContentComponent } from "@keystatic/core/content-components";

/**
 * The components a page's words may use (docs/content.md), as the editor offers them: each with
 * the name a school secretary would give it and the settings it takes. Three kinds, after where a
 * component stands in the text:
 *
 * - a block stands on a line of its own (a button, a photo, the fee calculator);
 * - a wrapper holds words of its own (cards, a closing band, a checklist to print);
 * - an inline one sits in a sentence and shows a fact (the school's name, a fee).
 *
 * src/admin/forms/content-blocks.test.ts holds this table to the content files: every component a
 * file uses is here, of the kind it is used as, with every setting it is given.
 */

const words = (label: string, description?: string) => fields.text({ label, description, validation: { isRequired: true } });
const optionalWords = (label: string, description?: string) => fields.text({ label, description });

/** A choice whose default is left out of the file, as the site's files write it. */
function choice<Value extends string>(label: string, options: readonly { value: Value; label: string }[], fallback: Value): BasicFormField<Value> {
  const field = fields.select({ label, options, defaultValue: fallback });
  return {
    ...field,
    parse: (value) => (value === undefined ? fallback : field.parse(value)),
    serialize: (value) => ({ value: value === fallback ? undefined : value }),
  } as BasicFormField<Value>;
}

/** A whole number that may be left out (`columns={2}`). */
const optionalNumber = (label: string, description?: string) => fields.integer({ label, description });
const grade = fields.integer({ label: "Grade", description: "7, 8 or 9.", validation: { isRequired: true, min: 7, max: 9 } });

const address = (description = "A page of the site (/fees), a web address (https://…), or a place: enquire, phone, finance-phone, admissions-email, finance-email, curriculum-designs, curriculum-body; on the fee pages, whatsapp.") =>
  words("Goes to", description);

const buttonSettings = {
  to: address(),
  label: words("Words on the button", "Some pages fill in words in braces: {grade} on a grade's fee page, {phone} on the calendar of events."),
  variant: choice(
    "Look",
    [
      { value: "primary", label: "Main (blue)" },
      { value: "secondary", label: "Quieter (outlined)" },
      { value: "gold", label: "Gold" },
    ],
    "primary",
  ),
  subject: optionalWords("E-mail subject", "For a button that writes an e-mail: the subject line."),
};

const photoSettings = {
  slot: words("Photo", "The photo's name in the Photos list: farm-dairy."),
  alt: words("Describe the photo", "For people who cannot see it: what the photo shows, in a sentence."),
  position: optionalWords("Part to keep in view", "When the photo is cropped: center top, left, …"),
};

/** A component that shows a fact from the school's details, with nothing to set. */
const fact = (label: string, description: string) => inline({ label, description, schema: {} });
/** A part of a page the site draws itself (a calculator, a map), placed where it stands. */
const part = (label: string, description: string) => block({ label, description, schema: {} });

export const contentBlocks: Record<string, ContentComponent> = {
  // Blocks: on a line of their own.
  Button: block({
    label: "Button",
    description: "A link drawn as a button. Buttons one after another stand in a row.",
    schema: buttonSettings,
    ContentView: ({ value }) => `${value.label} → ${value.to}`,
  }),
  Photo: block({ label: "Photo", description: "A photo in a section or a card.", schema: photoSettings, ContentView: ({ value }) => `${value.slot}: ${value.alt}` }),
  Shared: block({
    label: "Shared passage",
    description: "Words written once and shown on several pages (src/content/shared/).",
    schema: {
      passage: words("Passage", "Its file's name: fee-terms, how-to-pay, admission-steps, grade-documents, after-admission, programme-cards."),
      links: optionalWords("Send a link elsewhere", "Rarely needed: /seafarers → /seaferers."),
    },
    ContentView: ({ value }) => `The passage '${value.passage}' (Shared passages)`,
  }),
  Summary: part("This page's summary", "The one-sentence summary written at the top of this page's settings."),
  SummaryOf: block({ label: "Another page's summary", description: "The one-sentence summary of another page.", schema: { page: words("Page", "Its address: /grade7.") } }),
  PortalLink: block({ label: "Portal link", description: "A portal from the Portal links list, by its name.", schema: { name: words("Portal's name", "As in Portal links: Curriculum Designs.") } }),
  Figures: block({
    label: "Figures",
    description: "Large figures side by side: 3–4 contact hours a week.",
    schema: {
      figures: fields.array(fields.object({ value: words("Figure"), label: words("What it counts") }), {
        label: "Figures",
        itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
      }),
    },
  }),
  EnquireLink: block({ label: "Enquiry link", description: "A link to the online enquiry and registration service.", schema: { label: words("Words of the link") } }),
  MapsButton: block({ label: "Open in Maps button", description: "Opens the school's address in the phone's maps.", schema: { label: words("Words on the button") } }),
  FeePills: block({ label: "Fees by grade links", description: "Links to the three grades' fee pages.", schema: { label: words("Name of the group", "Read to people using screen readers: Fees by grade.") } }),
  CalendarLinks: block({
    label: "Calendar links",
    description: "Download or subscribe to the term dates, or the school events, in a phone's calendar.",
    schema: {
      download: words("Words of the download link"),
      subscribe: words("Words of the subscribe link"),
      feed: choice(
        "Calendar",
        [
          { value: "term-dates", label: "Term dates" },
          { value: "events", label: "School events" },
        ],
        "term-dates",
      ),
    },
  }),
  TermFees: block({
    label: "Term fees",
    description: "This grade's fee for each term, with the year's total.",
    schema: { totalLabel: words("Name of the total"), totalNote: words("Note under the total") },
  }),
  PhoneFact: part("Phone number (fact)", "The school's phone number, in a list of facts."),
  EmailFact: part("E-mail (fact)", "The admissions e-mail, in a list of facts."),
  PostalFact: part("Postal address (fact)", "The postal address, in a list of facts."),
  WhatsAppFact: part("WhatsApp (fact)", "The school's WhatsApp number, in a list of facts: opens a chat about the page."),
  LocationFact: part("Location (fact)", "The county and country, linked to the location page, in a list of facts."),
  Fact: block({
    label: "Fact",
    description: "One line of a list of facts: its name and the detail.",
    schema: { term: words("Name of the fact", "Grades"), detail: words("Detail", "Grades 7, 8 and 9"), to: optionalWords("Links to", "A page of the site, if the detail leads somewhere.") },
  }),
  ClubCards: part("Club cards", "A card for every club, with its badge and summary."),
  CoreLearningAreas: part("Core learning areas", "The learning areas every grade studies."),
  Dashboards: part("Results dashboards", "The dashboards of the Results dashboards list, with the year filter."),
  FeeCalculator: part("Fee calculator", "Works out a family's fees, sibling discount included."),
  GoodLuckBanner: part("Good-luck messages", "The Good-luck messages, one after another."),
  LastUpdated: part("Last updated", "Today's date, as 'Last updated'."),
  KeepOffline: part("Keep on this phone button", "Lets a parent keep the fees, term dates and directions on their phone, with the download's size."),
  MathsBrowser: part("Mathematics browser", "The Mathematics strands and sub-strands, with their search."),
  LatestNoticeList: part("Notices, newest first", "Every current notice (Notices and circulars), the newest first."),
  NoticesByCategory: part("Notices by category", "Every current notice, in one list per category."),
  NoticesFeedLink: part("Notices feed link", "The link to the notices' feed, for a feed reader."),
  OfflinePages: part("Pages kept for offline reading", "The list of pages a phone keeps."),
  OneTimeCharges: part("One-time charges", "New students' one-time charges, from Fees and payment."),
  PaymentMethods: part("Ways of paying", "The ways of paying from Fees and payment."),
  SchoolMap: part("Map", "The map of the school's location."),
  SiteSearch: part("Site search", "The search box and its results."),
  Slides: part("Slideshow", "This page's slides, one at a time with arrows and dots."),
  StemChooser: part("STEM chooser", "The three STEM tracks and their subjects."),
  SubjectsWithoutScript: part("STEM subjects (plain list)", "Every STEM subject, for phones that run no script."),
  TermCards: part("Term dates", "Every school year's term dates, from Term dates."),
  SchoolEvents: part("School events", "Each school event still to come, soonest first, from School events."),

  // Wrappers: hold words of their own.
  Next: wrapper({ label: "Closing band", description: "At the end of a page: where to read on, with a button.", schema: {} }),
  Cards: wrapper({
    label: "Cards",
    description: "Each heading (###) inside starts a card; an emoji at its start becomes the card's badge.",
    schema: { columns: optionalNumber("Cards across", "2, 3 or 4 on a wide screen; leave empty for 3.") },
  }),
  Steps: wrapper({
    label: "Numbered steps",
    description: "Each heading (###) inside starts a step.",
    schema: { layout: optionalWords("Layout", "Leave empty for side by side; column for one under another.") },
  }),
  Sequence: wrapper({ label: "Sequence", description: "Like numbered steps, for things that simply follow one another.", schema: {} }),
  Checklist: wrapper({
    label: "Checklist to print",
    description: "A list inside is drawn with an empty box beside each line.",
    schema: { print: optionalWords("Words of the print button", "Leave empty for no button.") },
  }),
  Aside: wrapper({ label: "Box beside", description: "Starts with a heading (###); stands beside the block before it on wide screens.", schema: {} }),
  Band: wrapper({ label: "Band", description: "A band of the page with no heading of its own.", schema: {} }),
  PaymentDetails: wrapper({
    label: "Payment details",
    description: "The Pay Bill and bank account from Fees and payment, with Copy buttons, the fraud warning and the day they were checked. The list inside is the steps on the phone.",
    schema: {},
  }),
  Facts: wrapper({ label: "List of facts", description: "Facts side by side with their names: phone, e-mail, address.", schema: {} }),
  FindOutMore: wrapper({ label: "Find out more", description: "Links to read further.", schema: {} }),
  LinkColumns: wrapper({ label: "Link columns", description: "Lists of links in columns.", schema: {} }),
  Timeline: wrapper({ label: "Timeline", description: "Milestones, one under another.", schema: {} }),
  Milestone: wrapper({ label: "Milestone", description: "A date of the timeline: when, its title, and what happened.", schema: { when: words("When"), title: words("Title") } }),
  NoSchoolEvents: wrapper({ label: "When no event is to come", description: "Shown only when no school event is still to come.", schema: {} }),
  NoticesOnPhones: wrapper({
    label: "When notices reach phones",
    description: "Shown only when the site offers 'Get urgent notices on this phone' (the privacy page's paragraph on it).",
    schema: {},
  }),
  CalendarNotes: wrapper({ label: "Calendar notes", description: "Shown only when a published date breaks the calendar.", schema: {} }),
  JumpTo: wrapper({ label: "Jump to", description: "Links to the parts of a long page.", schema: { label: words("Name of the links", "Read to people using screen readers.") } }),
  GradeDetail: wrapper({ label: "A grade's detail", description: "A grade's electives, projects and assessments.", schema: { grade, title: words("Title") } }),
  Profile: wrapper({
    label: "Profile",
    description: "A person with their photo, name and role.",
    schema: { name: words("Name"), role: words("Role"), photo: words("Photo", "The photo's name in the Photos list."), alt: words("Describe the photo") },
  }),

  // Inline: a fact from the school's details, in a sentence.
  School: fact("School name", "From School details."),
  SisterSchool: fact("Sister school's name", "From School details."),
  Tagline: fact("Motto", "From School details."),
  County: fact("County", "From School details."),
  Country: fact("Country", "From School details."),
  Phone: fact("Phone number", "A link that dials the school."),
  CurriculumDesignsLink: fact("Link to the curriculum designs", "'curriculum designs of the …', linked to the national curriculum designs."),
  FinancePhone: fact("Finance phone number", "A link that dials the finance office."),
  AdmissionsEmail: fact("Admissions e-mail", "A link that writes to admissions."),
  FinanceEmail: fact("Finance e-mail", "A link that writes to the finance office."),
  NoticesStorageKey: fact("Name of the notices setting", "The name under which a phone remembers that it gets notices."),
  PostalAddress: fact("Postal address", "From School details."),
  CurriculumBody: fact("Curriculum body", "The national curriculum body's name."),
  DataProtectionRegistration: fact("Data protection registration", "From School details."),
  EnquiryHost: fact("Enquiry service's address", "From School details."),
  MapHost: fact("Map service's address", "From School details."),
  DashboardHosts: fact("Dashboard service's addresses", "From Results dashboards."),
  CountdownStorageKey: fact("Countdown storage name", "From Admissions countdown."),
  SocialNetworks: fact("Social networks", "The names of the school's social networks."),
  Years: fact("Years of the term dates", "From Term dates: 2025 and 2026."),
  Grade: fact("This grade", "On a grade's fee page: Grade 7."),
  TermFee: inline({ label: "Term fee", description: "A grade's term fee, from Fees and payment.", schema: { grade } }),
  AnnualFee: inline({ label: "Year's fees", description: "A grade's fees for the year, from Fees and payment.", schema: { grade } }),
  CommitmentFee: fact("Commitment fee", "From Fees and payment."),
  SiblingDiscount: fact("Sibling discount", "From Fees and payment."),
  FreeTransportTowns: fact("Towns with free transport", "From Fees and payment."),
  SchoolDescription: inline({
    label: "How the school describes itself",
    description: "From School details.",
    schema: { reading: words("Which", "boys or mixed.") },
  }),
};
