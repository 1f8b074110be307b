import headMasterPhoto from "~/assets/photos/head-master.jpg?responsive";
import historyEstatePhoto from "~/assets/photos/history-estate.jpg?responsive";
import historyHighSchoolPhoto from "~/assets/photos/history-high-school.jpg?responsive";
import historyJuniorAcademyPhoto from "~/assets/photos/history-junior-academy.jpg?responsive";
import differentPhoto from "~/assets/photos/different.jpg?responsive";
import nurturePhoto from "~/assets/photos/nurture.jpg?responsive";
import thinkPhoto from "~/assets/photos/think.jpg?responsive";
import type { Slide, TimelineEntry } from "~/components/page-types";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { block, page } from "~/lib/page-text";
import { nursingSummary } from "./nursing-facts";
import { schoolStory } from "./school-story";

/** The About pages (SPEC.md §2.6): Think, Our History, Our Imaginative Team, Think Different, Nurture. */

const about = "Think";
const { county, country } = site.postalAddress;
const school = site.schoolName;


const story = schoolStory;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const milestones: readonly TimelineEntry[] = [
  { when: story.founded, title: "A primary boarding school is founded", text: `Our story begins as a primary boys' boarding school on ${story.site}. The land that once grew sisal for rope and sacking becomes classrooms, dormitories, playing fields and a farm.` },
  { when: capitalised(story.highSchoolAdded), title: "A high school joins the family", text: "A high school is added, so that boys who grew up with us can carry on through secondary school on familiar ground, among teachers who already know them." },
  { when: story.curriculumSwitch, title: "A new curriculum, a new idea", text: "Kenya begins its switch to the competency-based curriculum. We see that the new junior secondary years will need a school built for them, and the idea of a junior academy is born." },
  { when: story.firstGrade7, title: "Our first Grade 7 class", text: `${school} opens its doors and enrols its first Grade 7 class: the first pupils to begin junior secondary with us.` },
  { when: "Today", title: "Grades 7, 8 and 9 under one roof", text: "The academy teaches all three junior secondary grades, with full boarding, a dozen clubs and pathways in aviation, Mandarin and maritime studies alongside the national curriculum." },
];

const historySlides: readonly Slide[] = [
  { picture: historyEstatePhoto, alt: "Fields of the former sisal estate with the first school building", caption: `${story.founded}: our primary boarding school opens on ${story.site}.` },
  { picture: historyHighSchoolPhoto, alt: "The high school building and its courtyard", caption: `The ${story.highSchoolAdded}: the high school is added, and our pupils can stay on through secondary school.` },
  { picture: historyJuniorAcademyPhoto, alt: "Grade 7 pupils at their desks in a junior academy classroom", caption: `${story.firstGrade7}: the junior academy welcomes its first Grade 7 class.` },
];

export const thinkPage = page("think", about)`
  ${school} is a junior secondary boarding school for Grades 7, 8 and 9 in ${county}, ${country}. We teach the competency-based curriculum, and we think carefully about how each child learns, lives and grows.
  ${block.photo(thinkPhoto, "Exercise books and textbooks stacked on a classroom shelf")}

  ## Why we are here
  > Three short statements guide every decision we make, from the timetable to the dinner menu.

  ### 🎯 Our Mission
  To give every child in Grades 7 to 9 a safe, disciplined and joyful boarding home in which to master the competency-based curriculum, discover their talents and grow in character.

  ### 🌱 Our Purpose
  To prepare young people for senior school and for life: curious, capable and kind, ready to choose a senior school pathway with confidence and to serve their communities.

  ### ✨ Our Motto
  ${site.tagline}. We want every pupil to live a full life: in learning, in friendship, in faith and in service to others.

  ## How we think about learning
  The competency-based curriculum asks children to do, not only to remember. Our pupils investigate, build, present, debate and solve real problems, and teachers assess what they can do as well as what they know.
  Boarding gives us time that a day school does not have: supervised study in the evenings, clubs and sport in the afternoons, and adults who see each child in class, at meals and on the playing field. We use that time to know every pupil well.
  [How we nurture every child](${pathOf("nurture")})

  ---
  Where did it all begin? Read how a primary school on ${story.site} grew into a family of schools.
  [Think Different](${pathOf("different")})
`;

export const differentPage = page("different", about)`
  Our story begins in ${story.founded} on ${story.site}, and it has always been about one thing: giving children room to grow.
  ${block.photo(differentPhoto, "Open farmland on the former sisal estate where the school stands")}

  ## Where we began
  In ${story.founded} our founders opened a primary boys' boarding school on ${story.site}. The fields that had grown sisal became classrooms, dormitories, playing fields and a working farm, and that farm still feeds our pupils today.
  In the ${story.highSchoolAdded} a high school was added, so that boys who had grown up with us could stay on through secondary school. Families came to trust the same ground, and often the same teachers, from a child's first term to their last.

  ## Why a junior academy
  In ${story.curriculumSwitch} Kenya began its switch to the competency-based curriculum, which created junior secondary: Grades 7, 8 and 9, between primary school and senior school. These are the years when children become teenagers, and we believed they deserved a school designed for them, not a corner of a primary or a high school.
  So the junior academy was conceived: a boarding school of its own for Grades 7 to 9, with teachers trained in the new curriculum, hands-on learning in science and technology, and pathways that let pupils try aviation, Mandarin and maritime studies before they choose a senior school pathway.

  ## Our first class
  In ${story.firstGrade7} our first Grade 7 class enrolled. Today the academy teaches Grades 7, 8 and 9, and each new class inherits what that first one began: hard work, good friends and a love of the place.
  [See our history in pictures](${pathOf("history")})

  ---
  Meet the people who lead the academy today.
  [Meet Our Imaginative Team](${pathOf("leadership")})
`;

