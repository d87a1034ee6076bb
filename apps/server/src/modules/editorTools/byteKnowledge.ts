export type ByteSentiment = 'normal' | 'happy' | 'sad' | 'warning' | 'thinking';

/** Where Byte is asked: the flow editor, or the creation lab (`/welcome`, `/factory`, `/personalization`). */
export type ByteContext = 'editor' | 'lab';

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
    // Before 'variables': asked how to keep an e-mail, a phone or a contact, this is the answer.
    keywords: [
      'correo',
      'email',
      'e-mail',
      'mail',
      'telefono',
      'lead',
      'contacto',
      'resultado',
      'csv',
      'dato',
      'datos',
      'guardar datos',
    ],
    answer:
      'No necesitas nada más: un nodo «Mensaje» con «Esperar respuesta» que pide un email o un teléfono (elige esa validación) crea el contacto por sí solo en «Contactos», uno por persona, y te aviso en la campana. Además, cada respuesta queda guardada como resultado de su conversación, y puedes descargarlas en CSV desde las conversaciones del bot. La Acción «Guardar datos» es solo para registros personalizados.',
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
    keywords: ['conocimiento', 'faq', 'frecuentes', 'documento', 'documentos', 'pdf', 'sabe', 'preguntas'],
    answer:
      'En «Conocimiento» (en la tarjeta del bot) añade preguntas y respuestas, textos, archivos (PDF, Word, TXT, CSV) o páginas de tu web. Luego usa el nodo «Responder con conocimiento» (grupo Inteligencia): responde con el fragmento que mejor encaja y su fuente, y si no está seguro sigue por la salida «No sé», por ejemplo hacia «Hablar con una persona». Las preguntas sin respuesta aparecen en «Preguntas sin respuesta» para que las contestes con un clic.',
  },
  {
    keywords: ['simular', 'probar', 'prueba', 'simulacion'],
    answer:
      'Pulsa «Simular» en el editor para conversar con tu bot tal como está, sin guardar. Verás qué nodo se ejecuta y las variables que va recogiendo.',
  },
];

/**
 * What Byte adds in the creation lab: the four steps, names, personalities, powers, the quick
 * creator and what happens after activating. Checked before the general topics there.
 */
