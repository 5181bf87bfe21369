import { BuiltinTalkMoveLabeller } from './builtin-talk-move-labeller';
import { STUDENT_MOVES, TEACHER_MOVES, type ClassroomSentence } from 'src/ai/ports/talk-moves';

const T = (text: string): ClassroomSentence => ({ role: 'teacher', speaker: 'T', text });
const S = (text: string, speaker = 'Maria'): ClassroomSentence => ({
  role: 'student',
  speaker,
  text,
});

/** Labels a short exchange and returns the label of the sentence at `index` (default: last). */
function labelOf(sentences: ClassroomSentence[], index = sentences.length - 1) {
  return BuiltinTalkMoveLabeller.create().label(sentences)[index];
}

const opening = [
  T('Good morning, everyone.'),
  T('Today we are going to look at fractions on the number line.'),
  T('How many quarters make one whole?'),
];

describe('BuiltinTalkMoveLabeller', () => {
  it('gives one label per sentence, from the role’s own scheme', () => {
    const lesson = [
      ...opening,
      S('Four.'),
      T('Four, good.'),
      S('Is a half the same as two quarters?', 'Sam'),
      T('What do you think, Maria?'),
    ];
    const labels = BuiltinTalkMoveLabeller.create().label(lesson);
    expect(labels).toHaveLength(lesson.length);
    lesson.forEach((sentence, i) => {
      const scheme: readonly string[] = sentence.role === 'teacher' ? TEACHER_MOVES : STUDENT_MOVES;
      expect(scheme).toContain(labels[i]);
    });
  });

  it('labels an empty lesson with no labels', () => {
    expect(BuiltinTalkMoveLabeller.create().label([])).toEqual([]);
  });

  it('hears a request for the reasoning behind an answer as press for reasoning', () => {
    expect(labelOf([...opening, S('I think it is four.'), T('Why do you think that?')])).toBe(
      'press_for_reasoning',
    );
    expect(labelOf([...opening, S('Four.'), T('Why is it four?')])).toBe('press_for_reasoning');
  });

  it('hears the teacher repeating the student’s words verbatim as restating', () => {
    const lesson = [
      T('What is three times four?'),
      S('Twelve.'),
      T('Twelve.'),
      T('Now what is three times five?'),
    ];
    expect(labelOf(lesson, 2)).toBe('restating');
  });

  it('tells repeating the same words apart from saying something new', () => {
    const lesson = [
      T('What is three times four?'),
      S('Twelve.'),
      T('Open your books at page ten.'),
    ];
    expect(labelOf(lesson)).not.toBe('restating');
    expect(labelOf(lesson)).not.toBe('revoicing');
  });

  it('hears asking the class to respond to a classmate as getting students to relate', () => {
    const lesson = [
      ...opening,
      S('I think a half is bigger than two quarters.'),
      T('Does everyone agree with Maria?'),
    ];
    expect(labelOf(lesson)).toBe('getting_students_to_relate');
  });

  it('hears a question about the answer itself as press for accuracy', () => {
    const lesson = [...opening, S('Four.'), T('Good.'), T('How many halves make one whole?')];
    expect(labelOf(lesson)).toBe('press_for_accuracy');
  });

  it('labels a student’s answer with a reason as a claim or evidence, and a question as asking', () => {
    const answer = labelOf([
      T('How many apples are in the box?'),
      S('I think it’s 12 because 3 times 4 is 12.'),
    ]);
    expect(['providing_evidence', 'making_a_claim']).toContain(answer);
    expect(labelOf([T('Find the area of the rectangle.'), S('What do you mean by area?')])).toBe(
      'asking_for_more_information',
    );
  });

  it('hears a student answering a classmate as relating to another student', () => {
    const lesson = [
      T('Work with your partner on the next problem.'),
      S('I got one hundred and twelve.', 'Sam'),
      S('I disagree with you, Sam.'),
    ];
    expect(labelOf(lesson)).toBe('relating_to_another_student');
  });

  it('is deterministic: the same lesson gives the same labels', () => {
    const lesson = [
      ...opening,
      S('Four.'),
      T('Four.'),
      T('Why four?'),
      S('Because four quarters make one.'),
    ];
    const first = BuiltinTalkMoveLabeller.create().label(lesson);
    const second = BuiltinTalkMoveLabeller.create().label(lesson.map((s) => ({ ...s })));
    expect(second).toEqual(first);
  });
});
