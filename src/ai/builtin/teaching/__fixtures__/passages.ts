/**
 * Passages written for the teaching engine's tests (British spelling on purpose: nothing may
 * "correct" it). Not taken from any textbook.
 */
export const MAGNETS = `Magnets and Magnetism

A magnet is an object that attracts iron and some other metals. Every magnet has two poles, a north pole and a south pole. The force of a magnet is strongest at its poles and weakest at its centre.

Like poles repel each other, while unlike poles attract each other. This behaviour can be seen when two bar magnets are brought close together. A compass needle is a small magnet that points north because the Earth behaves like a giant magnet.

Materials that are attracted to a magnet are called magnetic materials. Iron, nickel and cobalt are magnetic materials, but copper, aluminium and wood are not. The colour of a material tells us nothing about whether it is magnetic.

An electromagnet is a coil of wire that becomes a magnet when an electric current flows through it. Electromagnets are used in cranes that lift scrap metal, in doorbells and in loudspeakers. Engineers organise the coils carefully so that the magnetic field is strong enough for the job.`;

export const WATER_CYCLE = `The Water Cycle

The water cycle is the continuous movement of water between the land, the sea and the air. The Sun drives the water cycle by heating water in oceans, rivers and lakes.

Evaporation is the change of liquid water into water vapour. Warm air carries the water vapour upwards, where it cools. Condensation is the change of water vapour back into tiny drops of liquid water, and these drops gather to form clouds.

When the drops in a cloud join and grow too heavy, they fall as precipitation. Rain, snow, sleet and hail are all kinds of precipitation. Some of the water soaks into the ground and becomes groundwater, while the rest flows over the land as run-off into streams and rivers.

Plants also return water to the air. Transpiration is the loss of water vapour from the leaves of plants. Because the same water is used again and again, the water cycle keeps the amount of water on Earth the same.`;

export const BLUEPRINT_ALL_TYPES = {
  questionTypes: {
    mcq_single_answer: 3,
    mcq_multiple_answer: 2,
    true_false: 3,
    fill_in_the_blanks: 2,
    very_short_answer: 2,
    short_answer: 2,
    long_answer: 1,
    match_the_column: 1,
  },
  difficulties: { easy: 6, medium: 6, hard: 4 },
  blooms: { remember: 4, understand: 4, apply: 3, analyze: 2, evaluate: 2, create: 1 },
};

/** The mix of the blind review rounds (`npm run samples:teaching`): 14 questions of all types. */
export const BLUEPRINT_REVIEW = {
  questionTypes: {
    mcq_single_answer: 3,
    mcq_multiple_answer: 1,
    true_false: 2,
    fill_in_the_blanks: 2,
    very_short_answer: 2,
    short_answer: 2,
    long_answer: 1,
    match_the_column: 1,
  },
  difficulties: { easy: 5, medium: 6, hard: 3 },
  blooms: { remember: 4, understand: 4, apply: 3, analyze: 1, evaluate: 1, create: 1 },
};

/** The worksheet web app's defaults (10 questions). */
export const BLUEPRINT_APP_DEFAULT = {
  questionTypes: {
    mcq_single_answer: 2,
    mcq_multiple_answer: 3,
    true_false: 1,
    fill_in_the_blanks: 0,
    very_short_answer: 1,
    short_answer: 1,
    long_answer: 2,
    match_the_column: 0,
  },
  difficulties: { easy: 3, medium: 5, hard: 2 },
  blooms: { remember: 3, understand: 3, apply: 3, analyze: 1, evaluate: 0, create: 0 },
};
