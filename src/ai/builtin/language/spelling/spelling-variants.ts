export { SPELLING_VARIANTS, type SpellingVariants } from 'src/config/ai.config';

export type Variety = 'british' | 'american';

/** Checks one word against one dictionary (nspell's `correct`). */
export type Accepts = (word: string) => boolean;

/**
 * British → American fragments; a candidate counts only if the other dictionary accepts it ("four"
 * never "for").
 */
const PATTERNS: readonly [string, string][] = [
  ['our', 'or'], // colour, behaviour, favourite, neighbourhood
  ['tre', 'ter'], // centre, theatre, metre
  ['tred', 'tered'], // centred
  ['isation', 'ization'], // organisation
  ['ise', 'ize'], // apologise, realise, organised
  ['ising', 'izing'],
  ['yse', 'yze'], // analyse, paralysed
  ['ysing', 'yzing'],
  ['ll', 'l'], // travelling, cancelled, counsellor
  ['l', 'll'], // fulfil, enrol
  ['mme', 'm'], // programme
  ['ogue', 'og'], // catalogue
  ['ence', 'ense'], // defence, licence, offence
  ['ae', 'e'], // encyclopaedia, paediatric
  ['oe', 'e'], // manoeuvre, foetus
  ['ement', 'ment'], // judgement
  ['eing', 'ing'], // ageing
  ['sc', 'sk'], // sceptical
];

/** Pairs no pattern reaches (British, American). */
const IRREGULAR: readonly [string, string][] = [
  ['jewellery', 'jewelry'],
  ['grey', 'gray'],
  ['tyre', 'tire'],
  ['tyres', 'tires'],
  ['aluminium', 'aluminum'],
  ['practise', 'practice'],
  ['practised', 'practiced'],
  ['maths', 'math'],
  ['cheque', 'check'],
  ['plough', 'plow'],
  ['draught', 'draft'],
  ['kerb', 'curb'],
  ['storey', 'story'],
  ['pyjamas', 'pajamas'],
  ['moustache', 'mustache'],
  ['manoeuvre', 'maneuver'],
  ['learnt', 'learned'],
  ['spelt', 'spelled'],
  ['dreamt', 'dreamed'],
  ['amongst', 'among'],
  ['mould', 'mold'],
  ['programme', 'program'],
];

function candidates(lower: string, from: Variety): string[] {
  const found: string[] = [];
  for (const [british, american] of IRREGULAR) {
    if (from === 'british' && lower === british) found.push(american);
    if (from === 'american' && lower === american) found.push(british);
  }
  for (const [british, american] of PATTERNS) {
    const [source, target] = from === 'british' ? [british, american] : [american, british];
    for (let at = lower.indexOf(source); at !== -1; at = lower.indexOf(source, at + 1)) {
      found.push(lower.slice(0, at) + target + lower.slice(at + source.length));
    }
  }
  return found;
}

/** The other variety's spelling of a one-dictionary word, or null when none exists ("lorry"). */
export function otherSpelling(word: string, from: Variety, otherAccepts: Accepts): string | null {
  const lower = word.toLowerCase();
  const found = candidates(lower, from).find((candidate) => otherAccepts(candidate));
  if (found === undefined) return null;
  if (word === word.toUpperCase() && word.length > 1) return found.toUpperCase();
  return /^\p{Lu}/u.test(word) ? found[0].toUpperCase() + found.slice(1) : found;
}

/**
 * "-ize" is as British as "-ise" (Oxford spelling), so an "-ize" word does not make a British
 * answer inconsistent; only the other differences (colour/color, centre/center) do.
 */
export function marksVariety(british: string, american: string): boolean {
  return british.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1') !== american;
}
