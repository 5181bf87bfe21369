import { analyseSource } from 'src/ai/builtin/teaching/source/analyse-source';
import { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import { readFileSync } from 'fs';
async function main() {
  const text = readFileSync('/tmp/scratch/quake.txt', 'utf8');
  const a = await analyseSource(new WordNet(), { board: 'CBSE', grade: 'Grade 7', subject: 'Geography', topic: 'Earthquakes', section: null, sources: [{ document: 'd', page: 1, text }] }, []);
  console.log(a.terms.map((t) => `${t.label}:${t.kind}`).join(', '));
}
main();
