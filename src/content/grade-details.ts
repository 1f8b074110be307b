/**
 * Grades 7, 8 and 9 on /detailed-pathways (SPEC.md §3 'Grade detail'). The core learning
 * areas are the same in every grade; electives, projects and assessments are written from the
 * national junior school curriculum and assessment framework.
 */

export interface GradeDetail {
  id: 7 | 8 | 9;
  title: string;
  coreAreas: readonly string[];
  pathwayElectives: readonly string[];
  projectsClubs: readonly string[];
  assessments: readonly string[];
}

export const coreAreas = [
  "Mathematics",
  "English",
  "Kiswahili",
  "Integrated Science",
  "Social Studies",
  "Religious Education",
  "Creative Arts & Sports",
  "Business Studies",
] as const;

export const gradeDetails = [
  {
    id: 7,
    title: "Grade 7: Settling into junior school",
    coreAreas,
    pathwayElectives: [
      "Mandarin Chinese: pinyin, the four tones and about 150 characters",
      "Computer Science: safe use of computers and the internet, and first steps in coding",
      "Pre-Technical Studies: safety in the workshop, drawing and common materials",
      "Young Air Cadets (from age 11) or maritime studies, three to four hours a week",
    ],
    projectsClubs: [
      "A Community Service Learning project: finding a need in the school or community and planning a response",
      "A simple science investigation, presented to the class",
      "One club or society each term, from robotics, chess and band to scouts and young farmers",
    ],
    assessments: [
      "Continuous classroom assessment: observation, oral work, projects and portfolios",
      "End-of-term tests in every learning area, reported to parents",
      "School-based assessment tasks set by the Kenya National Examinations Council (KNEC)",
    ],
  },
  {
    id: 8,
    title: "Grade 8: Building depth",
    coreAreas,
    pathwayElectives: [
      "Mandarin Chinese: everyday topics, short dialogues and about 300 characters; HSK 1 level",
      "Computer Science: algorithms, block and text programming, spreadsheets",
      "Pre-Technical Studies: technical drawing, tools and simple making projects",
      "Young Air Cadets or maritime studies, continuing from Grade 7",
    ],
    projectsClubs: [
      "A team Community Service Learning project, carried out and reported on",
      "An Integrated Science or Mathematics project using real data",
      "Clubs and societies, with first leadership roles for Grade 8 members",
    ],
    assessments: [
      "Continuous classroom assessment and end-of-term tests",
      "KNEC school-based assessment tasks, which count towards the end-of-junior-school result",
      "A report on competencies and values as well as marks",
    ],
  },
  {
    id: 9,
    title: "Grade 9: Choosing a senior school pathway",
    coreAreas,
    pathwayElectives: [
      "Mandarin Chinese: travel, opinions and about 500 characters; working towards HSK 2",
      "Computer Science: programming projects and digital citizenship",
      "Pre-Technical Studies: design-and-make projects in a chosen material",
      "Young Air Cadets or maritime studies, with leadership of younger pupils",
    ],
    projectsClubs: [
      "A pathway project in the area each pupil is considering for senior school",
      "Career guidance: talks, visits and one-to-one advice on the choice of senior school pathway",
      "Grade 9 pupils lead clubs and mentor pupils in Grade 7",
    ],
    assessments: [
      "The Kenya Junior School Education Assessment (KJSEA), set by KNEC at the end of Grade 9",
      "KJSEA results, together with the school-based assessments of Grades 7 and 8, guide placement in a senior school pathway",
      "Practice assessments during the year, so pupils know what to expect",
    ],
  },
] as const satisfies readonly GradeDetail[];

/** How the pages name each list of a grade, in the order they are shown. */
export const gradeListLabels = [
  ["coreAreas", "Core learning areas"],
  ["pathwayElectives", "Pathway electives"],
  ["projectsClubs", "Projects and clubs"],
  ["assessments", "Assessments"],
] as const satisfies readonly (readonly [keyof GradeDetail, string])[];
