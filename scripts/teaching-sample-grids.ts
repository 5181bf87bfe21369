/** The review grids of `npm run samples:teaching`. */
/**
 * Subject, grade, topic and, for a sample written from a document, its file: a text in
 * scripts/fixtures/worksheets or a FairytaleQA story (`*-story.csv`).
 */
export type Sample = [string, string, string, string?];

export interface Grid {
  worksheets: Sample[];
  lessons: [...Sample, number][];
}

/**
 * One grid per review round, each on topics the earlier rounds and the tuning did not use, so a
 * round measures what the engine does on topics nobody tried it on.
 */
export const GRIDS: Record<string, Grid> = {
  '2026-12-01': {
    worksheets: [
      ['Mathematics', 'Grade 6', 'Fractions'],
      ['Science', 'Grade 7', 'Acids, bases and salts'],
      ['Mathematics', 'Grade 7', 'Integers'],
      ['History', 'Grade 8', 'The Revolt of 1857'],
      ['Geography', 'Grade 6', 'Major landforms'],
      ['English', 'Grade 7', 'Tenses'],
      ['Civics', 'Grade 8', 'Parliament'],
      ['Science', 'Grade 9', 'Motion'],
      ['Mathematics', 'Grade 8', 'Mensuration'],
      ['Economics', 'Grade 9', 'Poverty as a challenge'],
      ['Science', 'Grade 6', 'The water cycle'],
      ['Geography', 'Grade 7', 'Volcanoes', 'volcanoes.txt'],
      ['English', 'Grade 5', 'Reading: The Magic Apples', 'magic-apples-story.csv'],
    ],
    lessons: [
      ['Mathematics', 'Grade 7', 'Simple equations', undefined, 45],
      ['History', 'Grade 8', 'The Revolt of 1857', undefined, 60],
      ['English', 'Grade 10', 'Persuasive writing', undefined, 90],
      ['Mathematics', 'Grade 6', 'Equivalent fractions', undefined, 40],
      ['Science', 'Grade 7', 'Photosynthesis', 'photosynthesis.txt', 45],
      ['Science', 'Grade 6', 'The water cycle', 'water-cycle.txt', 45],
    ],
  },
  '2026-12-01b': {
    worksheets: [
      ['Mathematics', 'Grade 7', 'Ratio and proportion'],
      ['Science', 'Grade 8', 'Force and pressure'],
      ['Mathematics', 'Grade 7', 'Lines and angles'],
      ['History', 'Grade 6', 'The Mauryan Empire and Ashoka'],
      ['Geography', 'Grade 9', 'Climate of India: the monsoon'],
      ['English', 'Grade 6', 'Adjectives and degrees of comparison'],
      ['Civics', 'Grade 9', 'Elections'],
      ['Science', 'Grade 7', 'Respiration'],
      ['Mathematics', 'Grade 6', 'Decimals'],
      ['Economics', 'Grade 10', 'Money and credit'],
      ['Science', 'Grade 7', 'Heat'],
      ['Science', 'Grade 7', 'Soil', 'soil.txt'],
      [
        'English',
        'Grade 5',
        'Reading: Charcoal Nils and the Troll Woman',
        'charcol-nils-troll-woman-story.csv',
      ],
    ],
    lessons: [
      ['Mathematics', 'Grade 6', 'Perimeter and area', undefined, 40],
      ['History', 'Grade 7', 'The Delhi Sultanate', undefined, 45],
      ['English', 'Grade 7', 'Descriptive writing', undefined, 45],
      ['Science', 'Grade 7', 'Electric current and circuits', undefined, 45],
      ['Geography', 'Grade 8', 'Agriculture', undefined, 45],
      ['Science', 'Grade 6', 'Magnets', 'magnets.txt', 40],
    ],
  },
  '2026-12-02': {
    worksheets: [
      ['Mathematics', 'Grade 7', 'Simple interest'],
      ['Science', 'Grade 8', 'Microorganisms'],
      ['Mathematics', 'Grade 7', 'Triangles and their properties'],
      ['History', 'Grade 6', 'Buddhism and Jainism'],
      ['Geography', 'Grade 7', 'Air and the atmosphere'],
      ['English', 'Grade 7', 'Prepositions'],
      ['Civics', 'Grade 10', 'Federalism'],
      ['Science', 'Grade 7', 'Physical and chemical changes'],
      ['Mathematics', 'Grade 6', 'Factors and multiples'],
      ['Economics', 'Grade 9', 'Food security in India'],
      ['Science', 'Grade 6', 'Separation of substances'],
      ['Science', 'Grade 6', 'The Moon and its phases', 'moon-phases.txt'],
      ['English', 'Grade 6', 'Reading: Peerifool', 'peerifool-story.csv'],
    ],
    lessons: [
      ['Mathematics', 'Grade 6', 'Data handling', undefined, 40],
      ['History', 'Grade 6', 'The Guptas', undefined, 40],
      ['English', 'Grade 6', 'Story writing', undefined, 40],
      ['Science', 'Grade 8', 'Combustion and flame', undefined, 45],
      ['Geography', 'Grade 9', 'Natural vegetation and wildlife', undefined, 45],
      ['Science', 'Grade 7', 'Circulation and the heart', 'circulation.txt', 45],
    ],
  },
  '2026-12-03': {
    worksheets: [
      ['Mathematics', 'Grade 8', 'Squares and square roots'],
      ['Science', 'Grade 8', 'Coal and petroleum'],
      ['Mathematics', 'Grade 8', 'Quadrilaterals'],
      ['History', 'Grade 7', 'The Cholas'],
      ['Geography', 'Grade 9', 'Drainage: the rivers of India'],
      ['English', 'Grade 7', 'Subject-verb agreement'],
      ['Civics', 'Grade 8', 'Understanding secularism'],
      ['Science', 'Grade 7', 'Reproduction in plants'],
      ['Mathematics', 'Grade 7', 'Circles: circumference and area'],
      ['Economics', 'Grade 10', 'Sectors of the Indian economy'],
      ['Science', 'Grade 7', 'Digestion in humans', 'digestion.txt'],
      [
        'English',
        'Grade 6',
        'Reading: Helge-Hal in the Blue Hill',
        'helge-hal-in-blue-hill-story.csv',
      ],
    ],
    lessons: [
      ['Mathematics', 'Grade 8', "Pythagoras' theorem", undefined, 40],
      ['History', 'Grade 8', 'Women, caste and reform', undefined, 40],
      ['Science', 'Grade 8', 'Synthetic fibres and plastics', undefined, 45],
      ['English', 'Grade 8', 'Report writing', undefined, 45],
      ['Science', 'Grade 7', 'The human digestive system', 'digestion.txt', 45],
    ],
  },
  '2026-12-04': {
    worksheets: [
      ['Mathematics', 'Grade 6', 'Knowing our numbers'],
      ['Science', 'Grade 6', 'Components of food'],
      ['Mathematics', 'Grade 7', 'Operations on fractions'],
      ['History', 'Grade 8', 'The coming of the East India Company'],
      ['Geography', 'Grade 6', 'Globe: latitudes and longitudes'],
      ['English', 'Grade 7', 'Question tags'],
      ['Civics', 'Grade 8', 'The Indian Constitution'],
      ['Science', 'Grade 8', 'Conservation of plants and animals'],
      ['Mathematics', 'Grade 8', 'Algebraic expressions'],
      ['Science', 'Grade 6', 'Body movements'],
      ['Science', 'Grade 7', 'Transport in plants', 'transport-in-plants.txt'],
      [
        'English',
        'Grade 5',
        'Reading: Prince Hyacinth and the Dear Little Princess',
        'prince-hyacinth-and-thedear-little-princess-story.csv',
      ],
    ],
    lessons: [
      ['Mathematics', 'Grade 6', 'Whole numbers', undefined, 40],
      ['History', 'Grade 6', 'The Mahajanapadas', undefined, 45],
      ['Science', 'Grade 8', 'Chemical effects of electric current', undefined, 45],
      ['English', 'Grade 8', 'Speech writing', undefined, 50],
      ['Science', 'Grade 7', 'Transport in plants', 'transport-in-plants.txt', 45],
    ],
  },
  '2026-12-05': {
    worksheets: [
      ['EVS', 'Grade 4', 'Animals around us'],
      ['Science', 'Grade 6', 'Adaptation and habitats'],
      ['Mathematics', 'Grade 8', 'Comparing quantities'],
      ['History', 'Grade 8', 'Colonialism and the countryside'],
      ['Geography', 'Grade 9', 'Physical features of India'],
      ['English', 'Grade 8', 'Relative clauses'],
      ['Mathematics', 'Grade 6', 'Symmetry'],
      ['Economics', 'Grade 9', 'The story of Village Palampur'],
      ['Science', 'Grade 9', 'Matter in our surroundings'],
      ['Mathematics', 'Grade 10', 'Quadratic equations'],
      ['Science', 'Grade 8', 'Elements, compounds and mixtures', 'elements-compounds-mixtures.txt'],
      ['English', 'Grade 7', 'Reading: The Black Arts', 'black-arts-story.csv'],
    ],
    lessons: [
      ['Mathematics', 'Grade 9', 'Coordinate geometry', undefined, 40],
      ['Civics', 'Grade 6', 'Panchayati Raj', undefined, 40],
      ['Science', 'Grade 10', 'Refraction and lenses', undefined, 45],
      ['English', 'Grade 7', 'Informal letter', undefined, 50],
      [
        'Science',
        'Grade 8',
        'Elements, compounds and mixtures',
        'elements-compounds-mixtures.txt',
        45,
      ],
    ],
  },
  '2026-12-06': {
    worksheets: [
      ['Science', 'Grade 7', 'Nutrition in animals'],
      ['Mathematics', 'Grade 8', 'Linear equations in one variable'],
      ['History', 'Grade 9', 'The First World War'],
      ['Geography', 'Grade 7', 'Life in the deserts'],
      ['English', 'Grade 8', 'Conditional sentences'],
      ['Civics', 'Grade 7', 'How the State Government Works'],
      ['Science', 'Grade 9', 'Gravitation'],
      ['Mathematics', 'Grade 10', 'Real numbers'],
      ['Economics', 'Grade 10', 'Globalisation'],
      ['Science', 'Grade 8', 'Crop production and management'],
      ['Science', 'Grade 8', 'Sources of energy', 'sources-of-energy.txt'],
      ['English', 'Grade 6', 'Reading: Little Boy Blue', 'little-boy-blue-story.csv'],
    ],
    lessons: [
      ['Mathematics', 'Grade 4', 'Division', undefined, 40],
      ['Civics', 'Grade 7', 'Understanding Media', undefined, 40],
      ['Science', 'Grade 10', 'The human eye', undefined, 45],
      ['English', 'Grade 9', 'Notice writing', undefined, 40],
      ['Science', 'Grade 8', 'Sources of energy', 'sources-of-energy.txt', 45],
    ],
  },
  '2026-12-07': {
    worksheets: [
      ['Science', 'Grade 9', 'Atoms and molecules'],
      ['Mathematics', 'Grade 8', 'Exponents and powers'],
      ['History', 'Grade 7', 'The Mughal Empire'],
      ['Geography', 'Grade 8', 'Manufacturing industries'],
      ['English', 'Grade 8', 'Direct and reported speech'],
      ['Civics', 'Grade 10', 'Power sharing'],
      ['Science', 'Grade 10', 'Heredity and evolution'],
      ['Mathematics', 'Grade 10', 'Statistics'],
      ['Economics', 'Grade 9', 'People as resource'],
      ['Science', 'Grade 6', 'The solar system'],
      ['Science', 'Grade 7', 'Weather and climate', 'weather-and-climate.txt'],
      [
        'English',
        'Grade 6',
        'Reading: Finn the Giant and the Minister of Lund',
        'finn-the-giant-and-the-minister-of-lund-story.csv',
      ],
    ],
    lessons: [
      ['Mathematics', 'Grade 10', 'Probability', undefined, 40],
      ['History', 'Grade 9', 'The Russian Revolution', undefined, 45],
      ['Science', 'Grade 9', 'Force and laws of motion', undefined, 45],
      ['English', 'Grade 8', 'Email writing', undefined, 40],
      ['Science', 'Grade 7', 'Weather and climate', 'weather-and-climate.txt', 45],
    ],
  },
};
