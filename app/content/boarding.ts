import boardingLifePhoto from "~/assets/photos/boarding-life.jpg?responsive";
import disciplinePhoto from "~/assets/photos/discipline.jpg?responsive";
import homeFromHomePhoto from "~/assets/photos/homefromhome.jpg?responsive";
import type { PageContent } from "~/components/page-types";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { nursingSummary } from "./nursing-facts";

/**
 * Boarding Life, Home-from-Home and Discipline (SPEC.md §2.8). The discipline page keeps the
 * sister school's wording (SPEC.md §1, DECISIONS.md): it speaks of the sister school by name.
 */

const eyebrow = "Think Boarding";

export const boardingLifePage = {
  id: "boardingLife",
  eyebrow,
  lead: `Boarding at ${site.schoolName} is more than a bed and three meals. It is a safe, warm home where your child eats well, is cared for when unwell, grows in faith and independence, and makes friends for life.`,
  photo: { picture: boardingLifePhoto, alt: "The boarding houses and the lawn in front of them" },
  sections: [
    {
      title: "Everything your child needs",
      intro: "Five services look after every boarder, every day of the term.",
      cards: [
        {
          title: "Farm to Fork",
          emoji: "🥛",
          text: "Fresh milk, eggs and vegetables from our own farm and bread from our own bakery, served in balanced meals three times a day.",
          link: { to: pathOf("farm2Fork"), label: "Read about our food" },
        },
        {
          title: "Laundry",
          emoji: "🧺",
          text: "Uniforms, games kit and bedding are washed and returned every week, so boarders always have clean clothes and fresh sheets.",
          link: { to: pathOf("laundry"), label: "Read about laundry" },
        },
        {
          title: "Nursing Care",
          emoji: "🩺",
          text: `A sick bay with ${nursingSummary}.`,
          link: { to: pathOf("nursingCare"), label: "Read about nursing care" },
        },
        {
          title: "Chaplaincy",
          emoji: "🙏",
          text: "Worship, prayer and a chaplain who is always ready to listen to a pupil who needs to talk.",
          link: { to: pathOf("chaplaincy"), label: "Read about the chaplaincy" },
        },
        {
          title: "Safety",
          emoji: "🛡️",
          text: "A secure campus, staff on duty day and night, first-aid trained staff and regular emergency drills.",
          link: { to: pathOf("safety"), label: "Read about safety" },
        },
      ],
    },
    {
      title: "Living well together",
      paragraphs: [
        "Boarders follow a clear daily routine of lessons, meals, sport and clubs, evening study and lights out, which helps them to settle quickly and to work well. Our values and guidelines make sure that everyone is treated with respect.",
      ],
      actions: [
        { to: pathOf("homefromhome"), label: "Home-from-Home" },
        { to: pathOf("discipline"), label: "Our values and guidelines", variant: "secondary" },
      ],
    },
  ],
  next: {
    text: "See how our boarding houses become a home from home.",
    link: { to: pathOf("homefromhome"), label: "Home-from-Home" },
  },
} as const satisfies PageContent;

