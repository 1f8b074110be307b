import { pathOf, routeTable } from "~/config/route-table";
import { stemViewSearch } from "~/lib/stem-view";
import { pathwayCard } from "./pathways";

/**
 * The three programme pages, /mandarin, /seafarers and /cadet (SPEC.md §2.7, §9): one data
 * shape, drawn by one component (app/components/programme-page.tsx).
 */

export interface ProgrammeLink {
  to: string;
  label: string;
  text: string;
}

export interface Programme {
  id: "mandarin" | "seafarers" | "cadet";
  lead: string;
  about: readonly string[];
  stats: readonly { value: string; label: string }[];
  highlightsTitle: string;
  highlights: readonly { title: string; text: string; emoji: string }[];
  /** Grade-by-grade structure, where the programme has one. */
  grades?: readonly { grade: 7 | 8 | 9; title: string; items: readonly string[] }[];
  week: { title: string; intro: string; sessions: readonly { title: string; text: string }[] };
  /** Steps to join, where the programme has them. */
  joinSteps?: readonly { title: string; text: string }[];
  /** The subject line of the admissions e-mail. */
  enquirySubject: string;
  /** How the programme sits in the national curriculum, with the curriculum body's link beside it. */
  curriculumNote: string;
  crossLinks: readonly ProgrammeLink[];
}

const technicalTrack = `${pathOf("stemPathways")}${stemViewSearch({ view: "subjects", trackId: "technical-studies" })}`;

