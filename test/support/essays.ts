import type { Session } from 'test/support/session';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

/** Sample answers written for the tests (learner-style, with deliberate mistakes). */
export const COMMUNITY_SERVICE_ANSWER = [
  'I beleive universities should require community service from every student. There is many reasons for this.',
  'First, students learns responsibility when they help people in their neighbourhood. When I volunteered at a',
  'food bank last year, I had to arrive early, organise donations and talk with families who needed help.',
  'Second, community service give students real experience that they can not get in a classroom. For example,',
  'my brother worked at a hospital for one summer and he decided to become a nurse because of it.',
  'Some people say that students are too busy with their studies. However, a few hours each month is not too',
  'much, and the skills they learn, such as teamwork and communication, also help them in their future jobs.',
  'In conclusion, I think community service is good for students and for society, so universities should require it.',
].join(' ');

export const TRANSPORT_ESSAY = [
  'In many cities, traffic congestion and air pollution has become serious problems. Some people argue that',
  'governments should spend more money on public transport instead of building new roads. I completely agree',
  'with this view for several reasons.',
  '',
  'Firstly, public transport moves many more people using less space and energy. A single bus can replace',
  'dozens of private cars, which reduce both traffic jams and emissions. In cities such as Singapore, a reliable',
  'metro system has made it possible for most residents to travel without a car.',
  '',
  'Secondly, investing in public transport helps people with low incomes. Not everyone can afford to buy and',
  'maintain a car, so cheap and frequent buses gives them access to jobs, schools and hospitals. New roads, on the',
  'other hand, mainly benefit those who already drive, and they often fill up with traffic again within a few years.',
  '',
  'However, some people believe that roads are still necessary for goods transport and for rural areas where',
  'buses are rare. This is true, but it does not mean that most money should go to roads in crowded cities.',
  '',
  'In conclusion, governments should give priority to public transport because it is more efficient, fairer and',
  'better for the environment. Roads should be improved only where there is no realistic alternative.',
].join('\n');

/** A valid TOEFL submission of the session's client. */
export function toeflBody(session: Session, answer = COMMUNITY_SERVICE_ANSWER): Body {
  return {
    client_id: session.clientId,
    student_id: 'student-1',
    exam_type: 'IB',
    student_name: 'Asha Verma',
    teacher_id: '',
    evaluation_text: [
      {
        question_id: 'q-1',
        question_number: '1',
        question_section: 'writing',
        question_type: 'TF-IB-W-02',
        question_text:
          'Your professor asks:\nShould universities require community service? Explain why.',
        answer_text: answer,
        question_multimedia_url: '',
      },
    ],
  };
}