const LAB_TOPICS: Topic[] = [
  {
    keywords: ['nombre', 'llamar', 'llamo', 'identidad', 'caracteres'],
    answer:
      'En «Identidad Digital» eliges el nombre de tu Plubot: entre 3 y 20 caracteres, corto y fácil de recordar, como el de tu negocio o un apodo espacial. Podrás cambiarlo después desde su identidad.',
  },
  {
    keywords: [
      'personalidad',
      'tono',
      'audaz',
      'sabio',
      'servicial',
      'creativo',
      'neutral',
      'misterioso',
      'color',
    ],
    answer:
      'En «Núcleo de Personalidad» eliges cómo habla tu Plubot: Audaz, Sabio, Servicial, Creativo, Neutral o Misterioso. Cada una le da su color al holograma; para atender clientes, Servicial suele ser la apuesta segura.',
  },
  {
    keywords: ['poder', 'poderes', 'habilidad', 'habilidades', 'integracion', 'integraciones'],
    answer:
      'En «Poderes del Plubot» eliges al menos uno: son integraciones como Google Sheets, Slack, Notion o Discord. Los marcados «Requiere Plan Pro» se desbloquean con el plan Pro o con una prueba de 7 días pagada con PluCoins en el Mercado.',
  },
  {
    keywords: ['paso', 'pasos', 'activar', 'activacion', 'continuar', 'despues', 'siguiente', 'terminar'],
    answer:
      'El laboratorio tiene cuatro pasos: nombre, personalidad, poderes y «Activación Final». Al pulsar «Activar Plubot» se crea tu bot y se abre su editor de flujos, donde diseñas la conversación y la guardas con un nodo «Fin». Tu borrador queda guardado en este navegador, incluso si antes tienes que registrarte.',
  },
  {
    keywords: ['rapido', 'minuto', 'personalization', 'despierto', 'sencillo', 'facil'],
    answer:
      'Si quieres algo rápido usa el creador de /personalization: escribes la bienvenida, un menú de hasta 3 botones con sus respuestas y qué datos pedir (nombre, email, motivo), y obtienes al momento el enlace público de tu bot.',
  },
  {
    keywords: ['registrar', 'registro', 'cuenta', 'sesion', 'borrador', 'guardar', 'perder'],
    answer:
      'Puedes diseñar tu Plubot sin cuenta: el borrador se guarda en este navegador. Al activarlo te pediré iniciar sesión o registrarte; después, en el Pluniverse verás «Tienes un Plubot a medio crear» para continuar justo donde lo dejaste.',
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

/**
 * Byte's mood from the words of the message and the reply (spec: normal, happy, sad, warning,
 * thinking). Byte is 'thinking' only when its own reply asks something back: a question the visitor
 * asked has been answered, so Byte does not stay 'pensando' after every answer.
 */
export function detectByteSentiment(message: string, reply: string): ByteSentiment {
  const text = normalize(`${message} ${reply}`);
  const has = (words: string[]) => words.some((word) => new RegExp(`\\b${word}\\b`).test(text));
  if (has(SAD)) return 'sad';
  if (has(WARNING)) return 'warning';
  if (has(HAPPY)) return 'happy';
  if (reply.trim().endsWith('?')) return 'thinking';
  return 'normal';
}

/**
 * The best keyword answer for a message, or a friendly overview. In the lab the lab's topics come
 * first (a tie goes to them).
 */
export function answerFromKnowledge(message: string, context: ByteContext = 'editor'): string {
  const text = normalize(message);
  let best: Topic | undefined;
  let bestScore = 0;
  for (const topic of context === 'lab' ? [...LAB_TOPICS, ...TOPICS] : TOPICS) {
    const score = topic.keywords.filter((keyword) => new RegExp(`\\b${keyword}`).test(text)).length;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  if (best) return best.answer;
  if (context === 'lab' && /\b(hola|buenas|hey|saludos)\b/.test(text)) {
    return '¡Hola! Soy Byte y te acompaño en el laboratorio. Pregúntame cómo elegir el nombre, la personalidad o los poderes de tu Plubot, o qué pasa al activarlo.';
  }
  if (/\b(hola|buenas|hey|saludos)\b/.test(text)) {
    return '¡Hola! Soy Byte, tu copiloto en el Pluniverse. Pregúntame cómo crear un bot, conectar nodos, capturar datos, compartir tu Plubot o conectarlo a WhatsApp.';
  }
  return 'Puedo ayudarte con la creación de tu Plubot, el editor de flujos (nodos, decisiones, variables), la simulación, compartir por enlace, widget, QR o WhatsApp, y los planes. ¿Sobre qué quieres saber más?';
}

/** The system prompt Byte uses with an AI service. */
export const BYTE_SYSTEM_PROMPT =
  'Eres Byte, el asistente de Plubot, una app para crear chatbots sin programar con un editor visual de flujos (nodos Inicio, Mensaje, Decisión, Opción, Fin, Petición HTTP, IA, Acción), que se comparten por enlace, widget, QR y WhatsApp. Un «Mensaje» que espera un email o un teléfono crea solo el contacto del visitante en «Contactos» (uno por persona) y cada respuesta queda como resultado de su conversación (con CSV); la Acción «Guardar datos» es solo para registros personalizados. Responde en español, breve (máximo 4 frases), amable y práctico, con el tono espacial del Pluniverse.';

/** The system prompt Byte uses with an AI service while the user is in the creation lab. */
export const BYTE_LAB_SYSTEM_PROMPT = `${BYTE_SYSTEM_PROMPT} Ahora acompañas al usuario en el laboratorio de creación: cuatro pasos (nombre de 3 a 20 caracteres, personalidad —Audaz, Sabio, Servicial, Creativo, Neutral o Misterioso—, al menos un poder, y «Activar Plubot», que crea el bot y abre su editor de flujos). Sin cuenta, el borrador se guarda en el navegador y se retoma desde el Pluniverse tras registrarse. Para algo rápido existe /personalization (bienvenida, menú de hasta 3 botones y captura de datos).`;

/** Byte's system prompt for where it is asked. */
export function getByteSystemPrompt(context: ByteContext): string {
  return context === 'lab' ? BYTE_LAB_SYSTEM_PROMPT : BYTE_SYSTEM_PROMPT;
}
