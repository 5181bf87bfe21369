/**
 * Learner answers in British spelling with American twins, carrying the mistakes teachers reported
 * missed (#13).
 */

export const COMMUNITY_SERVICE_QUESTION =
  'Some people believe that unpaid community service should be a compulsory part of high school ' +
  'programmes. To what extent do you agree or disagree?';

/** An IELTS Task 2 answer (298 words) in British spelling. */
export const BRITISH_ESSAY = `In many countries, secondary schools now ask students to do unpaid community service, such as helping at a care home or cleaning a local park. Some people think this should be a compulsory part of every school programme. I mostly agree with this view, although I believe schools must organise it carefully.

Firstly, community service teach young people skills that they cannot learn from books. When I volunteered at a neighbourhood centre, I had to plan activities, apologise when something went wrong and work with people from different backgrounds. These experiences changed my behaviour and made me more patient. Furthermore, helping others can open students eyes to problems in their own town, and they begin to analyse why some families need support.

Secondly, compulsory service benefits the whole society. Many charities and organisations do not have enough staff, and students could fill this gap. In my city, a programme where teenagers read to elderly people has become a favourite activity for both groups. It also makes young people realise that they are part of a community and not only consumers.

On the other hand, there are some problems. Students lives are already busy with homework and exams, and extra duties may cause stress. In addition, someone has to supervise the volunteers, and the money has to come from taxes. If the service is badly organised, students will see it as a punishment rather than a chance to grow.

In conclusion, I agree that community service should be part of the school curriculum, because its benefits for students and for society are greater than its costs. However, the government should give schools enough funding and let students choose the kind of service that suits their interests, so that they feel proud of the colour it adds to their lives.`;

/** British spellings in BRITISH_ESSAY and their American forms. */
export const BRITISH_TO_AMERICAN: Readonly<Record<string, string>> = {
  programme: 'program',
  organise: 'organize',
  organised: 'organized',
  organisations: 'organizations',
  neighbourhood: 'neighborhood',
  centre: 'center',
  apologise: 'apologize',
  behaviour: 'behavior',
  analyse: 'analyze',
  favourite: 'favorite',
  realise: 'realize',
  colour: 'color',
};

/** BRITISH_ESSAY respelt the American way, word for word. */
export const AMERICAN_ESSAY = BRITISH_ESSAY.replace(
  new RegExp(`\\b(${Object.keys(BRITISH_TO_AMERICAN).join('|')})\\b`, 'g'),
  (word) => BRITISH_TO_AMERICAN[word],
);

export const FREE_UNIVERSITY_QUESTION =
  'Some people believe that university education should be free for everyone. To what extent do ' +
  'you agree or disagree?';

/**
 * A weaker IELTS Task 2 answer (195 words, under the minimum) with seven misspellings, agreement
 * and possessive mistakes, missing commas and "the money has to come from taxes", which is right.
 */
export const FREE_UNIVERSITY_ESSAY = `Nowadays many people thinks that the goverment should pay for univercity education. In my opinion this is a good idea but there are also some problems.

Firstly, education is very important for the society and for the economy. If students dont need to pay, more young people can study and the country will have more skilled workers. Students lives are very stressfull because they have to work and study in the same time. Free education can open students eyes to new oportunities and they can analyse what they really want to do.

Secondly, community service teach students to care about other people and the goverment programme can organise this. However the money has to come from taxes and many people does not want to pay more taxes. Also some students choose courses that is not useful for the economy, for example they study art or music and after they can not find a job.

In conclusion, I believe that the goverment should pay for the education of students who study important subjects, but the students who choose other subjects should pay part of the cost. This is the fairest way for everyone in the society.`;

export const EXTENSION_EMAIL_QUESTION =
  'Write an email to your professor, Professor Lee. In your email, explain why you could not ' +
  'finish your research paper on time and ask for an extension.';

/** A TOEFL email (68 words) with a greeting, a sign-off and two mistakes. */
export const EXTENSION_EMAIL = `Dear Professor Lee,

I am writting to ask for more time for my research paper. My sister were sick last week and I had to take care of her. I could not go to the library. I have finished most of the paper. I would like to ask if I can submit it next Monday instead of Friday. Thank you very much for your understanding.

Best regards,
Maria`;

/** A TOEFL academic discussion prompt with its standard framing. */
export const DISCUSSION_QUESTION = `Your professor is teaching a class on education. Write a post responding to the professor's question. In your response, you should do the following: Express and support your opinion. Make a contribution to the discussion in your own words. An effective response will contain at least 100 words.

Dr. Gupta: Many high schools now require students to do community service before they graduate. Should schools require community service, or should it be voluntary? Why?`;

/** An IELTS Academic Task 1 report with no figures from the chart. */
export const CHART_REPORT = `The bar chart shows how many people used three kinds of transport in a city between 2000 and 2020. Overall, the use of buses and bicycles increased while the use of cars went down.

Buses were the most popular kind of transport at the start of the period and they stayed popular. The number of people who used bicycles grew a lot, especially after the city built new cycle lanes. Cars were used by many people at the beginning, but their use fell steadily.

In general, the city moved away from cars and towards public transport and cycling. This change probably happened because of the new lanes and the higher cost of parking in the centre of the city.`;

export const CHART_QUESTION =
  'The chart below shows the number of people using buses, bicycles and cars in a city between ' +
  '2000 and 2020. Summarise the information by selecting and reporting the main features.';
