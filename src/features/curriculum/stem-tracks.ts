import { site } from "~/config/site";

/**
 * The STEM pathway's three tracks and their subjects, as the senior school curriculum
 * (Grades 10 to 12) sets them out: Pure Sciences 5 subjects, Applied Sciences 3, Technical
 * Studies 7 (docs/site.md, STEM pathways). A pupil chooses 2 subjects to specialise in.
 * Read at build: /stem-pathways hands the tracks to its chooser, photos resolved
 * (src/features/curriculum/stem-chooser/stem-chooser-props.build.ts), so the browser never loads this module.
 */

export interface Subject {
  name: string;
  description: string;
  /** A decorative symbol beside the name. */
  emoji: string;
  /** Mathematics opens the curriculum browser; every other subject opens its curriculum document in a new tab. */
  learnMore: { kind: "mathBrowser" } | { kind: "document"; url: string };
}

export interface Track {
  id: string;
  title: string;
  description: string;
  /** `slot`: a photo in src/assets/photos/; `position`: the part kept in view when the card crops it. */
  photo: { slot: string; alt: string; position?: string };
  emoji: string;
  subjects: readonly Subject[];
}

/** How many subjects a pupil specialises in, whatever the track. */
export const subjectsToChoose = 2;

/**
 * Each subject's curriculum design is published by the curriculum body. Until the web admin
 * writes a subject's own document address in its `learnMore`, its Learn More opens the body's list of designs,
 * where the subject's document is listed by name.
 */
const designsList = { kind: "document", url: site.curriculumBody.curriculumDesignsUrl } as const;

export const stemTracks: readonly Track[] = [
  {
    id: "pure-sciences",
    title: "Pure Sciences",
    description: "Mathematics and the natural sciences: how the world works, studied through experiments, proof and calculation.",
    photo: { slot: "stem-pure-sciences", alt: "Illustration of a laboratory flask and an atom", position: "50% 40%" },
    emoji: "🔬",
    subjects: [
      {
        name: "Mathematics",
        description: "Numbers and algebra, measurement and geometry, statistics and probability: the language of every science.",
        emoji: "📐",
        learnMore: { kind: "mathBrowser" },
      },
      {
        name: "Physics",
        description: "Forces, energy, electricity, waves and matter, from simple machines to electronics.",
        emoji: "⚛️",
        learnMore: designsList,
      },
      {
        name: "Chemistry",
        description: "What substances are made of and how they react, with practical work in the laboratory.",
        emoji: "🧪",
        learnMore: designsList,
      },
      {
        name: "Biology",
        description: "Living things, the human body, health, ecology and genetics.",
        emoji: "🧬",
        learnMore: designsList,
      },
      {
        name: "General Science",
        description: "A broad course across physics, chemistry and biology for pupils who want all three.",
        emoji: "🔭",
        learnMore: designsList,
      },
    ],
  },
  {
    id: "applied-sciences",
    title: "Applied Sciences",
    description: "Science put to work: growing food, building software and running a healthy home.",
    photo: { slot: "stem-applied-sciences", alt: "Illustration of a farm with crops under the sun", position: "50% 60%" },
    emoji: "🌾",
    subjects: [
      {
        name: "Agriculture",
        description: "Crop and animal production, soil and water management and farming as a business.",
        emoji: "🚜",
        learnMore: designsList,
      },
      {
        name: "Computer Science",
        description: "Programming, algorithms, data, networks and how computers work.",
        emoji: "💻",
        learnMore: designsList,
      },
      {
        name: "Home Science",
        description: "Food and nutrition, clothing and textiles, and managing a home and family resources.",
        emoji: "🍲",
        learnMore: designsList,
      },
    ],
  },
  {
    id: "technical-studies",
    title: "Technical Studies",
    description: "Engineering and trades: designing, making and maintaining the machines and buildings we rely on.",
    photo: { slot: "stem-technical-studies", alt: "Illustration of a robot built from simple parts", position: "50% 45%" },
    emoji: "🛠️",
    subjects: [
      {
        name: "Aviation Technology",
        description: "How aircraft fly and are maintained, airport operations and aviation safety.",
        emoji: "✈️",
        learnMore: designsList,
      },
      {
        name: "Building and Construction",
        description: "Building materials, technical drawing, masonry and construction site safety.",
        emoji: "🏗️",
        learnMore: designsList,
      },
      {
        name: "Electricity",
        description: "Electrical circuits, wiring, installation and electrical safety.",
        emoji: "💡",
        learnMore: designsList,
      },
      {
        name: "Metal Technology",
        description: "Working with metals: measuring, cutting, joining and finishing.",
        emoji: "🔩",
        learnMore: designsList,
      },
      {
        name: "Power Mechanics",
        description: "Engines, motor vehicles and farm machinery: how they work and how to service them.",
        emoji: "⚙️",
        learnMore: designsList,
      },
      {
        name: "Wood Technology",
        description: "Timber, joinery and furniture making with hand and machine tools.",
        emoji: "🪚",
        learnMore: designsList,
      },
      {
        name: "Marine and Fisheries Technology",
        description: "Seamanship, boats and fishing gear, fish farming and care of the marine environment.",
        emoji: "⚓",
        learnMore: designsList,
      },
    ],
  },
];
