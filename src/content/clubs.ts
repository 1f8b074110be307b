import bandPhoto from "~/assets/photos/club-band.jpg?responsive";
import basketPhoto from "~/assets/photos/club-basket.jpg?responsive";
import chefPhoto from "~/assets/photos/club-chef.jpg?responsive";
import chessPhoto from "~/assets/photos/club-chess.jpg?responsive";
import codingPhoto from "~/assets/photos/club-coding.jpg?responsive";
import cyclingPhoto from "~/assets/photos/club-cycling.jpg?responsive";
import farmersPhoto from "~/assets/photos/club-farmers.jpg?responsive";
import footballPhoto from "~/assets/photos/club-football.jpg?responsive";
import golfPhoto from "~/assets/photos/club-golf.jpg?responsive";
import scoutsPhoto from "~/assets/photos/club-scouts.jpg?responsive";
import skatingPhoto from "~/assets/photos/club-skating.jpg?responsive";
import swimmersPhoto from "~/assets/photos/club-swimmers.jpg?responsive";
import talentPhoto from "~/assets/photos/talent.jpg?responsive";
import type { CardData } from "~/components/card-grid";
import type { ActionLink, PageContent, PhotoData } from "~/components/page-types";
import { pathOf, routeTable } from "~/config/route-table";
import { site } from "~/config/site";
import { block, page, parsePageText, splitEmoji, type Interpolation } from "~/lib/page-text";
import { clubIds, isClubId, nextInChain, type ClubId } from "./club-chain";

/**
 * The talent clubs (SPEC.md §2.9): one record per club, drawn by one template (talent/club.tsx)
 * as a hero photo, a paragraph and a button to the next club in `clubChain`. The scouts, chef
 * and golf pages keep the sister school's wording (SPEC.md §1): they speak of it by name.
 */

interface Club {
  emoji: string;
  /** One line for the club's card on /talent. */
  summary: string;
  /** The club page's paragraph. */
  paragraph: string;
  photo: PhotoData;
}

const sister = site.sisterSchoolName;

/** Each club under '## <route id>' (also its path): '> emoji summary', its paragraph, its photo. */
function clubText(strings: TemplateStringsArray, ...values: Interpolation[]): Record<ClubId, Club> {
  const clubs: Partial<Record<ClubId, Club>> = {};
  for (const section of parsePageText(strings, values).sections) {
    const id = section.title;
    const { emoji, title: summary } = splitEmoji(section.intro ?? "");
    const [paragraph, ...extra] = section.paragraphs ?? [];
    if (!isClubId(id) || clubs[id] || !emoji || !paragraph || extra.length > 0 || !section.photo) {
      throw new Error(`Club text: '## ${id}' needs a club's route id, '> emoji summary', one paragraph and a photo`);
    }
    clubs[id] = { emoji, summary, paragraph, photo: section.photo };
  }
  const missing = clubIds.filter((id) => !clubs[id]);
  if (missing.length > 0) throw new Error(`Club text: no text for ${missing.join(", ")}`);
  return clubs as Record<ClubId, Club>;
}

