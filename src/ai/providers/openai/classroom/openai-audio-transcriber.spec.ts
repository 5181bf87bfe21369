import { OpenAiAudioTranscriber } from 'src/ai/providers/openai/classroom/openai-audio-transcriber';
import { type FakeOpenAi, startFakeOpenAi } from 'test/support/fake-openai';
import { openAiTestConfig } from 'test/support/openai-test-config';

const AUDIO = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(512, 7)]);
const SEGMENTS = [
  { speaker: 'A', start: 0, end: 4.5, text: ' Why do leaves fall? ' },
  { speaker: 'B', start: 6, end: 7, text: 'Autumn.' },
];

describe('OpenAiAudioTranscriber (against a loopback OpenAI-compatible server)', () => {
  let fake: FakeOpenAi;
  const transcriber = (model: string) =>
    new OpenAiAudioTranscriber(
      openAiTestConfig(fake.baseUrl, { apiKey: 'sk-test-transcriber' }),
      model,
    );
  const file = (data: Buffer) => ({ data, filename: 'lesson.mp3', mimeType: 'audio/mpeg' });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.speak(AUDIO, SEGMENTS);
  });
  afterAll(() => fake.close());

  it('asks a diarizing model for diarized_json and keeps its speakers', async () => {
    await expect(transcriber('gpt-4o-transcribe-diarize').transcribe(file(AUDIO))).resolves.toEqual(
      [
        { start: 0, end: 4.5, text: 'Why do leaves fall?', speaker: 'A' },
        { start: 6, end: 7, text: 'Autumn.', speaker: 'B' },
      ],
    );
    expect(fake.transcriptions.at(-1)?.fields).toMatchObject({
      model: 'gpt-4o-transcribe-diarize',
      response_format: 'diarized_json',
      chunking_strategy: 'auto',
    });
  });

  it('asks other models for verbose_json segments, without speakers', async () => {
    const segments = await transcriber('whisper-1').transcribe(file(AUDIO));
    expect(segments.map((segment) => segment.speaker)).toEqual([null, null]);
    expect(fake.transcriptions.at(-1)?.fields).toMatchObject({
      model: 'whisper-1',
      response_format: 'verbose_json',
    });
  });

  it("reports the provider's refusal without the key", async () => {
    const error = await transcriber('whisper-1')
      .transcribe(file(Buffer.from('not taught')))
      .catch((caught: unknown) => caught as Error);
    expect((error as Error).message).toMatch(
      /^The AI provider rejected the request: .*never taught/,
    );
    expect((error as Error).message).not.toContain('sk-test-transcriber');
  });
});
