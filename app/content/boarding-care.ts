import chaplaincyPhoto from "~/assets/photos/chaplaincy.jpg?responsive";
import farmBakeryPhoto from "~/assets/photos/farm-bakery.jpg?responsive";
import farmDairyPhoto from "~/assets/photos/farm-dairy.jpg?responsive";
import farmMealsPhoto from "~/assets/photos/farm-meals.jpg?responsive";
import farmOrganicPhoto from "~/assets/photos/farm-organic.jpg?responsive";
import farmPoultryPhoto from "~/assets/photos/farm-poultry.jpg?responsive";
import farmToForkPhoto from "~/assets/photos/farm-2-fork.jpg?responsive";
import laundryPhoto from "~/assets/photos/laundry.jpg?responsive";
import nursingCarePhoto from "~/assets/photos/nursing-care.jpg?responsive";
import safetyEmergencyPhoto from "~/assets/photos/safety-emergency.jpg?responsive";
import safetyFirstAidPhoto from "~/assets/photos/safety-first-aid.jpg?responsive";
import safetySecurityPhoto from "~/assets/photos/safety-security.jpg?responsive";
import type { PageContent } from "~/components/page-types";
import { pathOf } from "~/config/route-table";
import { officeContacts } from "./contact";
import { nursingFacts } from "./nursing-facts";

/**
 * How boarders are fed, washed for, cared for and kept safe (SPEC.md §2.8): Safety, Farm to
 * Fork, Nursing Care, Chaplaincy and Laundry. Read in a chain: Farm to Fork → Laundry →
 * Chaplaincy → Nursing Care → Safety, each page ending with a button to the next.
 */

const eyebrow = "Think Boarding";

export const safetyPage = {
  id: "safety",
  eyebrow,
  lead: "Parents trust us with their children by day and by night. Keeping every child safe is the first duty of everyone who works here.",
  sections: [
    {
      title: "How we keep your child safe",
      cards: [
        {
          title: "Security and Access",
          text: "The campus is fenced and the gate is staffed day and night. Visitors sign in and are met by a member of staff, and a pupil leaves school only with permission and in the care of a parent or an authorised guardian.",
          photo: { picture: safetySecurityPhoto, alt: "The school gate and fence with the main building behind" },
        },
        {
          title: "First Aid and Safety Certified",
          text: `Staff are trained in first aid and in safe practice for boarding, sport and swimming, and our nurses provide ${nursingFacts.nursing.toLowerCase()}. Help is never far away.`,
          photo: { picture: safetyFirstAidPhoto, alt: "A first-aid kit marked with a red cross" },
        },
        {
          title: "Emergency Prepared",
          text: "Regular fire and evacuation drills, clearly marked exits and assembly points, and a plan for getting urgent medical help quickly mean that everyone knows what to do if the unexpected happens.",
          photo: { picture: safetyEmergencyPhoto, alt: "A campus map with the assembly point marked" },
        },
      ],
    },
    {
      title: "Speaking up",
      paragraphs: [
        "Pupils are taught that they can tell any teacher, house parent, nurse or the chaplain about anything that worries them, and that they will be listened to. Bullying is not tolerated, and every concern is followed up.",
        "Parents with a concern about their child's safety or welfare should contact the school office straight away:",
      ],
      facts: officeContacts,
    },
  ],
  next: {
    text: "Safety is one part of boarding life. See the rest.",
    link: { to: pathOf("boardingLife"), label: "Back to Boarding Life" },
  },
} as const satisfies PageContent;

export const farmToForkPage = {
  id: "farm2Fork",
  eyebrow,
  lead: "Much of what your child eats at school starts on our own farm, a short walk from the dining hall: fresh milk, eggs and vegetables, and bread from our own bakery.",
  photo: { picture: farmToForkPhoto, alt: "The school farm with its crops and farm buildings" },
  sections: [
    {
      title: "Organic Sourcing",
      paragraphs: [
        "Vegetables and fruit are grown on the school farm with manure from our own animals, and what the farm cannot grow is bought fresh from farmers nearby. Food travels a few hundred metres, not hundreds of kilometres.",
        "Pupils in the Young Farmers club help in the fields and learn where their food comes from.",
      ],
      photo: { picture: farmOrganicPhoto, alt: "Rows of vegetables growing in the school garden" },
    },
    {
      title: "Milk and Dairy",
      paragraphs: [
        "Our dairy herd gives fresh milk every day. It is boiled and served in tea and porridge and used in the kitchen, so every boarder gets the calcium and protein a growing body needs.",
      ],
      photo: { picture: farmDairyPhoto, alt: "Dairy cows grazing on the school farm" },
    },
    {
      title: "Eggs and Poultry",
      paragraphs: [
        "Our own hens lay the eggs served at school, collected daily and cooked fresh. Poultry keeping is also a favourite lesson for pupils learning agriculture.",
      ],
      photo: { picture: farmPoultryPhoto, alt: "Hens in the school poultry house" },
    },
    {
      title: "Bakery",
      paragraphs: [
        "Bread is baked on site in the school bakery, so breakfast starts with a fresh loaf rather than one that has spent days in a lorry.",
      ],
      photo: { picture: farmBakeryPhoto, alt: "Fresh loaves of bread on a bakery tray" },
    },
    {
      title: "Meals",
      paragraphs: [
        "Boarders eat breakfast, lunch and supper together in the dining hall, with balanced meals of grains, pulses, vegetables, fruit and protein planned around the farm's produce.",
        "Please tell us about any allergy or special diet when your child joins, and the kitchen will plan for it.",
      ],
      photo: { picture: farmMealsPhoto, alt: "A plate of rice, beans and greens" },
    },
  ],
  next: {
    text: "Clean clothes matter as much as good food. See how laundry works.",
    link: { to: pathOf("laundry"), label: "Laundry" },
  },
} as const satisfies PageContent;

