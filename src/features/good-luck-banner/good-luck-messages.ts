import { site } from "../../config/site";
import data from "../../data/good-luck-messages.json" with { type: "json" };
import type { GoodLuckMessage } from "./good-luck-schema";
import { withSchoolName } from "./school-name";

/**
 * The good-luck banner's messages (docs/site.md, Good-luck banner), from
 * src/data/good-luck-messages.json in the file's order (the editor's Good-luck messages), with
 * `{school}` filled in with the school's name. Read at build: the banner island receives them as
 * plain data.
 */
export const goodLuckMessages = (data.messages as readonly GoodLuckMessage[]).map((message) => ({
  ...message,
  title: withSchoolName(message.title, site.schoolName),
  text: withSchoolName(message.text, site.schoolName),
}));