export const historyPage = page("history", about)`
  From a primary boarding school in ${story.founded} to a junior academy in ${story.firstGrade7}: three decades of teaching children on the same land in ${county}.

  ## Our school through the years
  ${block.slides(historySlides)}

  ## A Timeline of our history
  ${block.timeline(milestones)}

  ---
  The next chapter is being written by our Head Master and his team.
  [Meet Our Imaginative Team](${pathOf("leadership")})
`;

export const leadershipPage = page("leadership", about)`
  A school is its people. Our Head Master leads a team of teachers, house staff, nurses, a chaplain, coaches, and the farm and kitchen staff who feed every boarder, and between them they know every child by name.

  ## Leading the academy
  ${block.profile({
    name: "The Head Master",
    role: `Head Master, ${school}`,
    location: `${county}, ${country}`,
    photo: { picture: headMasterPhoto, alt: "Portrait of the Head Master" },
    about: [
      "The Head Master leads teaching, boarding and pastoral care at the academy, and answers to parents for all three. He sets the tone of the school: high expectations, warm relationships and firm, fair discipline.",
      `Parents are always welcome to see him. To make an appointment, call the school office on ${site.phone.display} or write to ${site.admissionsEmail}.`,
    ],
  })}

  ## The team around your child
  > Every boarder is looked after by many adults, each with a clear job.

  ### 🧑‍🏫 Teachers
  Trained in the competency-based curriculum, they teach the junior secondary subjects and our pathways, supervise evening study and follow each pupil's progress.
  [What pupils study](${pathOf("pathways")})

  ### 🏠 House staff
  They run the boarding houses day and night: wake-up, bedtime, tidy dormitories, homesick first-years and everything in between.
  [Life in the boarding houses](${pathOf("homefromhome")})

  ### 🩺 Nurses and doctor
  Our nurses and visiting doctor provide ${nursingSummary}.
  [About nursing care](${pathOf("nursingCare")})

  ### 🙏 Chaplaincy
  The chaplain leads worship and is always ready to listen to a pupil who needs to talk.
  [About the chaplaincy](${pathOf("chaplaincy")})

  ### 🥛 Farm and kitchen
  They produce milk, eggs and bread on site and cook balanced meals for every boarder, every day.
  [About Farm to Fork](${pathOf("farmToFork")})

  ### ⚽ Coaches and club patrons
  From the band to robotics, they give up their afternoons so that every child can find a talent.
  [Clubs and talent](${pathOf("talent")})

  ---
  See what your child will study: the national curriculum and our own pathways.
  [Explore Our Pathways](${pathOf("pathways")})
`;

export const nurturePage = page("nurture", about)`
  Nurture is how we look after the whole child, mind, heart, body and character, in class and out of it, every day of the term.
  ${block.photo(nurturePhoto, "Three pupils standing together in the school grounds")}

  ## Nine ways we nurture every child

  ### 🌍 Holistic Development
  We grow the whole child together: thinking, character, faith, creativity and physical health, because a child is more than a report card.

  ### 📚 Academic Excellence
  Lessons that follow the competency-based curriculum, supervised study every evening, and teachers who follow each pupil's progress and close gaps early.

  ### 💬 Emotional & Social Support
  House staff, teachers and the chaplain listen. Every boarder has adults to turn to, and nobody is left to struggle alone.

  ### 🎺 Extracurricular Opportunities
  From the band and the scouts to chess, golf and robotics, there is a club for every interest and time in the week to enjoy it.

  ### 🤝 Strong Community
  Pupils live, learn and play together, older pupils look out for younger ones, and friendships made here last.

  ### 🧭 Life Skills
  Boarding teaches independence: managing time, looking after belongings, living with others, and practical skills from cooking to farming.

  ### 🛡️ Safe & Positive Environment
  A secure campus, staff on duty day and night, and a school culture in which kindness is expected and bullying is not tolerated.

  ### 👪 Partnership with Parents
  You know your child best. We keep you informed about progress and welfare, and the school office is always a phone call away.

  ### 🌟 Lifelong Impact
  We want our pupils to leave with more than good results: with habits, values and friendships that last a lifetime.

  ---
  Good food is part of nurture too. See how our own farm feeds every boarder.
  [From Farm to Fork](${pathOf("farmToFork")})
`;
