import type { CompetencyName } from "./competencies";

/**
 * Junior school Mathematics (Grades 7 to 9), written from the Kenya Institute of Curriculum
 * Development's curriculum designs, grouped into three strands (docs/site.md, Mathematics browser): Numbers & Algebra
 * (3 sub-strands), Measurements & Geometry (9) and Statistics & Probability (2). The browser on
 * /strands and /stem-pathways renders this list and its search reads it, in the browser: keep
 * this module free of anything else (no site configuration, no photos).
 */

export interface SubStrand {
  id: string;
  title: string;
  /** 'By the end of the sub-strand, the learner should be able to …' */
  specificOutcomes: readonly string[];
  suggestedExperiences: readonly string[];
  keyQuestions: readonly string[];
  /** Core competencies the sub-strand develops, and how. */
  competencies: readonly { name: CompetencyName; text: string }[];
  values: readonly string[];
  /** Pertinent and contemporary issues. */
  pcis: readonly string[];
  /** Set when the sub-strand's details are not written up on the site yet; the page says so plainly. */
  unpublished?: true;
}

export interface Strand {
  id: string;
  title: string;
  subtitle: string;
  overview: string;
  subStrands: readonly SubStrand[];
}

export const mathematicsStrands: readonly Strand[] = [
  {
    id: "numbers-algebra",
    title: "Numbers & Algebra",
    subtitle: "Working with integers, fractions, decimals and algebraic expressions",
    overview:
      "Learners extend their number work from primary school to negative numbers, fractions and decimals, then begin to use letters for unknown quantities, which is the start of algebra.",
    subStrands: [
      {
        id: "integers",
        title: "Integers",
        specificOutcomes: [
          "identify and represent integers on a number line",
          "add, subtract, multiply and divide integers in different situations",
          "work out combined operations on integers in the correct order",
          "apply integers to real-life situations such as temperature, altitude and money",
        ],
        suggestedExperiences: [
          "draw a number line on the ground and walk forwards and backwards to model adding and subtracting integers",
          "use number cards with positive and negative numbers to play operation games in groups",
          "read temperatures below and above zero from a thermometer and find the changes",
          "use digital devices to play games involving operations on integers",
        ],
        keyQuestions: ["How are integers used in real-life situations?"],
        competencies: [
          { name: "Critical Thinking & Problem Solving", text: "working out combined operations on integers step by step" },
          { name: "Communication & Collaboration", text: "explaining their answers to a partner while playing number-card games" },
        ],
        values: ["Unity, as learners share number cards in groups", "Responsibility, in taking care of learning materials"],
        pcis: ["Financial literacy: profit and loss shown as positive and negative integers"],
      },
      {
        id: "fractions-decimals",
        title: "Fractions and Decimals",
        specificOutcomes: [
          "compare and order fractions and decimals",
          "add, subtract, multiply and divide fractions and mixed numbers",
          "convert fractions to decimals and decimals to fractions, including recurring decimals",
          "round decimals to a given number of decimal places and significant figures",
          "use fractions and decimals in real-life situations",
        ],
        suggestedExperiences: [
          "fold and cut paper strips to compare fractions and find equivalent fractions",
          "use price lists and shopping receipts to work with decimals",
          "convert fractions to decimals by long division and with a calculator, and discuss recurring digits",
          "measure lengths to the nearest millimetre and round the results",
        ],
        keyQuestions: ["Where do we use fractions and decimals in daily life?", "Why do we round off numbers?"],
        competencies: [
          { name: "Learning to Learn", text: "checking their own answers by converting between fractions and decimals" },
          { name: "Digital Literacy", text: "using calculators and spreadsheets to convert and round numbers" },
          { name: "Critical Thinking & Problem Solving", text: "choosing a sensible degree of accuracy when rounding" },
        ],
        values: ["Integrity, in giving correct change and measurements", "Respect, in listening to other groups' methods"],
        pcis: ["Consumer education: comparing prices per unit", "Financial literacy"],
      },
      {
        id: "algebraic-expressions",
        title: "Algebraic Expressions",
        specificOutcomes: [
          "form algebraic expressions from real-life situations",
          "simplify algebraic expressions by collecting like terms",
          "remove brackets and factorise simple expressions",
          "form and solve linear equations in one unknown",
          "evaluate algebraic expressions by substituting numbers for letters",
        ],
        suggestedExperiences: [
          "use objects such as bottle tops and sticks to group like terms",
          "write expressions for the cost of several items bought at a shop",
          "form equations from word puzzles and solve them in pairs",
          "substitute values into expressions using a spreadsheet and compare results",
        ],
        keyQuestions: ["How can letters be used to stand for unknown quantities?", "How are equations used to solve problems?"],
        competencies: [
          { name: "Creativity & Imagination", text: "making up their own word puzzles that lead to equations" },
          { name: "Critical Thinking & Problem Solving", text: "turning a word problem into an equation and solving it" },
        ],
        values: ["Unity and respect while working in groups", "Patience, in working through each step"],
        pcis: ["Life skills: logical decision-making"],
      },
    ],
  },
  {
    id: "measurements-geometry",
    title: "Measurements & Geometry",
    subtitle: "Length, area, volume, time, money, temperature, angles and constructions",
    overview:
      "Learners measure and calculate the quantities of everyday life, from the area of a classroom floor to the speed of a bus, and use a ruler, protractor and pair of compasses to construct accurate shapes.",
    subStrands: [
      {
        id: "pythagorean-relationship",
        title: "Pythagorean Relationship",
        specificOutcomes: [
          "identify the sides of a right-angled triangle, including the hypotenuse",
          "derive the Pythagorean relationship from squares drawn on the sides of a right-angled triangle",
          "use the Pythagorean relationship to find an unknown side",
          "apply the Pythagorean relationship to real-life situations",
        ],
        suggestedExperiences: [
          "draw squares on the sides of right-angled triangles on graph paper and compare their areas",
          "use a rope with 12 equally spaced knots to make a 3-4-5 right angle, as builders do",
          "measure a ladder leaning against a wall and calculate the height it reaches",
        ],
        keyQuestions: ["How is the Pythagorean relationship used in real life?"],
        competencies: [
          { name: "Critical Thinking & Problem Solving", text: "finding unknown lengths without measuring them directly" },
          { name: "Communication & Collaboration", text: "sharing measurements and results within groups" },
        ],
        values: ["Responsibility, in handling measuring instruments safely"],
        pcis: ["Safety: placing ladders at a safe angle"],
      },
      {
        id: "length",
        title: "Length",
        specificOutcomes: [
          "convert units of length from one form to another",
          "add, subtract, multiply and divide lengths in different units",
          "calculate the perimeter of plane figures, including the circumference of circles",
          "appreciate the use of length in daily life",
        ],
        suggestedExperiences: [
          "measure the length and width of the classroom, the desk and the playing field",
          "wrap a string around circular objects to estimate the ratio of circumference to diameter",
          "find the perimeter of the school garden or a sports pitch",
        ],
        keyQuestions: ["Why is it important to measure length accurately?"],
        competencies: [
          { name: "Communication & Collaboration", text: "recording and presenting measurements taken in groups" },
          { name: "Learning to Learn", text: "discovering the value of pi from their own measurements" },
        ],
        values: ["Unity, in sharing tasks during outdoor measuring"],
        pcis: ["Environmental education: fencing and caring for the school garden"],
      },
      {
        id: "area",
        title: "Area",
        specificOutcomes: [
          "convert units of area, including square metres, ares and hectares",
          "calculate the area of rectangles, triangles, parallelograms, rhombuses and trapeziums",
          "calculate the area of a circle",
          "find the surface area of cubes, cuboids and cylinders",
        ],
        suggestedExperiences: [
          "cut out shapes and rearrange them to derive area formulas",
          "measure the floor of the classroom and calculate how many tiles would cover it",
          "open out boxes and tins to find their surface area from the nets",
        ],
        keyQuestions: ["How do we find the area of different surfaces?", "Where do we use area in daily life?"],
        competencies: [
          { name: "Creativity & Imagination", text: "designing nets of boxes and containers" },
          { name: "Critical Thinking & Problem Solving", text: "estimating the materials needed to cover a surface" },
        ],
        values: ["Responsibility, in using materials without waste"],
        pcis: ["Financial literacy: costing floor tiles or paint for a room"],
      },
      {
        id: "volume-capacity",
        title: "Volume and Capacity",
        specificOutcomes: [
          "convert units of volume, including cubic centimetres and cubic metres",
          "calculate the volume of cubes, cuboids and cylinders",
          "relate volume to capacity in millilitres and litres",
          "work out the capacity of containers used in daily life",
        ],
        suggestedExperiences: [
          "build cuboids from unit cubes and count them",
          "fill containers with water to compare their capacities",
          "calculate the amount of water a school tank can hold",
        ],
        keyQuestions: ["How is volume related to capacity?"],
        competencies: [
          { name: "Critical Thinking & Problem Solving", text: "calculating how much a tank or container can hold" },
          { name: "Communication & Collaboration", text: "working in groups during practical measurement" },
        ],
        values: ["Responsibility, in using water carefully during activities"],
        pcis: ["Environmental education: harvesting and saving water"],
      },
      {
        id: "time-distance-speed",
        title: "Time, Distance and Speed",
        specificOutcomes: [
          "convert units of time, including the 12-hour and 24-hour systems",
          "read and interpret travel timetables",
          "calculate speed, distance and time",
          "calculate average speed for a journey",
        ],
        suggestedExperiences: [
          "time classmates running a measured distance on the field and calculate their speeds",
          "read bus, train and flight timetables and work out journey times",
          "discuss road-safety speed limits and what they mean",
        ],
        keyQuestions: ["How are time, distance and speed related?"],
        competencies: [
          { name: "Digital Literacy", text: "using stopwatches and online timetables" },
          { name: "Citizenship", text: "understanding why speed limits protect road users" },
        ],
        values: ["Responsibility, in keeping time", "Respect for road users"],
        pcis: ["Road safety"],
      },
      {
        id: "temperature",
        title: "Temperature",
        specificOutcomes: [
          "measure temperature in degrees Celsius",
          "convert temperature between degrees Celsius and kelvin",
          "work out changes in temperature, including changes below zero",
          "interpret temperature in weather reports",
        ],
        suggestedExperiences: [
          "read a thermometer at different times of the day and record the readings",
          "compare daily temperatures of towns from a weather report",
          "draw a simple temperature chart from the class records",
        ],
        keyQuestions: ["Why do we measure temperature?"],
        competencies: [
          { name: "Learning to Learn", text: "keeping a weather record over several days" },
          { name: "Communication & Collaboration", text: "reporting temperature readings to the class" },
        ],
        values: ["Responsibility, in handling thermometers carefully"],
        pcis: ["Health education: body temperature and fever", "Climate change awareness"],
      },
      {
        id: "money",
        title: "Money",
        specificOutcomes: [
          "prepare a simple budget",
          "calculate profit, loss, discount and commission",
          "work out simple interest",
          "convert Kenyan shillings to other currencies using exchange rates",
          "use mobile money services responsibly",
        ],
        suggestedExperiences: [
          "role-play buying and selling in a class shop",
          "prepare a budget for a class event",
          "use exchange-rate tables from a newspaper or bank to convert currencies",
          "discuss the charges for sending and withdrawing mobile money",
        ],
        keyQuestions: ["How can we use money wisely?"],
        competencies: [
          { name: "Citizenship", text: "understanding fair trade and paying taxes" },
          { name: "Self-efficacy", text: "planning and keeping to their own budget" },
          { name: "Critical Thinking & Problem Solving", text: "comparing offers and discounts before buying" },
        ],
        values: ["Integrity, in handling money honestly", "Responsibility, in saving and spending"],
        pcis: ["Financial literacy", "Consumer education"],
      },
      {
        id: "angles",
        title: "Angles",
        specificOutcomes: [
          "identify angles on a straight line, at a point and vertically opposite angles",
          "identify angles formed by a transversal crossing parallel lines",
          "work out the sum of the angles in a triangle and in other polygons",
          "measure and estimate angles using a protractor",
        ],
        suggestedExperiences: [
          "draw intersecting and parallel lines and measure the angles formed",
          "cut off the corners of a paper triangle and fit them on a straight line",
          "look for angles in roofs, bridges and furniture around the school",
        ],
        keyQuestions: ["How are angles used in construction and design?"],
        competencies: [
          { name: "Critical Thinking & Problem Solving", text: "finding unknown angles from the properties of lines" },
          { name: "Creativity & Imagination", text: "making patterns with angles and parallel lines" },
        ],
        values: ["Respect for other learners' ideas"],
        pcis: ["Safety: using sharp geometrical instruments carefully"],
      },
      {
        id: "geometrical-constructions",
        title: "Geometrical Constructions",
        specificOutcomes: [
          "construct lines, perpendicular bisectors and angle bisectors using a ruler and a pair of compasses only",
          "construct angles of 90°, 60°, 45° and 30°",
          "construct triangles, parallelograms and regular polygons from given measurements",
          "construct circles through the vertices of a triangle",
        ],
        suggestedExperiences: [
          "follow construction steps demonstrated on the board or in a video",
          "construct shapes and check them by measuring with a protractor",
          "design a logo or badge using constructed shapes",
        ],
        keyQuestions: ["Why do we need accurate constructions?"],
        competencies: [
          { name: "Creativity & Imagination", text: "designing patterns and logos from constructions" },
          { name: "Learning to Learn", text: "following and checking a sequence of construction steps" },
        ],
        values: ["Patience and care in accurate work"],
        pcis: ["Safety: handling compasses and other sharp instruments"],
      },
    ],
  },
  {
    id: "statistics-probability",
    title: "Statistics & Probability",
    subtitle: "Collecting, presenting and interpreting data, and the chance of events",
    overview:
      "Learners collect data about the world around them, present it in tables and graphs, and draw conclusions from it. Probability, the mathematics of chance, follows in the later grades.",
    subStrands: [
      {
        id: "data-handling",
        title: "Data Handling",
        specificOutcomes: [
          "collect and organise data in frequency tables",
          "draw and interpret pictographs, bar graphs, pie charts and line graphs",
          "calculate the mean, median and mode of a set of data",
          "choose a suitable way to present a set of data",
        ],
        suggestedExperiences: [
          "carry out a survey in class, for example of favourite sports or means of travel to school",
          "draw graphs by hand and with a spreadsheet, and compare them",
          "interpret graphs from newspapers and weather reports",
        ],
        keyQuestions: ["How can data help us make decisions?"],
        competencies: [
          { name: "Digital Literacy", text: "drawing graphs with a spreadsheet" },
          { name: "Communication & Collaboration", text: "presenting survey findings to the class" },
          { name: "Critical Thinking & Problem Solving", text: "drawing fair conclusions from data" },
        ],
        values: ["Integrity, in recording data honestly", "Respect for the privacy of people surveyed"],
        pcis: ["Citizenship: using data to understand the community"],
      },
      {
        id: "probability",
        title: "Probability",
        specificOutcomes: [],
        suggestedExperiences: [],
        keyQuestions: [],
        competencies: [],
        values: [],
        pcis: [],
        unpublished: true,
      },
    ],
  },
];

/** Said on the page wherever the Probability sub-strand is shown. */
export const unpublishedNotice =
  "The outcomes and learning experiences of this sub-strand are not on this page yet. They will be published here later; until then, the full curriculum design is available from the national curriculum body.";

/**
 * The words of the link to the published curriculum designs, in the browser's documents box.
 * The body's name and the address come from the site configuration, handed to the browser by its
 * page, so this module (which the browser downloads for its search) stays free of it.
 */
export function mathematicsDesignsLabel(curriculumBodyName: string): string {
  return `Junior school Mathematics curriculum designs, Grades 7 to 9 (${curriculumBodyName})`;
}

/** Parts of the curriculum material that are not online; the page names them as unavailable, not as links. */
export const unavailableResources = ["Assessment rubric", "Teaching resources"] as const;