export const homeFromHomePage = {
  id: "homefromhome",
  eyebrow,
  lead: "Leaving home is a big step for a twelve-year-old. We make the boarding houses a place where children feel they belong from their very first night.",
  photo: { picture: homeFromHomePhoto, alt: "Boarders chatting together outside their boarding house" },
  sections: [
    {
      title: "What makes it home",
      cards: [
        {
          title: "Comfortable Dormitories",
          emoji: "🛏️",
          text: "Clean, airy dormitories, each pupil with their own bed and locker, checked every day by house staff.",
        },
        {
          title: "Caring House Staff",
          emoji: "🏠",
          text: "House parents live alongside the boarders, settle newcomers, notice when someone is quiet or unhappy, and are there at night.",
        },
        {
          title: "Wholesome Meals",
          emoji: "🍲",
          text: "Breakfast, lunch and supper together in the dining hall, made with milk, eggs and vegetables from our own farm.",
          link: { to: pathOf("farm2Fork"), label: "From Farm to Fork" },
        },
        {
          title: "Health Care",
          emoji: "🩺",
          text: `Our sick bay offers ${nursingSummary}.`,
          link: { to: pathOf("nursingCare"), label: "Nursing Care" },
        },
        {
          title: "Clean Clothes",
          emoji: "🧺",
          text: "Uniforms and bedding are laundered every week, and pupils learn to look after their own things.",
          link: { to: pathOf("laundry"), label: "How laundry works" },
        },
        {
          title: "Quiet Study Time",
          emoji: "📖",
          text: "Supervised evening study gives every pupil a calm time and place to finish assignments and revise, with a teacher on hand to help.",
        },
        {
          title: "Faith and Reflection",
          emoji: "🙏",
          text: "Worship, quiet time and a chaplain to talk to help pupils grow in spirit as well as in mind.",
          link: { to: pathOf("chaplaincy"), label: "The chaplaincy" },
        },
        {
          title: "Weekends and Clubs",
          emoji: "⚽",
          text: "Sport, music, scouting, farming, chess and more fill afternoons and weekends, so there is always something to look forward to.",
          link: { to: pathOf("talent"), label: "Clubs and talent" },
        },
        {
          title: "Keeping in Touch",
          emoji: "📞",
          text: `Parents can reach the school office on ${site.phone.display} for news of their child, and we contact you promptly if anything is wrong.`,
        },
      ],
    },
  ],
  next: {
    text: "A happy home has clear rules. Read the values every boarder lives by.",
    link: { to: pathOf("discipline"), label: "Discipline" },
  },
} as const satisfies PageContent;

export const disciplinePage = {
  id: "discipline",
  eyebrow,
  lead: `At ${site.sisterSchoolName}, discipline is not about punishment. It is about teaching young people to lead themselves: to do what is right, even when nobody is watching.`,
  photo: { picture: disciplinePhoto, alt: "Neatly arranged books on a pupil's desk" },
  sections: [
    {
      title: "Our values",
      intro: `Nine values shape life at ${site.sisterSchoolName}, in the classroom, in the boarding house and on the field.`,
      cards: [
        { title: "Respect", emoji: "🤝", text: "We treat every person, every belief and every piece of property with courtesy and care." },
        { title: "Integrity", emoji: "⚖️", text: "We are honest in our words, our work and our exams, and we own up to our mistakes." },
        { title: "Responsibility", emoji: "🎒", text: "We look after our own learning, our belongings and the people and places around us." },
        { title: "Self-Discipline", emoji: "🧭", text: "We do what needs doing without being told: prep finished, bed made, uniform neat." },
        { title: "Diligence", emoji: "📚", text: "We work hard and keep going when a task is difficult, because effort is how we grow." },
        { title: "Punctuality", emoji: "⏰", text: "We are on time for lessons, meals, prep and worship, because other people's time matters." },
        { title: "Kindness", emoji: "💛", text: "We look out for one another, welcome newcomers and never bully, tease or exclude." },
        { title: "Teamwork", emoji: "🏅", text: "We play, learn and serve together, and we celebrate each other's success." },
        { title: "Service", emoji: "🌱", text: "We use our gifts to help others, at school, at home and in the wider community." },
      ],
    },
    {
      title: "Quick guidelines",
      bullets: [
        "Be on time for every lesson, meal, study session and assembly.",
        "Wear the full school uniform neatly, and games kit only for sport.",
        "Speak to every pupil and member of staff politely, in English or Kiswahili.",
        "Stay within the school grounds, and leave only with permission and with a parent or authorised guardian.",
        "Look after school property and your own belongings; report anything lost or broken.",
        "Keep your dormitory, locker and classroom clean and tidy.",
        "Never bully, fight or use bad language, and tell a member of staff if you see it happen.",
        "Be honest in all your work, including homework, tests and examinations.",
      ],
    },
    {
      title: "When things go wrong",
      paragraphs: [
        "Everyone makes mistakes while growing up. When a rule is broken, a member of staff talks with the pupil first, listens, and agrees how to put things right. Serious or repeated matters are discussed with parents.",
        "Corporal punishment is against Kenyan law and is never used. Consequences are fair, explained and aimed at helping the pupil to do better.",
      ],
    },
  ],
  next: {
    text: "Discipline and safety go together. See how we keep every child safe.",
    link: { to: pathOf("safety"), label: "Safety" },
  },
} as const satisfies PageContent;