export const programmes = {
  mandarin: {
    id: "mandarin",
    lead: "Mandarin Chinese from Grade 7 to Grade 9: speaking, listening, reading and writing, working towards HSK levels 1 and 2.",
    about: [
      "Mandarin Chinese is one of the foreign languages of Kenya's junior school curriculum, alongside French, German and Arabic. It is spoken by more people than any other language and is increasingly useful in trade, tourism and technology in East Africa.",
      "Pupils start with the sounds of the language, pinyin and the four tones, and build up to reading and writing Chinese characters: about 150 in Grade 7, 300 by the end of Grade 8 and 500 by the end of Grade 9. The course works towards the international HSK (Hanyu Shuiping Kaoshi) levels 1 and 2.",
    ],
    stats: [
      { value: "3–4", label: "contact hours a week" },
      { value: "HSK 1–2", label: "target level by Grade 9" },
      { value: "~150", label: "characters in Grade 7" },
      { value: "~300", label: "characters by the end of Grade 8" },
      { value: "~500", label: "characters by the end of Grade 9" },
    ],
    highlightsTitle: "Programme highlights",
    highlights: [
      { title: "Pinyin and tones first", text: "Clear pronunciation from the first week, so pupils can say what they read and be understood.", emoji: "🔤" },
      { title: "Speaking in every lesson", text: "Greetings, dialogues and role plays make Mandarin a language pupils use, not just study.", emoji: "🗣️" },
      { title: "Characters step by step", text: "Stroke order, radicals and regular short writing practice, building up year on year.", emoji: "✍️" },
      { title: "Chinese culture", text: "Festivals such as the Spring Festival, calligraphy, food and customs bring the language to life.", emoji: "🏮" },
      { title: "HSK preparation", text: "Practice papers in Grades 8 and 9 for pupils who choose to sit the HSK 1 and HSK 2 tests.", emoji: "📝" },
      { title: "Listening practice", text: "Audio and video from native speakers, so pupils hear natural, everyday Mandarin.", emoji: "🎧" },
    ],
    grades: [
      {
        grade: 7,
        title: "Foundations",
        items: ["Pinyin and the four tones", "Greetings, numbers, dates and telling the time", "Family, school and classroom language", "About 150 characters"],
      },
      {
        grade: 8,
        title: "Everyday Mandarin",
        items: ["Food, shopping and money", "Hobbies, sport and directions", "Short dialogues and paragraphs", "About 300 characters; HSK 1 level"],
      },
      {
        grade: 9,
        title: "Confident communication",
        items: ["Travel, weather and health", "Giving opinions and reasons", "Reading short texts and writing short messages", "About 500 characters; working towards HSK 2"],
      },
    ],
    week: {
      title: "Weekly flow",
      intro: "Three to four contact hours a week, usually in this order:",
      sessions: [
        { title: "Listening and speaking", text: "New words and sentence patterns, heard and repeated, then used in pairs." },
        { title: "Characters and writing", text: "Stroke order and new characters, with short writing tasks." },
        { title: "Reading and grammar", text: "Short texts using the week's words, and the grammar behind them." },
        { title: "Culture and conversation", text: "In weeks with a fourth hour: songs, games, calligraphy or festival activities, all in Mandarin where possible." },
      ],
    },
    enquirySubject: "Mandarin programme enquiry",
    curriculumNote: "Mandarin Chinese follows the foreign-language curriculum designs published by the national curriculum body.",
    crossLinks: [
      { to: pathOf("seafarers"), label: "Think Maritime", text: "Another of our pathways: seamanship, navigation and the blue economy." },
    ],
  },
  seafarers: {
    id: "seafarers",
    lead: "Maritime studies for junior secondary: water safety, seamanship, navigation and the careers of Kenya's blue economy.",
    about: [
      "Kenya has a coastline on the Indian Ocean, the ports of Mombasa and Lamu, and a share of Lake Victoria. Shipping, fishing, port work and marine tourism, together called the blue economy, offer careers that many young people never hear about.",
      "Our maritime programme introduces pupils to the sea and to inland waters: how to be safe on and in the water, how boats work and are handled, how to find the way, and how to care for the marine environment.",
    ],
    stats: [
      { value: "3–4", label: "contact hours a week" },
      { value: "Grades 7–9", label: "a three-year course" },
    ],
    highlightsTitle: "Programme highlights",
    highlights: [
      { title: "Water safety", text: "Safety rules, survival swimming and rescue basics, taught in the pool with qualified supervision.", emoji: "🛟" },
      { title: "Seamanship", text: "Knots, rope work, the parts of a boat and how a vessel is handled.", emoji: "🪢" },
      { title: "Navigation", text: "Compass, charts, latitude and longitude, and planning a route.", emoji: "🧭" },
      { title: "Ocean science", text: "Tides, currents, weather at sea and the life of coral reefs and mangroves.", emoji: "🌊" },
      { title: "Blue economy careers", text: "Shipping, ports, fisheries, marine engineering and marine tourism: what the jobs are and how to get there.", emoji: "🚢" },
      { title: "Marine conservation", text: "Plastic pollution, overfishing and what young people can do about them.", emoji: "🐢" },
    ],
    grades: [
      {
        grade: 7,
        title: "Water and safety",
        items: ["Water safety and survival swimming", "Parts of a boat and basic knots", "Kenya's coast, lakes and rivers"],
      },
      {
        grade: 8,
        title: "Navigation and weather",
        items: ["Compass and chart work", "Tides, currents and weather", "Marine ecosystems and pollution"],
      },
      {
        grade: 9,
        title: "The blue economy",
        items: ["Shipping and ports", "Fisheries and fish farming", "Careers at sea and ashore", "A marine conservation project"],
      },
    ],
    week: {
      title: "Weekly flow",
      intro: "Three to four contact hours a week, usually in this order:",
      sessions: [
        { title: "Theory", text: "The week's topic: navigation, weather, ships or the ocean, with maps, charts and videos." },
        { title: "Seamanship practical", text: "Knots, rope work, models and chart exercises in the classroom." },
        { title: "Water session", text: "Water safety and swimming in the pool, supervised by qualified staff." },
        { title: "Project time", text: "In weeks with a fourth hour: research and group projects on the blue economy and marine conservation." },
      ],
    },
    enquirySubject: "Maritime programme enquiry",
    curriculumNote: "In senior school, Marine and Fisheries Technology is one of the subjects of the STEM pathway's Technical Studies track.",
    crossLinks: [
      { to: technicalTrack, label: "Technical Studies subjects", text: "Marine and Fisheries Technology and the other subjects of the STEM pathway's Technical Studies track." },
      { to: pathOf("cadet"), label: "Think Aviation", text: "The Young Air Cadets: flight, navigation and leadership." },
    ],
  },
  cadet: {
    id: "cadet",
    lead: "The Young Air Cadets: aviation, discipline and leadership for pupils aged 11 and over.",
    about: [
      "The Young Air Cadets programme is for pupils who look up when an aeroplane passes. Cadets learn how aircraft fly, how pilots find their way and read the weather, and what careers aviation offers, from pilot and engineer to air traffic controller.",
      "Just as important, cadets learn the habits of aviation: discipline, teamwork, attention to detail and leadership, practised in drill and in the field.",
    ],
    stats: [
      { value: "3–4", label: "contact hours a week" },
      { value: "11+", label: "minimum age" },
      { value: "6", label: "focus areas" },
      { value: "Included", label: "field activities" },
    ],
    highlightsTitle: "Six focus areas",
    highlights: [
      { title: "Principles of flight", text: "Lift, weight, thrust and drag: why an aeroplane flies, tested with gliders and models.", emoji: "✈️" },
      { title: "Aviation history and careers", text: "From the first flights to modern airlines, and the jobs that keep aircraft flying.", emoji: "🧑‍✈️" },
      { title: "Navigation and map reading", text: "Maps, compass, headings and distances, on paper and outdoors.", emoji: "🧭" },
      { title: "Weather and meteorology", text: "Clouds, wind and pressure, and why pilots check the weather before every flight.", emoji: "🌦️" },
      { title: "Drill, discipline and leadership", text: "Drill, uniform standards and leading a small team.", emoji: "🎖️" },
      { title: "Aviation safety and first aid", text: "Safety habits, emergency procedures and basic first aid.", emoji: "⛑️" },
    ],
    week: {
      title: "Weekly structure",
      intro: "Three to four contact hours a week, with field activities during the term:",
      sessions: [
        { title: "Ground school", text: "Principles of flight, navigation and weather in the classroom." },
        { title: "Drill and fitness", text: "Drill, physical training and teamwork exercises." },
        { title: "Practical workshop", text: "Building and flying model gliders, map exercises and safety drills." },
        { title: "Field activities", text: "Outdoor navigation exercises and educational visits, announced to parents in advance." },
      ],
    },
    joinSteps: [
      { title: "Check the age", text: "Cadets are pupils of the school aged 11 or over, in any of Grades 7, 8 and 9." },
      { title: "E-mail admissions", text: "Send your child's name, grade and age to the admissions office using the button below." },
      { title: "Return the consent form", text: "The school sends a parental consent and health form. Once it is back, your child joins the next cadet session." },
    ],
    enquirySubject: "Young Air Cadets enquiry",
    curriculumNote: "In senior school, Aviation Technology is one of the subjects of the STEM pathway's Technical Studies track.",
    crossLinks: [
      {
        to: routeTable.cadet.aliases[0],
        label: "Think Aviation",
        text: "The short address to share this programme: it leads to this page.",
      },
      { to: pathOf("mandarin"), label: "Think Mandarin", text: "Mandarin Chinese from Grade 7 to Grade 9, towards HSK levels 1 and 2." },
      { to: technicalTrack, label: "Technical Studies subjects", text: "Aviation Technology and the other subjects of the STEM pathway's Technical Studies track." },
    ],
  },
} as const satisfies Record<Programme["id"], Programme>;

export function programmePhoto(id: Programme["id"]) {
  const card = pathwayCard(id);
  return { ...card.photo, objectPosition: card.focal };
}
