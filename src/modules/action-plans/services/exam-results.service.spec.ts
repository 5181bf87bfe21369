import { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';
import { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import { ModelAnswerItem } from 'src/modules/exams/entities/model-answer-item.entity';
import { planQuestion } from 'src/modules/action-plans/services/exam-results.service';

const question = Object.assign(new ExamQuestion(), {
  id: 'q-seasons',
  questionNumber: '3',
  questionText: 'Why do we have seasons on Earth? Explain. (4 marks)',
  maxMarks: 4,
});
const model = Object.assign(new ModelAnswerItem(), {
  questionId: 'q-seasons',
  answerText: "The Earth's axis is tilted.",
  markingScheme: ["The Earth's axis is tilted"],
});
const misconception = {
  statement: 'It is summer when the Earth is closer to the Sun',
  correction: 'Seasons are caused by the tilt of the axis.',
  topicId: 'science.seasons',
};
const score = () =>
  Object.assign(new AnswerScore(), {
    questionId: 'q-seasons',
    studentAnswer: 'Earth is closer to the Sun in summer.',
    ocrConfidence: null,
    machineScore: 2,
    machineFeedback: 'Partly right.',
    stepMarks: [
      {
        point: "The Earth's axis is tilted",
        marks: 4,
        awarded: 0,
        status: 'contradicted',
        evidence: 'closer to the Sun',
        misconception,
      },
    ],
    missingPoints: ["The Earth's axis is tilted"],
    teacherScore: 0,
    teacherFeedback: 'Misconception: seasons are caused by distance from the Sun',
  });

describe('planQuestion', () => {
  it('carries the teacher’s override and comment once the sheet is published', () => {
    const read = planQuestion(question, model, score(), true);
    expect(read).toMatchObject({
      score: 0,
      teacherComment: 'Misconception: seasons are caused by distance from the Sun',
      misconceptions: [misconception],
      contradictedPoints: ["The Earth's axis is tilted"],
    });
  });

  it('reads the machine’s score and no teacher comment before publishing', () => {
    const read = planQuestion(question, model, score(), false);
    expect(read).toMatchObject({ score: 2, feedback: 'Partly right.', teacherComment: null });
    expect(read.misconceptions).toEqual([misconception]);
  });
});
