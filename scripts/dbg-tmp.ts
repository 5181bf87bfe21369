import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { planObjectives } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
const c = Curriculum.load(null);
const topic = c.topics.find((x: any) => x.title === process.argv[2])!;
const k = topicKnowledge([topic] as any, Number(process.argv[3] ?? 7), MATHS as any);
for (const o of planObjectives(k as any, topic.outcomes, 's')) console.log(o.outcome, o.skill, o.parts, o.check.question, o.more, o.practice);
for (let i = 0; i < 8; i++) console.log(MATHS.exercises('mensuration.rectangle', {grade: 6, difficulty: 'medium', count: 1, seed: 'x' + i})[0]?.question);
