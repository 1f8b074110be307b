import { getCollection } from "astro:content";
import { site } from "../config/site";
import { withSchoolName } from "../lib/school-name";

/**
 * The good-luck banner's three messages (docs/site.md, Good-luck banner), from
 * src/content/good-luck-messages.yaml in the file's order, with `{school}` filled in with the
 * school's name. Read at build: the banner island receives them as plain data.
 */
export const goodLuckMessages = (await getCollection("goodLuckMessages")).map(({ id, data }) => ({
  ...data,
  id,
  title: withSchoolName(data.title, site.schoolName),
  text: withSchoolName(data.text, site.schoolName),
}));
