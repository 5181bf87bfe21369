import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One wink-nlp instance per process: loading the model costs ~100 ms and ~30 MB. */
export const nlp = winkNLP(model);
export const its = nlp.its;
export const as = nlp.as;
