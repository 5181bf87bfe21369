import { contextFeatures, CONTEXT_COLUMNS } from './talk-move-context';
import { talkMoveFeatures } from './talk-move-features';
import { LinearRoleModel } from './talk-move-model';
import type { ClassroomSentence } from 'src/ai/ports/talk-moves';

describe('LinearRoleModel', () => {
  it('stores only the columns with weights and reads them back within the quantisation step', () => {
    const classes = ['a', 'b', 'c'];
    const weights = new Float32Array(10 * 3);
    weights.set([0.5, -1.25, 2], 3 * 3); // column 3
    weights.set([0, 0, -0.001], 7 * 3); // column 7
    const stored = LinearRoleModel.encode(classes, weights, [0.1, 0, -0.1]);
    expect(Buffer.from(stored.kept, 'base64').length / 4).toBe(2);

    const model = LinearRoleModel.decode(stored, 10);
    for (let i = 0; i < weights.length; i++) {
      expect(Math.abs(model.weights[i] - weights[i])).toBeLessThanOrEqual(stored.scale / 2 + 1e-9);
    }
    const scores = model.scores({ indices: Int32Array.from([3]), values: Float32Array.from([2]) });
    expect(Array.from(scores).map((s) => Number(s.toFixed(3)))).toEqual([1.1, -2.5, 3.9]);
    expect(model.predict({ indices: Int32Array.from([3]), values: Float32Array.from([-1]) })).toBe(
      1,
    );
  });

  it('refuses weights that do not fit the declared columns', () => {
    const weights = new Float32Array(8 * 2).fill(1);
    const stored = LinearRoleModel.encode(['a', 'b'], weights, [0, 0]);
    expect(() => LinearRoleModel.decode(stored, 4)).toThrow(/column/);
  });
});

describe('talk-move features', () => {
  const lesson: ClassroomSentence[] = [
    { role: 'teacher', speaker: 'T', text: 'What is seven times eight?' },
    { role: 'student', speaker: 'Ana', text: 'Fifty-six.' },
    { role: 'teacher', speaker: 'T', text: 'Fifty-six.' },
  ];

  it('hashes every sentence into the given number of columns, the same way every time', () => {
    const first = talkMoveFeatures(lesson, 1024);
    const second = talkMoveFeatures(lesson, 1024);
    expect(first).toHaveLength(3);
    for (const [i, row] of first.entries()) {
      expect(row.indices.every((column) => column >= 0 && column < 1024)).toBe(true);
      expect(Array.from(row.indices)).toEqual(Array.from(second[i].indices));
      expect(Array.from(row.values)).toEqual(Array.from(second[i].values));
    }
  });

  it('gives the second pass the neighbours’ probabilities in their role’s slots', () => {
    const probabilities = [
      [0, 0, 0, 0, 0, 1, 0, 0], // a teacher press for accuracy
      [0, 0, 0, 1, 0], // a student claim
      [0, 0, 0, 1, 0, 0, 0, 0],
    ];
    const rows = contextFeatures(lesson, probabilities);
    expect(rows[2].values).toHaveLength(CONTEXT_COLUMNS);
    expect(rows[2].values[1 + 3]).toBe(1); // its own restating probability
    // The sentence just before (slot 1 of the neighbours) is the student's claim: student slots.
    const before = 9 + 1 * 14;
    expect(Array.from(rows[2].values.slice(before, before + 14))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0,
    ]);
  });
});
