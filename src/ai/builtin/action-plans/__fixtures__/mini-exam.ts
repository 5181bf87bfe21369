import type { PlanExam, PlanQuestion, ScoredSheet } from 'src/ai/ports/action-planning.port';
import type { StatedMisconception } from 'src/ai/ports/answer-grading.port';

/**
 * The mini-exam of issue #26 (Class 8 science, four students), as the plans read it after the
 * teacher's review was published: the seasons answers of Ravi and Meera marked 0 with
 * "Misconception: …", the metal-spoon and photosynthesis answers as the machine marked them.
 */
export const MINI_EXAM: PlanExam = {
  examId: 'mini-1',
  name: 'Class 8 Science mini-test',
  subject: 'Science',
  className: 'Class 8',
};

interface Paper {
  id: string;
  text: string;
  marks: number;
  model: string;
  points: string[];
}

export const MINI_PAPER: Paper[] = [
  {
    id: 'food',
    text: 'How do green plants get their food? (2 marks)',
    marks: 2,
    model: 'Green plants make their own food by photosynthesis, using light energy.',
    points: ['Green plants make their own food', 'by photosynthesis, using light energy'],
  },
  {
    id: 'spoon',
    text:
      'A metal spoon and a wooden spoon have been in the same room for two days. A student says ' +
      'the metal spoon is colder. Is the student right? Explain your answer. (3 marks)',
    marks: 3,
    model:
      'No. Both spoons are at room temperature. The metal spoon feels colder because metal is a ' +
      'good conductor and takes heat away from the hand faster.',
    points: [
      'Both spoons are at the same temperature (room temperature)',
      'Metal is a good conductor of heat',
      'It conducts heat away from the hand faster, so it feels colder',
    ],
  },
  {
    id: 'seasons',
    text: 'Why do we have seasons on Earth? Explain. (4 marks)',
    marks: 4,
    model:
      "The Earth's axis is tilted. As the Earth goes round the Sun, the hemisphere tilted towards " +
      'the Sun gets more direct sunlight and longer days, so it has summer.',
    points: [
      "The Earth's axis is tilted",
      'The hemisphere tilted towards the Sun has summer',
      'It gets more direct sunlight',
      'Days are longer in summer',
    ],
  },
  {
    id: 'energy',
    text: 'A ball of mass 2 kg moves at 3 m/s. Calculate its kinetic energy. (2 marks)',
    marks: 2,
    model: 'KE = 1/2 m v^2 = 1/2 x 2 x 3^2 = 9 J',
    points: ['correct substitution 1/2 x 2 x 3^2', '9 J'],
  },
];

interface Given {
  score: number;
  answer: string;
  earned: number[];
  teacher?: string;
  grader?: StatedMisconception;
}

function miniSheet(key: string, name: string, answers: Record<string, Given>): ScoredSheet {
  return {
    sheetId: `sheet-${key}`,
    student: { studentId: `stu-${key}`, name },
    questions: MINI_PAPER.map((paper, index): PlanQuestion => {
      const given = answers[paper.id];
      return {
        questionId: paper.id,
        questionNumber: String(index + 1),
        questionText: paper.text,
        maxMarks: paper.marks,
        modelAnswer: paper.model,
        score: given.score,
        studentAnswer: given.answer,
        feedback: given.teacher ?? '',
        earnedPoints: given.earned.map((point) => paper.points[point]),
        missingPoints: paper.points.filter((_, point) => !given.earned.includes(point)),
        contradictedPoints: [],
        failure: null,
        misconceptions: given.grader ? [given.grader] : [],
        teacherComment: given.teacher ?? null,
      };
    }),
  };
}

const SEASONS_REMARK = 'Misconception: seasons are caused by distance from the Sun.';

export const MINI_SHEETS: ScoredSheet[] = [
  miniSheet('asha', 'Asha Rao', {
    food: {
      score: 2,
      answer: 'They make their own food by photosynthesis using sunlight.',
      earned: [0, 1],
    },
    spoon: {
      score: 3,
      answer:
        'No, both are at room temperature. Metal is a good conductor so it takes heat from your hand faster and feels colder.',
      earned: [0, 1, 2],
    },
    seasons: {
      score: 4,
      answer:
        "The Earth's axis is tilted, so the hemisphere tilted towards the Sun gets more direct sunlight and longer days and has summer.",
      earned: [0, 1, 2, 3],
    },
    energy: { score: 2, answer: 'KE = 1/2 x 2 x 3^2 = 9 J', earned: [0, 1] },
  }),
  miniSheet('ravi', 'Ravi Kumar', {
    food: { score: 1, answer: 'Green plants make food in their leaves.', earned: [0] },
    spoon: {
      score: 1,
      answer: 'Yes. The metal spoon is at a lower temperature because it feels colder.',
      earned: [2],
    },
    seasons: {
      score: 0,
      answer: 'Earth is closer to the Sun in summer and further away in winter.',
      earned: [],
      teacher: SEASONS_REMARK,
    },
    energy: { score: 0, answer: '1/2 x 2 x 3 = 3 J', earned: [] },
  }),
  miniSheet('meera', 'Meera Iyer', {
    food: {
      score: 0,
      answer: 'Plants get their food from the soil through their roots.',
      earned: [],
      grader: {
        statement: 'Plants get their food from the soil',
        correction:
          'Plants make their own food by photosynthesis; they take only water and minerals from the soil.',
        topicId: 'science.photosynthesis',
      },
    },
    spoon: {
      score: 2,
      answer: 'No. They are the same temperature. Metal is a conductor.',
      earned: [0, 1],
    },
    seasons: {
      score: 0,
      answer: 'In summer the Earth is nearer to the Sun so it is hotter.',
      earned: [],
      teacher: SEASONS_REMARK,
    },
    energy: { score: 2, answer: '9 J', earned: [0, 1] },
  }),
  miniSheet('kiran', 'Kiran Das', {
    food: { score: 1, answer: 'By photosynthesis.', earned: [1] },
    spoon: {
      score: 0,
      answer: 'Yes, the metal spoon is colder than the wooden spoon.',
      earned: [],
    },
    seasons: { score: 2, answer: "Because the Earth's axis is tilted.", earned: [0] },
    energy: { score: 1, answer: 'KE = 1/2 x 2 x 9', earned: [0] },
  }),
];
