/** A typical TOEFL submission (one academic-discussion answer of ~120 words). */
export function toeflBenchBody(clientId: string) {
  return {
    client_id: clientId,
    student_id: 'student-1',
    exam_type: 'IB',
    student_name: 'Bench Student',
    evaluation_text: [
      {
        question_id: 'q-1',
        question_number: '1',
        question_section: 'writing',
        question_type: 'TF-IB-W-02',
        question_text: 'Should universities require community service? Explain why.',
        answer_text:
          'I believe universities should require community service. Students learn responsibility when they ' +
          'help people in their neighbourhood, and they gain experience that a classroom cannot give. For ' +
          'example, my brother worked at a hospital for one summer and decided to become a nurse. Some people ' +
          'say students are too busy, but a few hours each month is not too much, and the skills they learn, ' +
          'such as teamwork and communication, help them in their future jobs. In conclusion, community ' +
          'service is good for students and for society.',
        question_multimedia_url: '',
      },
    ],
  };
}
