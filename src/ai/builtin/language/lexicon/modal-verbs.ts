/** Word lists about modal and auxiliary verbs that several rules share. */

export const MODALS = new Set([
  'can',
  'could',
  'will',
  'would',
  'shall',
  'should',
  'may',
  'might',
  'must',
]);

/** Words that may stand between a modal and its verb ("can also go", "must not go"). */
export const BETWEEN_AUXILIARY_AND_VERB = new Set([
  'not',
  "n't",
  'also',
  'always',
  'never',
  'only',
  'still',
  'even',
  'really',
  'just',
  'often',
  'usually',
  'easily',
  'probably',
  'certainly',
  'definitely',
]);
