import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { BuiltinActionPlanner } from 'src/ai/builtin/action-plans/builtin-action-planner';
import { MINI_EXAM, MINI_SHEETS } from 'src/ai/builtin/action-plans/__fixtures__/mini-exam';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import type { PracticeRequest, ScoredSheet } from 'src/ai/ports/action-planning.port';
import { PracticeWriterService } from 'src/modules/action-plans/services/practice-writer.service';

/**
 * Issue #26's mini-exam (four students) through the builtin planner, the curriculum and the
 * practice writer as the worker wires them: what a teacher reads in the plans.
 */
const curriculum = Curriculum.load(null);
const writer = new PracticeWriterService(BuiltinTeachingContent.create(curriculum, MATHS));
const practice = (request: PracticeRequest) => writer.write(request);
const planner = new BuiltinActionPlanner(curriculum);

const withoutTeacher = (sheets: ScoredSheet[]) =>
  sheets.map((sheet) => ({
    ...sheet,
    questions: sheet.questions.map((question) => ({ ...question, teacherComment: null })),
  }));

describe('Action plans for the four-student mini-exam', () => {
  it('names each question by its curriculum topic, never by a phrase of an answer', async () => {
    const plan = await planner.planForTeacher(MINI_EXAM, MINI_SHEETS, practice);
    expect(plan.question_means.map((item) => [item.question_id, item.concept])).toEqual([
      ['food', 'photosynthesis'],
      ['spoon', 'heat'],
      ['seasons', 'seasons'],
      ['energy', 'kinetic energy'],
    ]);
  });

  it('finds the seasons misconception two students share, once, with the teacher’s words and the correct idea', async () => {
    const plan = await planner.planForTeacher(MINI_EXAM, MINI_SHEETS, practice);
    const seasons = plan.misconceptions.filter((item) => item.concept === 'seasons');
    expect(seasons).toHaveLength(1);
    expect(seasons[0]).toMatchObject({
      count: 2,
      statement: 'It is summer when the Earth is closer to the Sun',
      students: [
        { student_id: 'stu-ravi', name: 'Ravi Kumar' },
        { student_id: 'stu-meera', name: 'Meera Iyer' },
      ],
      question_ids: ['seasons'],
    });
    expect(seasons[0].correct_idea).toMatch(/caused by the tilt of the axis/);
    expect(seasons[0].description).toContain('2 students believe');
    expect(seasons[0].description).toContain('“seasons are caused by distance from the Sun”');
  });

  it('finds the metal-spoon misconception from the answers alone, and no lone one', async () => {
    const plan = await planner.planForTeacher(MINI_EXAM, MINI_SHEETS, practice);
    const spoon = plan.misconceptions.find((item) => item.concept === 'heat');
    expect(spoon).toMatchObject({
      count: 2,
      students: [
        { student_id: 'stu-ravi', name: 'Ravi Kumar' },
        { student_id: 'stu-kiran', name: 'Kiran Das' },
      ],
    });
    expect(spoon?.correct_idea).toMatch(/both spoons are at room temperature/);
    // Only Meera says plants feed from the soil: one student is not a shared misconception.
    expect(plan.misconceptions.map((item) => item.concept).sort()).toEqual(['heat', 'seasons']);
  });

  it('finds the seasons misconception from the answers before the teacher comments', async () => {
    const plan = await planner.planForTeacher(MINI_EXAM, withoutTeacher(MINI_SHEETS), practice);
    const seasons = plan.misconceptions.find((item) => item.concept === 'seasons');
    expect(seasons).toMatchObject({
      count: 2,
      students: [
        { student_id: 'stu-ravi', name: 'Ravi Kumar' },
        { student_id: 'stu-meera', name: 'Meera Iyer' },
      ],
    });
    expect(seasons?.description).not.toContain('You marked it');
  });

  it('groups answers by the teacher’s comment when the answers alone do not say it', async () => {
    const vague = MINI_SHEETS.map((sheet) => ({
      ...sheet,
      questions: sheet.questions.map((question) =>
        question.questionId === 'seasons' && question.teacherComment
          ? { ...question, studentAnswer: 'It depends on how far away the Earth is.' }
          : question,
      ),
    }));
    const plan = await planner.planForTeacher(MINI_EXAM, vague, practice);
    const seasons = plan.misconceptions.filter((item) => item.concept === 'seasons');
    expect(seasons).toHaveLength(1);
    expect(seasons[0]).toMatchObject({
      count: 2,
      students: [
        { student_id: 'stu-ravi', name: 'Ravi Kumar' },
        { student_id: 'stu-meera', name: 'Meera Iyer' },
      ],
    });
    expect(seasons[0].correct_idea).toMatch(/tilt of the axis/);
  });

  it('re-teaches each misconception with its count, the correct idea and the topic’s demonstration', async () => {
    const plan = await planner.planForTeacher(MINI_EXAM, MINI_SHEETS, practice);
    const seasons = plan.reteaching_plan.find((item) => item.concept === 'seasons');
    expect(seasons?.activities[0]).toMatch(
      /^Tackle the misconception “It is summer when the Earth is closer to the Sun” \(2 students\)\..*tilt of the axis/,
    );
    expect(seasons?.activities).toContainEqual(
      expect.stringMatching(/^Show it: Globe and lamp orbit \(demonstration\)\./),
    );
    const heat = plan.reteaching_plan.find((item) => item.concept === 'heat');
    expect(heat?.activities[0]).toMatch(
      /^Tackle the misconception “The metal spoon .*” \(2 students\)\./,
    );
  });

  it('sets exit tickets from the curriculum about the topic, none of the broken kind', async () => {
    const plan = await planner.planForTeacher(MINI_EXAM, MINI_SHEETS, practice);
    const tickets = (concept: string) =>
      plan.reteaching_plan
        .find((item) => item.concept === concept)
        ?.activities.filter((item) => item.startsWith('Exit ticket: ')) ?? [];
    expect(tickets('seasons').length).toBeGreaterThan(0);
    for (const ticket of tickets('seasons'))
      expect(ticket).toMatch(/\b(Sun|Earth|hemisphere|axis|tilt|season)/i);
    for (const ticket of tickets('photosynthesis'))
      expect(ticket).toMatch(
        /\b(photosynth|chloroplast|chlorophyll|leaf|leaves|plant|starch|glucose)/i,
      );
    for (const ticket of plan.reteaching_plan.flatMap((item) => item.activities))
      expect(ticket).not.toMatch(/what name means|as much as a spoon|\bChop\b/);
  });

  it('tells a student the misconception they wrote and what is true instead', async () => {
    const meera = await planner.planForStudent(MINI_EXAM, MINI_SHEETS[2], practice);
    const food = meera.focus_areas.find((area) => area.concept === 'photosynthesis');
    expect(food?.recommendation).toContain(
      'that is a common misconception (“Plants get their food from the soil”). In fact: Plants make their own food by photosynthesis',
    );
    expect(food?.practice.length).toBeGreaterThan(0);
    const ravi = await planner.planForStudent(MINI_EXAM, MINI_SHEETS[1], practice);
    expect(ravi.focus_areas.map((area) => area.concept)).toEqual([
      'seasons',
      'kinetic energy',
      'heat',
      'photosynthesis',
    ]);
    const energy = ravi.focus_areas.find((area) => area.concept === 'kinetic energy');
    expect(energy?.recommendation).toContain('You lost 2 of 2 marks on kinetic energy (Q4)');
  });

  it('keeps the question’s own topic words when the curriculum has no such topic', async () => {
    const unknown = {
      ...MINI_SHEETS[1],
      questions: [
        {
          ...MINI_SHEETS[1].questions[0],
          questionText: 'Describe the life cycle of a frog. (2 marks)',
          earnedPoints: [],
          missingPoints: ['eggs hatch into tadpoles', 'tadpoles grow legs and become frogs'],
        },
      ],
    };
    const plan = await planner.planForStudent(MINI_EXAM, unknown, practice);
    expect(plan.focus_areas[0].concept).toBe('life cycle of a frog');
  });
});
