import { collection, config, fields } from "@keystatic/core";
import { photoFolder, photoSlots } from "./src/features/photos/photo-slots";
import { contentBlocks } from "./src/admin/forms/content-blocks";
import { navigationOf, singletonsOf, type MenuCollection } from "./src/admin/forms/data-file-singletons";
import { schemaFields } from "./src/admin/forms/zod-fields";
import { wordCollections, type WordCollectionKey } from "./src/config/content-places";
import { factFiles } from "./src/facts/fact-files";
import { frontmatterSchemas } from "./src/facts/word-files";

/**
 * The web admin's editor (`npm run admin`, then http://127.0.0.1:4321/keystatic): every fact of
 * src/data/ and every page's words, in forms drawn from the same schemas the build checks
 * (docs/decisions/023). Local mode writes the files on this computer; with the GitHub App's
 * variables set (README, For the web admin) each save is a commit to the school's repository.
 * The data files, their forms and their places in the menu come from the registry,
 * src/facts/fact-files.ts (docs/decisions/047): a data file is not added here.
 */

/** A folder of words (MDX files), each with the settings its frontmatter schema allows. */
const words = ({ label, folder }: (typeof wordCollections)[number], fileDescription: string, frontmatter?: Parameters<typeof schemaFields>[0]) =>
  collection({
    label,
    path: `${folder}/*`,
    slugField: "file",
    format: { contentField: "words" },
    schema: {
      file: fields.text({ label: "File name", description: fileDescription, validation: { isRequired: true } }),
      ...(frontmatter ? schemaFields(frontmatter) : {}),
      words: fields.mdx({ label: "Words", description: "The words of the page. Headings (##) start its sections.", components: contentBlocks }),
    },
  });

/**
 * The photos' form, the one data file whose form is its own (src/facts/fact-files.ts): one image
 * field per slot, saved as src/assets/photos/<slot>.<type> (the site makes its small, modern
 * versions at build), listed in src/data/photos.json. What a photo shows is written where the
 * photo is used (a page's "Describe the photo"), so the words fit the page.
 */
const photos = Object.fromEntries(
  photoSlots.map((slot) => [
    slot,
    fields.image({
      label: slot.replace(/-/g, " ").replace(/^./, (letter) => letter.toUpperCase()),
      description: `The photo '${slot}'. A landscape JPEG at least 1600 pixels wide (the Head Master's portrait 4:5). Describe it on the page that shows it.`,
      directory: "src/assets/photos",
      publicPath: photoFolder,
      validation: { isRequired: true },
    }),
  ]),
);

/** The collections' places in the menu, among the data files of the registry's groups. */
export const collectionsInMenu: MenuCollection[] = [
  // One file per event, but the admin looks for the events beside the term dates.
  { key: "events", group: "Facts", after: "termDates" },
  { key: "pages", group: "Pages" },
  { key: "clubs", group: "Pages" },
  { key: "shared", group: "Pages" },
  { key: "notices", group: "Notices" },
  // Each Kiswahili collection right after its English one (docs/decisions/063, 067): the admin who
  // changes a page sees its Kiswahili next to it. No club has Kiswahili.
  { key: "swEvents", group: "Facts", after: "events" },
  { key: "swPages", group: "Pages", after: "pages" },
  { key: "swShared", group: "Pages", after: "shared" },
  { key: "swNotices", group: "Notices", after: "notices" },
];

/**
 * Each collection's File name help. Its label and folder are src/config/content-places.ts's, which
 * the publishing workflow reads too (docs/decisions/049); the schema of its top is
 * src/facts/word-files.ts's, which the history of its files reads too.
 */
const fileDescriptions: Record<WordCollectionKey, string> = {
  pages: "Named after the page's address, spelt as it is: laundry is /laundry, StuAccess is /StuAccess. index is the home page, 404 the page an unknown address shows, grade-fees the three grade fee pages.",
  clubs: "Named after the club's address: golf is /golf.",
  shared: "A page shows it where its words name it: fee-terms.",
  events: "Named after the event and its year: sports-day-2027.",
  notices: "The end of its address, in small letters and dashes: fee-structure-2026 is /notices/fee-structure-2026.",
  swPages: "The same name as the English page's file it translates: fees is /sw/fees. Its photo, dates and figures are the English page's.",
  swShared: "The same name as the English shared passage it translates: fee-terms.",
  swEvents: "The same name as the English event it translates: sports-day-2027. Its day and times are the English event's.",
  swNotices: "The same name as the English notice it translates: fee-structure-2026 is /sw/notices/fee-structure-2026.",
};

const github = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  storage: github ? { kind: "github", repo: github } : { kind: "local" },
  ui: {
    brand: { name: "School website" },
    navigation: navigationOf(factFiles, collectionsInMenu),
  },
  singletons: singletonsOf(factFiles, { photos }),
  collections: Object.fromEntries(wordCollections.map((place) => [place.key, words(place, fileDescriptions[place.key], frontmatterSchemas[place.key])])) as Record<WordCollectionKey, ReturnType<typeof words>>,
});