export const clubs = clubText`
  ## band
  > 🎺 Brass, woodwind and drums: rehearsals, parades and performances.
  The school band is one of the proudest sights at ${site.schoolName}. Pupils learn brass, woodwind and percussion from the very first note, learn to read music and rehearse together every week, then march and play at assemblies, parents' days, sports days and music festivals. No experience is needed: only a willingness to practise and to be part of a team.
  ${block.photo(bandPhoto, "A trumpet and a drum with musical notes")}

  ## scouts
  > 🏕️ Outdoor skills, service and leadership, the scouting way.
  Scouting at ${sister} builds young people who are prepared for anything. Our scouts learn knots, first aid, map reading, camping and outdoor cooking, serve the community through clean-ups and tree planting, and work towards the badges of the Kenya Scouts Association. Patrol meetings, hikes and camps teach leadership, teamwork and self-reliance that last long after the last campfire.
  ${block.photo(scoutsPhoto, "Scouts' camp in front of the school buildings")}

  ## chess
  > ♟️ Strategy, patience and inter-school tournaments.
  Chess teaches concentration, patience and thinking several moves ahead, skills that help in every subject. Beginners learn the moves and simple tactics; stronger players study openings and endgames, play each other in the club ladder and represent the school in inter-school tournaments.
  ${block.photo(chessPhoto, "A chessboard in the middle of a game")}

  ## swimmers
  > 🏊 Strokes, water safety and swimming galas.
  Every child should be safe in water. In the swimming club, beginners learn to float and swim their first lengths, and confident swimmers improve their strokes, build stamina and train for galas, always under close adult supervision. Water safety and survival skills are part of every session.
  ${block.photo(swimmersPhoto, "Blue water with a small sailing boat")}

  ## farmers
  > 🌽 Crops, animals and farming as a business.
  The Young Farmers work alongside our farm staff: planting and harvesting vegetables, caring for the dairy cows and poultry that feed the school, and learning how a farm is run as a business. Members keep their own project plots and take part in agricultural shows, and many discover that farming is science you can eat.
  ${block.photo(farmersPhoto, "Maize growing in the school's farm plots")}

  ## skating
  > 🛼 Balance, coordination and confidence on wheels.
  Skating is pure fun, and it builds balance, coordination and confidence along the way. Pupils start with the basics of standing, gliding and stopping safely, then move on to turns, speed and simple tricks. Helmets and pads are worn at every session.
  ${block.photo(skatingPhoto, "A pair of wheels drawn in motion")}

  ## cycling
  > 🚲 Road safety, bike care and fitness rides.
  The cycling club teaches pupils to ride safely and confidently: road signs and safety, checking and caring for a bicycle, and fixing a puncture. Supervised rides build fitness and stamina, and there is no better way to see the countryside around the school.
  ${block.photo(cyclingPhoto, "A bicycle on a country road")}

  ## basket
  > 🏀 Dribbling, shooting and teamwork on court.
  Basketball is fast, skilful and played as a team. Our players train in dribbling, passing, shooting and defence, learn the rules and the tactics of the game, and play friendly matches and inter-school fixtures. Tall or small, every player has a place.
  ${block.photo(basketPhoto, "A ball on the school's playing court")}

  ## football
  > ⚽ Training, teams and fixtures for every level.
  Football is the most popular game at school. Pupils train in ball control, passing and positional play, learn fair play and respect for referees, and represent the school against other teams. Whether your child dreams of the national team or simply loves a kick-about, there is a team for them.
  ${block.photo(footballPhoto, "A football on the centre line of the pitch")}

  ## chef
  > 🍳 Cooking, nutrition and kitchen hygiene.
  The Young Chefs of ${sister} learn to cook simple, healthy meals from fresh ingredients, many of them grown on our own farm. Sessions cover kitchen safety and hygiene, nutrition and a balanced plate, baking, and how to lay a table and serve guests. It is a life skill every young person needs, and the results are delicious.
  ${block.photo(chefPhoto, "A plate of freshly cooked food")}

  ## golf
  > ⛳ Weekly coaching every Friday.
  Golf at ${sister} is coached every Friday, each week of the term. Pupils learn grip, stance and swing, putting and chipping, the rules and the etiquette of the game, and the honesty and self-control that golf demands. It is a sport for life, and an unusual chance to start young.
  ${block.photo(golfPhoto, "A golf ball on short green grass")}

  ## coding
  > 🤖 Coding, building and problem solving.
  In the Robotics Club pupils design, build and program their own robots. They start with block-based coding and simple circuits, then move on to sensors, motors and text-based programming, working in teams to solve real problems. It is STEM learning at its most hands-on, and a great preparation for a senior school pathway in science and technology.
  ${block.photo(codingPhoto, "A small robot built by pupils")}
`;

const eyebrow = "Think Talent";

/** A club's page: its hero photo, its paragraph and the button to the next club (the last one's back to /talent). */
export function clubPage(id: ClubId): PageContent {
  const { paragraph, photo } = clubs[id];
  const next = nextInChain(id);
  const actions: ActionLink[] =
    next === "talent"
      ? [{ to: pathOf("talent"), label: "Back to all clubs" }]
      : [
          { to: pathOf(next), label: `Next club: ${routeTable[next].title}` },
          { to: pathOf("talent"), label: "All clubs", variant: "secondary" },
        ];
  return { id, eyebrow, lead: paragraph, photo, actions };
}

const clubCards: CardData[] = clubIds.map((id) => ({
  title: routeTable[id].title,
  text: clubs[id].summary,
  emoji: clubs[id].emoji,
  link: { to: pathOf(id), label: `About ${routeTable[id].title}` },
}));

const first = nextInChain("talent");

export const talentPage = page("talent", eyebrow)`
  Every child has a talent. Our clubs give pupils the time, the coaching and the friends to find theirs, from the band and the scouts to the chessboard, the pool, the farm and the robotics bench.
  [Start with ${routeTable[first].title}](${pathOf(first)})
  ${block.photo(talentPhoto, "Pupils in club uniforms standing together")}

  ## Our clubs
  > New pupils are introduced to every club in their first weeks and are encouraged to try several before they choose.
  ${block.cards(clubCards)}
`;