export const laundryPage = {
  id: "laundry",
  eyebrow,
  lead: "Boarders look smart and feel comfortable when their uniforms and bedding are clean. Our laundry makes sure they are, every week of the term.",
  photo: { picture: laundryPhoto, alt: "School uniforms drying on a washing line" },
  sections: [
    {
      title: "How laundry works",
      paragraphs: [
        "Uniforms, games kit and bedding are collected from the boarding houses on set days, washed, dried and returned to each pupil. House staff check that every child has clean clothes and fresh sheets.",
        "Younger pupils also learn to wash small items for themselves and to keep their lockers tidy: part of growing up in a boarding school.",
      ],
    },
    {
      title: "How parents can help",
      bullets: [
        "Label every item of clothing and bedding clearly with your child's name.",
        "Send the full uniform and games kit listed in the admission letter, so that your child has a change while one set is being washed.",
        "Check your child's clothes at the end of each term and replace anything outgrown or worn out.",
      ],
    },
  ],
  next: {
    text: "Boarding cares for the spirit as well as the body.",
    link: { to: pathOf("chaplaincy"), label: "Chaplaincy" },
  },
} as const satisfies PageContent;

export const chaplaincyPage = {
  id: "chaplaincy",
  eyebrow,
  lead: "The chaplaincy looks after the spiritual life of the school and is a quiet place where any pupil can find someone to talk to.",
  photo: { picture: chaplaincyPhoto, alt: "The school chapel" },
  sections: [
    {
      title: "Faith and reflection",
      paragraphs: [
        "The chaplain leads worship, prayer and fellowship through the week, and helps pupils prepare for Religious Education, one of the core subjects of the curriculum.",
        "Pupils are encouraged to grow in faith, in gratitude and in service to others, and pupils of every background are treated with respect.",
      ],
    },
    {
      title: "Someone to listen",
      paragraphs: [
        "Homesickness, friendships, worries about exams or about home: the chaplain listens without judging and, with the pupil's agreement, works with house staff, teachers and parents to help.",
      ],
    },
  ],
  next: {
    text: "Care for the body matters too. See how we look after pupils who are unwell.",
    link: { to: pathOf("nursingCare"), label: "Nursing Care" },
  },
} as const satisfies PageContent;

export const nursingCarePage = {
  id: "nursingCare",
  eyebrow,
  lead: "When a child feels unwell, they need care quickly and kindly. Our sick bay is staffed around the clock, so help is never more than a few minutes away.",
  photo: { picture: nursingCarePhoto, alt: "The school sick bay with a first-aid sign" },
  sections: [
    {
      title: "Health care at school",
      cards: [
        {
          title: nursingFacts.nursing,
          emoji: "🩺",
          text: "Qualified nurses are on duty day and night, every day of the term, to treat illness and injury and to look after pupils who need to rest.",
        },
        {
          title: nursingFacts.doctor,
          emoji: "👩‍⚕️",
          text: "A doctor visits the school twice a week to see pupils the nurses refer, review anyone who is unwell and follow up ongoing conditions.",
        },
        {
          title: nursingFacts.medication,
          emoji: "💊",
          text: "Medicine for everyday complaints such as colds, headaches and small injuries is given free of charge, so no child goes without because of cost.",
        },
      ],
    },
    {
      title: "Keeping parents informed",
      paragraphs: [
        "If your child is seriously unwell or needs hospital care, we call you straight away. For anything smaller, the nurses are happy to talk to you whenever you ring the school office.",
        "A completed medical test is part of every admission. Please tell us about allergies, long-term conditions and regular medicines before your child arrives, so that the nurses can plan their care.",
      ],
      facts: officeContacts,
    },
  ],
  next: {
    text: "Health is one part of keeping children safe.",
    link: { to: pathOf("safety"), label: "How we keep children safe" },
  },
} as const satisfies PageContent;
