import type { CardData } from "~/components/card-grid";
import { pathOf, routeTable } from "~/config/route-table";
import type { Picture } from "~/lib/picture";
import aviationPhoto from "~/assets/photos/pathway-aviation.jpg?responsive";
import curriculumPhoto from "~/assets/photos/pathway-curriculum.jpg?responsive";
import mandarinPhoto from "~/assets/photos/pathway-mandarin.jpg?responsive";
import maritimePhoto from "~/assets/photos/pathway-maritime.jpg?responsive";

/**
 * The pathway cards (SPEC.md §3 'Pathway card'): four on /pathways, and the three specialised
 * ones again on /detailed-pathways. Each programme page uses its card's photo as its hero.
 */

export interface PathwayCard {
  id: "detailedPathways" | "cadet" | "mandarin" | "seafarers";
  title: string;
  description: string;
  photo: { picture: Picture; alt: string };
  /** The photo's focal point (CSS object-position), kept in view when the card crops it. */
  focal: string;
  icon: string;
  /** Where the card's Explore link goes on /pathways (SPEC.md §2.7 gives the maritime card a variant spelling). */
  link: string;
}

export const pathwayCards = [
  {
    id: "detailedPathways",
    title: "Detailed Pathways",
    description:
      "Junior secondary under the competency-based curriculum: the core subjects, the seven core competencies and what each of Grades 7, 8 and 9 involves.",
    photo: { picture: curriculumPhoto, alt: "Illustration of a classroom with a blackboard and pupils at their desks" },
    focal: "50% 30%",
    icon: "🧭",
    link: pathOf("detailedPathways"),
  },
  {
    id: "cadet",
    title: "Think Aviation",
    description: "The Young Air Cadets: principles of flight, navigation, weather, drill and leadership, for pupils aged 11 and over.",
    photo: { picture: aviationPhoto, alt: "Illustration of an aeroplane in a clear sky" },
    focal: "60% 40%",
    icon: "✈️",
    link: pathOf("cadet"),
  },
  {
    id: "mandarin",
    title: "Think Mandarin",
    description: "Mandarin Chinese from Grade 7 to Grade 9: speaking, listening, reading and writing, working towards HSK levels 1 and 2.",
    photo: { picture: mandarinPhoto, alt: "Illustration of a stack of books" },
    focal: "50% 50%",
    icon: "🀄",
    link: pathOf("mandarin"),
  },
  {
    id: "seafarers",
    title: "Think Maritime",
    description: "Maritime studies: water safety, seamanship, navigation and the careers of Kenya's blue economy.",
    photo: { picture: maritimePhoto, alt: "Illustration of a sailing boat on ocean waves" },
    focal: "65% 55%",
    icon: "⚓",
    link: routeTable.seafarers.aliases[0],
  },
] as const satisfies readonly PathwayCard[];

export type PathwayId = PathwayCard["id"];

export function pathwayCard(id: PathwayId): PathwayCard {
  const card = pathwayCards.find((c) => c.id === id);
  if (!card) throw new Error(`No pathway card '${id}'`);
  return card;
}

/** A pathway card as the shared card grid draws it; `to` overrides the card's own link. */
export function toCardData(card: PathwayCard, to: string = card.link): CardData {
  return {
    title: card.title,
    text: card.description,
    emoji: card.icon,
    photo: { ...card.photo, objectPosition: card.focal },
    link: { to, label: `Explore ${card.title.replace(/^Think /, "")}` },
  };
}

/** /detailed-pathways: the three specialised pathways, linked by their canonical paths. */
export const specialisedPathwayCards = pathwayCards
  .filter((card) => card.id !== "detailedPathways")
  .map((card) => toCardData(card, pathOf(card.id)));

/** /detailed-pathways: junior secondary within the national curriculum, for a parent new to it. */
export const juniorSecondaryOverview = [
  "Kenya's competency-based curriculum is organised as 2-6-3-3: two years of pre-primary, six years of primary school, three years of junior school and three years of senior school. Junior school, also called junior secondary, covers Grades 7, 8 and 9.",
  "The curriculum is built around what learners can do with what they know. Every learning area develops the seven core competencies below, and teachers assess them throughout the year, not only in examinations.",
  "At the end of Grade 9 every learner sits the Kenya Junior School Education Assessment (KJSEA) and moves to senior school in one of three pathways: Science, Technology, Engineering and Mathematics (STEM); Social Sciences; or Arts and Sports Science. Our specialised programmes let pupils try aviation, Mandarin and maritime studies before they choose.",
] as const;
