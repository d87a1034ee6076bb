import { beforeAll, describe, expect, it } from 'vitest';
import { edges, node } from './flowSpecs';
import { ask, greet, useNodeTypesStage } from './testing/useNodeTypesStage';

// The AI nodes against the local OpenAI-compatible server, and emotion detection (no AI call).
describe('node types on the public chat: AI and emotion detection', () => {
  const stage = useNodeTypesStage();
  const { botWithFlow, chat } = stage;

  describe('AI nodes', () => {
    it('asks the AI with the prompt and system message filled in, shows the answer and stores it', async () => {
      const bot = await botWithFlow(
        'Poeta',
        [
          greet(),
          ask('ask', '¿Cómo te llamas?', 'nombre'),
          node('ai', 'ai-1', {
            promptTemplate: 'Escribe un saludo para {{nombre}}',
            systemMessage: 'Eres el asistente de {{nombre}}. Responde en español.',
            temperature: 0.3,
            maxTokens: 80,
            responseVariable: 'saludo',
          }),
          node('message', 'echo', { message: 'Guardé: {{saludo}}' }),
          node('end', 'end-1', { endMessage: 'Adiós' }),
        ],
        edges('start-1->ask@output', 'ask->ai-1', 'ai-1->echo', 'echo->end-1'),
      );
      const before = stage.ai.received.length;
      const { said, last } = await chat(bot.publicId, ['Lucía']);
      expect(said).toEqual([
        'Eco: Escribe un saludo para Lucía',
        'Guardé: Eco: Escribe un saludo para Lucía',
        'Adiós',
      ]);
      expect(last.ended).toBe(true);
      expect(stage.ai.received).toHaveLength(before + 1);
      expect(stage.ai.received.at(-1)).toEqual({
        authorization: 'Bearer sk-nodos',
        body: {
          model: 'modelo-nodos',
          temperature: 0.3,
          max_tokens: 80,
          messages: [
            { role: 'system', content: 'Eres el asistente de Lucía. Responde en español.' },
            { role: 'user', content: 'Escribe un saludo para Lucía' },
          ],
        },
      });
    });

    it('runs AI Pro with its own prompt field and keeps temperature and tokens within its ranges', async () => {
      const bot = await botWithFlow(
        'Experto',
        [
          greet(),
          ask('ask', '¿Qué necesitas?', 'pedido'),
          // Out-of-range settings from an imported flow: AI Pro allows 0.2–1 and 50–500 tokens.
          node('aiNodePro', 'pro', {
            prompt: 'Resume: {{pedido}}',
            promptTemplate: 'No se usa',
            systemMessage: 'Sé breve',
            temperature: 1.7,
            maxTokens: 9000,
          }),
          node('message', 'echo', { message: '({{ai_response}})' }),
          node('end', 'end-1', { endMessage: 'Fin' }),
        ],
        edges('start-1->ask@output', 'ask->pro', 'pro->echo@output', 'echo->end-1'),
      );
      const { said } = await chat(bot.publicId, ['una mesa para dos']);
      expect(said).toEqual(['Eco: Resume: una mesa para dos', '(Eco: Resume: una mesa para dos)', 'Fin']);
      expect(stage.ai.received.at(-1)?.body).toMatchObject({
        temperature: 1,
        max_tokens: 500,
        messages: [
          { role: 'system', content: 'Sé breve' },
          { role: 'user', content: 'Resume: una mesa para dos' },
        ],
      });
    });

    it('says so in Spanish, and goes on, when this server has no AI service', async () => {
      const bot = await botWithFlow(
        'Sin IA',
        [
          greet(),
          node('ai', 'ai-1', { promptTemplate: 'Hola' }),
          node('aiNodePro', 'pro', { prompt: 'Hola' }),
          node('end', 'end-1', { endMessage: 'Sigo aquí' }),
        ],
        edges('start-1->ai-1@output', 'ai-1->pro', 'pro->end-1@output'),
      );
      const before = stage.ai.received.length;
      // The operator has not configured AI_BASE_URL: the chat reads the configuration on every turn.
      const configured = stage.app.config.AI_BASE_URL;
      stage.app.config.AI_BASE_URL = undefined;
      try {
        const { said, last } = await chat(bot.publicId, []);
        expect(said).toEqual([
          'Hola',
          'La inteligencia artificial no está configurada para este bot.',
          'La inteligencia artificial no está configurada para este bot.',
          'Sigo aquí',
        ]);
        expect(last.ended).toBe(true);
      } finally {
        stage.app.config.AI_BASE_URL = configured;
      }
      expect(stage.ai.received).toHaveLength(before);
    });
  });

  describe('emotion detection', () => {
    let publicId: string;
    beforeAll(async () => {
      const reaction = (emotion: string, text: string) =>
        node('message', `say-${emotion}`, { message: `${text} ({{animo}})` });
      const emotions = ['happy', 'sad', 'angry', 'frustrated', 'surprised', 'neutral'];
      ({ publicId } = await botWithFlow(
        'Empático',
        [
          greet(),
          ask('ask', '¿Cómo te sientes hoy?', 'sentir'),
          node('emotionDetection', 'emo', { inputText: '{{sentir}}', outputVariable: 'animo' }),
          reaction('happy', 'Me alegra'),
          reaction('sad', 'Lo siento'),
          reaction('angry', 'Entiendo tu enojo'),
          reaction('frustrated', 'Vamos a resolverlo'),
          reaction('surprised', '¡Qué sorpresa!'),
          reaction('neutral', 'Gracias por contarlo'),
          node('end', 'end-1', { endMessage: 'Hasta luego' }),
        ],
        edges(
          'start-1->ask@output',
          'ask->emo',
          ...emotions.flatMap((emotion) => [
            `emo->say-${emotion}@output-${emotion}`,
            `say-${emotion}->end-1`,
          ]),
        ),
      ));
    });

    // Detection is Spanish keyword matching in the engine (no AI call): the same on every channel.
    it.each([
      ['¡Estoy muy feliz hoy!', 'Me alegra (happy)'],
      ['No estoy bien', 'Lo siento (sad)'],
      ['Tengo mucha rabia con esto', 'Entiendo tu enojo (angry)'],
      ['Estoy harto, otra vez no funciona', 'Vamos a resolverlo (frustrated)'],
      ['¡Wow, en serio!', '¡Qué sorpresa! (surprised)'],
      ['Quiero información de precios', 'Gracias por contarlo (neutral)'],
    ])('“%s” takes its emotion’s output: %s', async (reply, expected) => {
      const before = stage.ai.received.length;
      const { said } = await chat(publicId, [reply]);
      expect(said).toEqual([expected, 'Hasta luego']);
      expect(stage.ai.received).toHaveLength(before);
    });
  });
});
