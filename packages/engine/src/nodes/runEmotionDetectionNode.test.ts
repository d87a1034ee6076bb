import { describe, expect, it } from 'vitest';
import { converse, node, testFlow, texts } from '../testing/testFlow';

const nodes = (data: Record<string, unknown> = {}) => [
  node('s', 'start'),
  node('ask', 'message', { message: '¿Cómo estás?', capture: { variable: 'estado' } }),
  node('emo', 'emotionDetection', data),
  node('happy', 'message', { message: '¡Qué bien!' }),
  node('sad', 'message', { message: 'Lo siento.' }),
  node('neutral', 'message', { message: 'Entiendo.' }),
  node('e', 'end'),
];
const tail = ['s->ask', 'ask->emo', 'happy->e', 'sad->e', 'neutral->e'];

describe('emotionDetection node', () => {
  it("detects the last reply's emotion, stores it and follows that emotion's output", async () => {
    const flow = testFlow(nodes(), [
      ...tail,
      'emo->happy@output-happy',
      'emo->sad@output-sad',
      'emo->neutral@output-neutral',
    ]);
    const results = await converse(flow, [{ text: 'Estoy muy triste' }]);
    expect(texts(results[1]!)).toEqual(['Lo siento.']);
    expect(results[1]!.state.variables.emocion).toBe('sad');
  });

  it('reads data.inputText when given and stores in outputVariable', async () => {
    const flow = testFlow(nodes({ inputText: '{{estado}} y feliz', outputVariable: 'animo' }), [
      ...tail,
      'emo->happy@output-happy',
      'emo->sad@output-sad',
    ]);
    const results = await converse(flow, [{ text: 'contento' }]);
    expect(texts(results[1]!)).toEqual(['¡Qué bien!']);
    expect(results[1]!.state.variables.animo).toBe('happy');
  });

  it('falls back to the neutral output, then the default edge, then any edge', async () => {
    const neutral = testFlow(nodes(), [...tail, 'emo->happy@output-happy', 'emo->neutral@output-neutral']);
    expect(texts((await converse(neutral, [{ text: 'estoy harto' }]))[1]!)).toEqual(['Entiendo.']);
    const plain = testFlow(nodes(), [...tail, 'emo->sad']);
    expect(texts((await converse(plain, [{ text: 'genial' }]))[1]!)).toEqual(['Lo siento.']);
    const any = testFlow(nodes(), [...tail, 'emo->happy@output-happy']);
    expect(texts((await converse(any, [{ text: 'rabia' }]))[1]!)).toEqual(['¡Qué bien!']);
  });
});
