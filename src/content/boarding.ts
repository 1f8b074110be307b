import boardingLifePhoto from "~/assets/photos/boarding-life.jpg?responsive";
import disciplinePhoto from "~/assets/photos/discipline.jpg?responsive";
import homeFromHomePhoto from "~/assets/photos/homefromhome.jpg?responsive";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { block, page } from "~/lib/page-text";
import { nursingSummary } from "./nursing-facts";

/**
 * Boarding Life, Home-from-Home and Discipline (SPEC.md §2.8). The discipline page keeps the
 * sister school's wording (SPEC.md §1, DECISIONS.md): it speaks of the sister school by name.
 * The boarding-life safety card links to /safety (DECISIONS.md, Open points).
 */

const boarding = "Think Boarding";
const sister = site.sisterSchoolName;

export const boardingLifePage = page("boardingLife", boarding)`
  Boarding at ${site.schoolName} is more than a bed and three meals. It is a safe, warm home where your child eats well, is cared for when unwell, grows in faith and independence, and makes friends for life.
  ${block.photo(boardingLifePhoto, "The boarding houses and the lawn in front of them")}

  ## Everything your child needs
  > Five services look after every boarder, every day of the term.

  ### 🥛 Farm to Fork
  Fresh milk, eggs and vegetables from our own farm and bread from our own bakery, served in balanced meals three times a day.
  [Read about our food](${pathOf("farmToFork")})

  ### 🧺 Laundry
  Uniforms, games kit and bedding are washed and returned every week, so boarders always have clean clothes and fresh sheets.
  [Read about laundry](${pathOf("laundry")})

  ### 🩺 Nursing Care
  A sick bay with ${nursingSummary}.
  [Read about nursing care](${pathOf("nursingCare")})

  ### 🙏 Chaplaincy
  Worship, prayer and a chaplain who is always ready to listen to a pupil who needs to talk.
  [Read about the chaplaincy](${pathOf("chaplaincy")})

  ### 🛡️ Safety
  A secure campus, staff on duty day and night, first-aid trained staff and regular emergency drills.
  [Read about safety](${pathOf("safety")})

  ## Living well together
  Boarders follow a clear daily routine of lessons, meals, sport and clubs, evening study and lights out, which helps them to settle quickly and to work well. Our values and guidelines make sure that everyone is treated with respect.
  [Our values and guidelines](${pathOf("discipline")})

  ---
  See how our boarding houses become a home from home.
  [Home-from-Home](${pathOf("homefromhome")})
`;

export const homeFromHomePage = page("homefromhome", boarding)`
  Leaving home is a big step for a twelve-year-old. We make the boarding houses a place where children feel they belong from their very first night.
  ${block.photo(homeFromHomePhoto, "Boarders chatting together outside their boarding house")}

  ## What makes it home

  ### 🛏️ Comfortable Dormitories
  Clean, airy dormitories, each pupil with their own bed and locker, checked every day by house staff.

  ### 🏠 Caring House Staff
  House parents live alongside the boarders, settle newcomers, notice when someone is quiet or unhappy, and are there at night.

  ### 🍲 Wholesome Meals
  Breakfast, lunch and supper together in the dining hall, made with milk, eggs and vegetables from our own farm.
  [From Farm to Fork](${pathOf("farmToFork")})

  ### 🩺 Health Care
  Our sick bay offers ${nursingSummary}.
  [Nursing Care](${pathOf("nursingCare")})

  ### 🧺 Clean Clothes
  Uniforms and bedding are laundered every week, and pupils learn to look after their own things.
  [How laundry works](${pathOf("laundry")})

  ### 📖 Quiet Study Time
  Supervised evening study gives every pupil a calm time and place to finish assignments and revise, with a teacher on hand to help.

  ### 🙏 Faith and Reflection
  Worship, quiet time and a chaplain to talk to help pupils grow in spirit as well as in mind.
  [The chaplaincy](${pathOf("chaplaincy")})

  ### ⚽ Weekends and Clubs
  Sport, music, scouting, farming, chess and more fill afternoons and weekends, so there is always something to look forward to.
  [Clubs and talent](${pathOf("talent")})

  ### 📞 Keeping in Touch
  Parents can reach the school office on ${site.phone.display} for news of their child, and we contact you promptly if anything is wrong.

  ---
  A happy home has clear rules. Read the values every boarder lives by.
  [Discipline](${pathOf("discipline")})
`;

export const disciplinePage = page("discipline", boarding)`
  At ${sister}, discipline is not about punishment. It is about teaching young people to lead themselves: to do what is right, even when nobody is watching.
  ${block.photo(disciplinePhoto, "Neatly arranged books on a pupil's desk")}

  ## Our values
  > Nine values shape life at ${sister}, in the classroom, in the boarding house and on the field.

  ### 🤝 Respect
  We treat every person, every belief and every piece of property with courtesy and care.

  ### ⚖️ Integrity
  We are honest in our words, our work and our exams, and we own up to our mistakes.

  ### 🎒 Responsibility
  We look after our own learning, our belongings and the people and places around us.

  ### 🧭 Self-Discipline
  We do what needs doing without being told: prep finished, bed made, uniform neat.

  ### 📚 Diligence
  We work hard and keep going when a task is difficult, because effort is how we grow.

  ### ⏰ Punctuality
  We are on time for lessons, meals, prep and worship, because other people's time matters.

  ### 💛 Kindness
  We look out for one another, welcome newcomers and never bully, tease or exclude.

  ### 🏅 Teamwork
  We play, learn and serve together, and we celebrate each other's success.

  ### 🌱 Service
  We use our gifts to help others, at school, at home and in the wider community.

  ## Quick guidelines
  - Be on time for every lesson, meal, study session and assembly.
  - Wear the full school uniform neatly, and games kit only for sport.
  - Speak to every pupil and member of staff politely, in English or Kiswahili.
  - Stay within the school grounds, and leave only with permission and with a parent or authorised guardian.
  - Look after school property and your own belongings; report anything lost or broken.
  - Keep your dormitory, locker and classroom clean and tidy.
  - Never bully, fight or use bad language, and tell a member of staff if you see it happen.
  - Be honest in all your work, including homework, tests and examinations.

  ## When things go wrong
  Everyone makes mistakes while growing up. When a rule is broken, a member of staff talks with the pupil first, listens, and agrees how to put things right. Serious or repeated matters are discussed with parents.
  Corporal punishment is against Kenyan law and is never used. Consequences are fair, explained and aimed at helping the pupil to do better.

  ---
  Discipline and safety go together. See how we keep every child safe.
  [Safety](${pathOf("safety")})
`;
