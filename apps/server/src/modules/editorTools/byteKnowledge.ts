export type ByteSentiment = 'normal' | 'happy' | 'sad' | 'warning' | 'thinking';

interface Topic {
  keywords: string[];
  answer: string;
}

/**
 * What Byte knows about Plubot when no AI service is configured: short Spanish answers picked by
 * keywords. Real guidance, not a canned "I don't know".
 */
const TOPICS: Topic[] = [
  {
    keywords: ['crear', 'nuevo', 'empezar', 'comenzar', 'fabrica', 'laboratorio'],
    answer:
      'Para crear un Plubot ve a «Crea tu Plubot»: eliges nombre, personalidad y poderes en cuatro pasos, y al activarlo se abre su editor de flujos. Si quieres algo rápido, usa /personalization: en un minuto tienes un bot con menú y captura de datos.',
  },
  {
    keywords: ['nodo', 'nodos', 'flujo', 'editor', 'conectar', 'conexion', 'arrastrar'],
    answer:
      'En el editor arrastra nodos desde la paleta y únelos tirando de un punto de salida a uno de entrada. Empieza en «Inicio», usa «Mensaje» para hablar o preguntar, «Decisión» para ofrecer botones y termina en «Fin». Deshacer y rehacer están en los controles de zoom.',
  },
  {
    keywords: ['decision', 'boton', 'botones', 'opcion', 'opciones', 'menu'],
    answer:
      'Un nodo «Decisión» muestra su pregunta con hasta 5 botones. Cada condición crea su nodo «Opción»: conecta cada opción con lo que el bot debe decir después. En el plan gratuito el chat muestra 3 botones.',
  },
  {
    keywords: ['variable', 'variables', 'nombre', 'email', 'correo', 'capturar', 'dato', 'datos', 'lead'],
    answer:
      'Para guardar lo que escribe el visitante activa «Esperar respuesta» en un nodo «Mensaje» y ponle nombre a la variable (por ejemplo nombre). Luego úsala en cualquier texto como {{nombre}}. La validación de email, teléfono o número repite la pregunta si el dato no es válido.',
  },
  {
    keywords: ['compartir', 'enlace', 'link', 'widget', 'web', 'qr', 'incrustar', 'embed'],
    answer:
      'Con «Compartir» obtienes el enlace público de tu bot, el código del widget para tu web, un código QR y la conexión con WhatsApp. Todo usa el mismo flujo: lo que guardas en el editor es lo que responde.',
  },
  {
    keywords: ['whatsapp'],
    answer:
      'En «Compartir» → WhatsApp pulsa «Generar código QR» y escanéalo desde WhatsApp → Dispositivos vinculados. Desde ese momento tu Plubot responde los mensajes que lleguen a ese número.',
  },
  {
    keywords: ['plan', 'pro', 'precio', 'limite', 'respuestas', 'pagar', 'gratis'],
    answer:
      'El plan gratuito «Despierto» incluye respuestas automáticas en el chat web, un menú de hasta 3 botones, captura de nombre, email y motivo, y 100 respuestas al mes. El plan Pro desbloquea poderes e integraciones avanzadas sin ese límite.',
  },
  {
    keywords: ['guardar', 'perdi', 'perder', 'version', 'versiones', 'copia', 'recuperar'],
    answer:
      'El editor guarda solo a los 2 segundos de cada cambio y conserva las últimas 50 versiones en «Más → Historial de versiones». Si algo falla al guardar, tu trabajo queda en una copia local y te ofreceré recuperarlo al volver.',
  },
  {
    keywords: ['simular', 'probar', 'prueba', 'simulacion'],
    answer:
      'Pulsa «Simular» en el editor para conversar con tu bot tal como está, sin guardar. Verás qué nodo se ejecuta y las variables que va recogiendo.',
  },
];

const HAPPY = ['gracias', 'genial', 'perfecto', 'excelente', 'me encanta', 'increible', 'bien'];
const SAD = ['error', 'falla', 'fallo', 'no funciona', 'problema', 'roto', 'perdi', 'triste'];
const WARNING = ['limite', 'pro', 'pagar', 'borrar', 'eliminar', 'cuidado'];

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** Byte's mood from the words of the message and the reply (spec: normal, happy, sad, warning, thinking). */
export function detectByteSentiment(message: string, reply: string): ByteSentiment {
  const text = normalize(`${message} ${reply}`);
  const has = (words: string[]) => words.some((word) => new RegExp(`\\b${word}\\b`).test(text));
  if (has(SAD)) return 'sad';
  if (has(WARNING)) return 'warning';
  if (has(HAPPY)) return 'happy';
  if (message.includes('?')) return 'thinking';
  return 'normal';
}

/** The best keyword answer for a message, or a friendly overview. */
export function answerFromKnowledge(message: string): string {
  const text = normalize(message);
  let best: Topic | undefined;
  let bestScore = 0;
  for (const topic of TOPICS) {
    const score = topic.keywords.filter((keyword) => new RegExp(`\\b${keyword}`).test(text)).length;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  if (best) return best.answer;
  if (/\b(hola|buenas|hey|saludos)\b/.test(text)) {
    return '¡Hola! Soy Byte, tu copiloto en el Pluniverse. Pregúntame cómo crear un bot, conectar nodos, capturar datos, compartir tu Plubot o conectarlo a WhatsApp.';
  }
  return 'Puedo ayudarte con la creación de tu Plubot, el editor de flujos (nodos, decisiones, variables), la simulación, compartir por enlace, widget, QR o WhatsApp, y los planes. ¿Sobre qué quieres saber más?';
}

/** The system prompt Byte uses with an AI service. */
export const BYTE_SYSTEM_PROMPT =
  'Eres Byte, el asistente de Plubot, una app para crear chatbots sin programar con un editor visual de flujos (nodos Inicio, Mensaje, Decisión, Opción, Fin, Petición HTTP, IA, Acción), que se comparten por enlace, widget, QR y WhatsApp. Responde en español, breve (máximo 4 frases), amable y práctico, con el tono espacial del Pluniverse.';
