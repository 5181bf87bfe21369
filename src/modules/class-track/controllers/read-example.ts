/** What a Completed read looks like, for Swagger (from a short plain-text lesson). */
export const READ_EXAMPLE = {
  data: {
    id: '6f1c2b8e-4a1d-4e59-9d2f-3c7b1a0e5d42',
    status: 'Completed',
    error_message: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:04.120Z',
    teacher_id: 't-1042',
    board: { id: '0d1e…', name: 'CBSE' },
    grade: { id: '4b7a…', name: 'Grade 6' },
    subject: { id: '9c2f…', name: 'Mathematics' },
    rubric_id: 'a3e9…',
    analysis_date: '2026-11-20',
    audio_url: null,
    analysis: {
      transcript_source: 'webvtt',
      talk_time: {
        teacher_seconds: 412.5,
        student_seconds: 138,
        silence_seconds: 61.2,
        teacher_talk_ratio: 0.749,
        measured_by: 'cue times: the seconds of the cues each side spoke; …',
      },
      student_turns: 23,
      distinct_student_speakers: 7,
      questions: {
        total: 41,
        open: 3,
        closed: 38,
        items: [{ text: 'Is 3/4 bigger than 1/2?', kind: 'closed', speaker: 'Teacher' }],
        measured_by: 'teacher sentences ending in "?", each classified open or closed by …',
      },
      wait_time: {
        mean_seconds: 1.4,
        items: [{ question: 'What is the top number called?', seconds: 0.8, next_speaker: 'S2' }],
        measured_by: 'cue times: from the end of a cue that ends with a teacher question …',
      },
      pacing: {
        words_per_minute: 148.2,
        lesson_minutes: 10.2,
        teacher_words: 1019,
        student_words: 240,
        measured_by: "the teacher's words per minute of the teacher's own speaking time",
      },
      talk_moves: {
        teacher: { none: 40, keeping_everyone_together: 6, press_for_reasoning: 2 },
        student: { none: 10, making_a_claim: 9, providing_evidence: 2 },
        examples: [
          {
            role: 'teacher',
            move: 'press_for_reasoning',
            speaker: 'Teacher',
            text: 'How do you know?',
          },
        ],
        measured_by: 'every sentence labelled with the TalkMoves scheme by …',
      },
      rubric_scores: [
        {
          criterion_id: '5d0e…',
          criterion: 'Questioning',
          score: 1,
          min_score: 0,
          max_score: 4,
          evidence: [
            'Is 3/4 bigger than 1/2?',
            'What is the top number called?',
            'How do you know?',
          ],
          rationale:
            'Measured by questioning: 3 of 41 teacher questions were open, e.g. "How do you know?"; 38 closed, e.g. "Is 3/4 bigger than 1/2?".',
        },
        {
          criterion_id: '7a41…',
          criterion: 'Building on student ideas',
          score: 0,
          min_score: 0,
          max_score: 4,
          evidence: ['Correct.', 'Numerator. Good.'],
          rationale:
            'Measured by uptake: of 23 student contributions the teacher replied to, 1 was built on, pressed for reasons or passed to the class, e.g. "How do you know?"; 19 only got a judgement or a repetition, e.g. "Correct.", which is not uptake.',
        },
      ],
      suggestions: [
        'At 02:14 Teacher asked "Is 3/4 bigger than 1/2?", a closed question (38 of 41 questions were closed), S2 answered "Yes." and the reply "Correct." only judged the answer. Before judging, ask for the reasoning: "Why is 3/4 bigger than 1/2?"',
        'At 03:02 Teacher asked "What is the top number called?" and S2 spoke after 0.8 s (mean wait 1.4 s). Ask it, then say "Think quietly first; I\'ll wait for a few hands." and wait at least 3 seconds before taking an answer.',
        'At 04:30 Teacher spoke 96 words without a student voice (the teacher had 75% of the talk), including "A fraction is bigger when its numerator is a bigger share of its denominator.". Stop there and hand the thinking to the students: "Turn to your partner: how would you explain why a fraction is bigger when its numerator is a bigger share of its denominator?"',
      ],
    },
  },
};
