import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { gradeNumber, subjectScope } from 'src/ai/builtin/curriculum/curriculum-subjects';

const curriculum = Curriculum.load(null);
const best = (topic: string, subject: string, grade: string) =>
  curriculum.resolve({ topic, subject, grade })[0]?.id ?? null;

describe('reference-data names', () => {
  it.each([
    ['Science', 'science', null],
    ['Environmental Studies', 'science', null],
    ['Sciences', 'science', null],
    ['Physics', 'science', 'physics'],
    ['Biology', 'science', 'biology'],
    ['Social Science', 'social_science', null],
    ['Political Science', 'social_science', 'civics'],
    ['Individuals and Societies', 'social_science', null],
    ['History', 'social_science', 'history'],
    ['Economics', 'social_science', 'economics'],
    ['First Language English', 'english', null],
    ['Language and Literature', 'english', null],
    ['Mathematics', 'mathematics', null],
  ])('%s is taught under %s', (name, subject, strand) => {
    expect(subjectScope(name)).toEqual({ subject, strand });
  });

  it('knows no curriculum for subjects it does not cover', () => {
    expect(subjectScope('Computer Science')).toBeNull();
    expect(subjectScope('Hindi')).toBeNull();
  });

  it.each([
    ['Grade 7', 7],
    ['Stage 8', 8],
    ['MYP 2', 7],
    ['DP 1', 11],
    ['IGCSE Year 10', 9],
    ['A Level', 12],
    ['PYP 3', 3],
  ])('%s is class %i', (name, grade) => {
    expect(gradeNumber(name)).toBe(grade);
  });
});

describe('topic resolution', () => {
  it.each([
    ['Photosynthesis', 'Science', 'Grade 7'],
    ['Photosynthesis in plants', 'Sciences', 'MYP 2'],
    ['photosynthsis', 'Biology', 'IGCSE Year 10'],
    ['How plants make food', 'Environmental Studies', 'Grade 5'],
  ])('"%s" (%s, %s) is photosynthesis', (topic, subject, grade) => {
    expect(best(topic, subject, grade)).toBe('science.photosynthesis');
  });

  it('finds topics of every shipped subject from the names teachers use', () => {
    expect(best('The French Revolution', 'Individuals and Societies', 'MYP 4')).toBe(
      'social_science.french-revolution',
    );
    expect(best('formal letter', 'First Language English', 'Stage 8')).toBe(
      'english.formal-letter',
    );
    expect(best('active and passive voice', 'English', 'Grade 8')).toBe(
      'english.active-passive-voice',
    );
  });

  it('resolves each comma-separated part of the topic, best first', () => {
    const ids = curriculum
      .resolve({ topic: 'Friction, Magnets', subject: 'Science', grade: 'Grade 8' })
      .map((topic) => topic.id);
    expect(ids).toEqual(['science.friction', 'science.magnets']);
  });

  it('finds nothing for a topic the curriculum does not cover, or a subject it does not teach', () => {
    expect(best('Black holes', 'Science', 'Grade 7')).toBeNull();
    expect(best('Photosynthesis', 'Computer Science', 'Grade 7')).toBeNull();
    expect(best('Photosynthesis', 'English', 'Grade 7')).toBeNull();
  });

  it('does not take a topic for another that only shares a word with it', () => {
    expect(best('water-cycle', 'Science', 'Grade 6')).not.toBe('science.transport-in-plants');
  });

  it('uses the steps-1 topics when the teacher gave no topic, never the section', () => {
    const input = {
      board: 'CBSE',
      grade: 'Grade 7',
      subject: 'Science',
      topic: null,
      section: 'Photosynthesis',
      sources: [],
    };
    expect(curriculum.topicsFor(input)).toEqual([]);
    const confirmed = {
      ...input,
      subjectMatter: {
        topics_to_be_covered: { topic: ['Magnets'] },
        key_concepts_and_subconcepts: { topics: [] },
      },
    };
    expect(curriculum.topicsFor(confirmed).map((topic) => topic.id)).toEqual(['science.magnets']);
  });
});
