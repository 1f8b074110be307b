import campusPhoto from "~/assets/photos/home-1.jpg?responsive";
import sportPhoto from "~/assets/photos/home-2.jpg?responsive";
import popupPhoto from "~/assets/photos/home-popup.jpg?responsive";
import type { CardData } from "~/components/card-grid";
import { pathOf } from "~/config/route-table";
import type { Picture } from "~/lib/picture";
import { schoolStory } from "./school-story";

export interface HomeSlide {
  picture: Picture;
  alt: string;
  caption: string;
}

/** SPEC.md §2.5: two local images, shown full-screen. */
export const homeSlides = [
  {
    picture: campusPhoto,
    alt: "Illustration of the academy's main building under a bright sky",
    caption: "A junior secondary school for Grades 7, 8 and 9 on the competency-based curriculum.",
  },
  {
    picture: sportPhoto,
    alt: "Illustration of the school playing field with a football on the centre line",
    caption: "Learning, boarding, sport and clubs on one safe campus in Murang'a County.",
  },
] as const satisfies readonly HomeSlide[];

export const homePopup = {
  picture: popupPhoto,
  alt: "Illustration of three smiling pupils in school uniform",
  title: "Admissions are open for Grades 7, 8 and 9",
  text: "Places are limited. Apply online in a few minutes and our admissions office will call you to arrange a school tour and interview.",
};

export const homeIntro = {
  title: "Welcome to our junior academy",
  paragraphs: [
    `Our junior academy grew out of a primary boarding school founded in ${schoolStory.founded} on ${schoolStory.site}. Since ${schoolStory.firstGrade7} it has taught Grades 7, 8 and 9 under Kenya's competency-based curriculum.`,
    "Pupils learn in small classes, live in caring boarding houses, eat fresh food from our own farm, and choose from more than a dozen clubs, from the school band to robotics.",
  ],
};

export const homeExplore = [
  { title: "Pathways", emoji: "🧭", text: "The national curriculum plus aviation cadets, Mandarin and maritime studies.", link: { to: pathOf("pathways"), label: "Explore our pathways" } },
  { title: "Boarding life", emoji: "🏡", text: "Meals from our farm, laundry, 24/7 nursing care, chaplaincy and a safe campus.", link: { to: pathOf("boardingLife"), label: "See boarding life" } },
  { title: "Talent and clubs", emoji: "🎺", text: "Band, football, swimming, chess, robotics, golf and more, every week.", link: { to: pathOf("talent"), label: "Find a club" } },
  { title: "Admissions", emoji: "📝", text: "Entry into Grade 7, 8 or 9: who can apply, the documents and the steps.", link: { to: pathOf("join"), label: "How to join" } },
  { title: "Fees", emoji: "💳", text: "Termly fees, one-time charges for new students, and how to pay.", link: { to: pathOf("fees"), label: "See the fees" } },
  { title: "Calendar", emoji: "📅", text: "Term dates, half terms and holidays for the school year.", link: { to: pathOf("events"), label: "See the calendar" } },
] as const satisfies readonly CardData[];
