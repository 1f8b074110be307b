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
import { pathOf } from "~/config/route-table";
import { block, page } from "~/lib/page-text";
import { officeContacts } from "./contact";
import { nursingFacts } from "./nursing-facts";

/**
 * How boarders are fed, washed for, cared for and kept safe (SPEC.md §2.8): Safety, Farm to
 * Fork, Nursing Care, Chaplaincy and Laundry. They read as a chain: Farm to Fork → Laundry →
 * Chaplaincy → Nursing Care → Safety, each page ending with a button to the next.
 */

const boarding = "Think Boarding";
const contacts = block.facts(officeContacts);

export const safetyPage = page("safety", boarding)`
  Parents trust us with their children by day and by night. Keeping every child safe is the first duty of everyone who works here.

  ## How we keep your child safe

  ### Security and Access
  Entry to the campus is through a staffed gate. Visitors sign in and are met by a member of staff, and a pupil leaves school only with permission and in the care of a parent or an authorised guardian.
  ${block.photo(safetySecurityPhoto, "The school gate and fence with the main building behind")}

  ### First Aid and Safety Certified
  Staff are trained in first aid and in safe practice for boarding, sport and swimming, and our nurses provide ${nursingFacts.nursing.toLowerCase()}. Help is never far away.
  ${block.photo(safetyFirstAidPhoto, "A first-aid kit marked with a red cross")}

  ### Emergency Prepared
  Regular fire and evacuation drills, clearly marked exits and assembly points, and a plan for getting urgent medical help quickly mean that everyone knows what to do if the unexpected happens.
  ${block.photo(safetyEmergencyPhoto, "A campus map with the assembly point marked")}

  ## Speaking up
  Pupils are taught that they can tell any teacher, house parent, nurse or the chaplain about anything that worries them, and that they will be listened to. Bullying is not tolerated, and every concern is followed up.
  Parents with a concern about their child's safety or welfare should contact the school office straight away:
  ${contacts}

  ---
  Safety is one part of boarding life. See the rest.
  [Back to Boarding Life](${pathOf("boardingLife")})
`;

export const farmToForkPage = page("farmToFork", boarding)`
  Much of what your child eats at school starts on our own farm, a short walk from the dining hall: fresh milk, eggs and vegetables, and bread from our own bakery.
  ${block.photo(farmToForkPhoto, "The school farm with its crops and farm buildings")}

  ## Organic Sourcing
  Vegetables and fruit are grown on the school farm with manure from our own animals, and what the farm cannot grow is bought fresh from farmers nearby. Food travels a few hundred metres, not hundreds of kilometres.
  Pupils in the Young Farmers club help in the fields and learn where their food comes from.
  ${block.photo(farmOrganicPhoto, "Rows of vegetables growing in the school garden")}

  ## Milk and Dairy
  Our dairy herd gives fresh milk every day. It is boiled and served in tea and porridge and used in the kitchen, so every boarder gets the calcium and protein a growing body needs.
  ${block.photo(farmDairyPhoto, "Dairy cows grazing on the school farm")}

  ## Eggs and Poultry
  Our own hens lay the eggs served at school, collected daily and cooked fresh. Poultry keeping is also a favourite lesson for pupils learning agriculture.
  ${block.photo(farmPoultryPhoto, "Hens in the school poultry house")}

  ## Bakery
  Bread is baked on site in the school bakery, so breakfast starts with a fresh loaf rather than one that has spent days in a lorry.
  ${block.photo(farmBakeryPhoto, "Fresh loaves of bread on a bakery tray")}

  ## Meals
  Boarders eat breakfast, lunch and supper together in the dining hall, with balanced meals of grains, pulses, vegetables, fruit and protein planned around the farm's produce.
  Please tell us about any allergy or special diet when your child joins, and the kitchen will plan for it.
  ${block.photo(farmMealsPhoto, "A plate of rice, beans and greens")}

  ---
  Clean clothes matter as much as good food. See how laundry works.
  [Laundry](${pathOf("laundry")})
`;

export const laundryPage = page("laundry", boarding)`
  Boarders look smart and feel comfortable when their uniforms and bedding are clean. Our laundry makes sure they are, every week of the term.
  ${block.photo(laundryPhoto, "School uniforms drying on a washing line")}

  ## How laundry works
  Uniforms, games kit and bedding are collected from the boarding houses on set days, washed, dried and returned to each pupil. House staff check that every child has clean clothes and fresh sheets.
  Younger pupils also learn to wash small items for themselves and to keep their lockers tidy: part of growing up in a boarding school.

  ## How parents can help
  - Label every item of clothing and bedding clearly with your child's name.
  - Send the full uniform and games kit listed in the admission letter, so that your child has a change while one set is being washed.
  - Check your child's clothes at the end of each term and replace anything outgrown or worn out.

  ---
  Boarding cares for the spirit as well as the body.
  [Chaplaincy](${pathOf("chaplaincy")})
`;

export const chaplaincyPage = page("chaplaincy", boarding)`
  The chaplaincy looks after the spiritual life of the school and is a quiet place where any pupil can find someone to talk to.
  ${block.photo(chaplaincyPhoto, "The school chapel")}

  ## Faith and reflection
  The chaplain leads worship, prayer and fellowship through the week, and helps pupils prepare for Religious Education, one of the core subjects of the curriculum.
  Pupils are encouraged to grow in faith, in gratitude and in service to others, and pupils of every background are treated with respect.

  ## Someone to listen
  Homesickness, friendships, worries about exams or about home: the chaplain listens without judging and, with the pupil's agreement, works with house staff, teachers and parents to help.

  ---
  Care for the body matters too. See how we look after pupils who are unwell.
  [Nursing Care](${pathOf("nursingCare")})
`;

export const nursingCarePage = page("nursingCare", boarding)`
  When a child feels unwell, they need care quickly and kindly. Our sick bay is staffed around the clock, so help is never more than a few minutes away.
  ${block.photo(nursingCarePhoto, "The school sick bay with a first-aid sign")}

  ## Health care at school

  ### 🩺 ${nursingFacts.nursing}
  Qualified nurses are on duty day and night, every day of the term, to treat illness and injury and to look after pupils who need to rest.

  ### 👩‍⚕️ ${nursingFacts.doctor}
  A doctor visits the school twice a week to see pupils the nurses refer, review anyone who is unwell and follow up ongoing conditions.

  ### 💊 ${nursingFacts.medication}
  Medicine for everyday complaints such as colds, headaches and small injuries is given free of charge, so no child goes without because of cost.

  ## Keeping parents informed
  If your child is seriously unwell or needs hospital care, we call you straight away. For anything smaller, the nurses are happy to talk to you whenever you ring the school office.
  A completed medical test is part of every admission. Please tell us about allergies, long-term conditions and regular medicines before your child arrives, so that the nurses can plan their care.
  ${contacts}

  ---
  Health is one part of keeping children safe.
  [How we keep children safe](${pathOf("safety")})
`;
