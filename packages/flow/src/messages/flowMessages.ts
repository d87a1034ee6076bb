/**
 * Every user-visible text this package produces, keyed by a stable code. Templates use `{name}`
 * placeholders filled from a message's `params`. The web app copies these into its locale files and
 * translates by `code`; the server and tests can show `message` as is.
 *
 * Texts quoted in spec/flow-editor.md are verbatim; the others (marked "not in spec") are ours.
 */
export const FLOW_MESSAGES = {
  // Import and export (spec §5 "Import", §8).
  'import.emptyInput': 'Por favor, ingresa datos de flujo para importar.',
  'import.invalidJson': 'Error al parsear JSON. Verifica el formato de los datos.',
  'import.invalidFormat': 'Formato de datos inválido. El flujo debe contener arrays de nodos y aristas.',
  'import.incompleteFlow':
    'Precaución: El flujo importado puede estar incompleto. Asegúrate de tener nodos de inicio y mensaje.',
  'import.confirmDiscard':
    'Advertencia: {n} nodos y {m} aristas serán descartados por ser inválidos. ¿Continuar?',
  'import.success': '¡Flujo importado exitosamente! Se cargaron {n} nodos y {m} aristas.',
  'import.fileReadError': 'Error al leer el archivo: {message}',
  'export.success': '¡Flujo exportado con éxito! Se guardó como {file}',
  'export.error': 'Error al exportar el flujo. Por favor, intenta de nuevo.',

  // Save and validation (spec §5 "Flow save and validation").
  'save.noNodes': 'No hay nodos para guardar',
  'save.missingStartOrEnd':
    'Se requiere al menos un nodo de inicio y un nodo de fin conectados. Falta: {missing}',
  'save.missingStart': 'inicio',
  'save.missingEnd': 'fin',
  'validation.noNodes': 'No hay nodos para validar',
  // not in spec
  'validation.incompleteRoutes': 'Hay {n} rutas que no terminan en un nodo de fin.',
  'validation.nodeWithoutInput': 'El nodo "{label}" no tiene conexiones de entrada.',
  'validation.nodeWithoutOutput': 'El nodo "{label}" no tiene conexiones de salida.',
  'validation.decisionFewOutputs': 'El nodo de decisión "{label}" tiene menos de 2 salidas.',

  // Loading a stored flow (not in spec).
  'flow.notAnObject': 'Los datos del flujo no son un objeto.',
  'flow.versionTooNew': 'El flujo tiene la versión {version}, más reciente que la admitida ({supported}).',
  'flow.invalidVersion': 'La versión del flujo no es válida.',

  // Schema errors, each with the path of the offending value (not in spec).
  'schema.invalidType': 'En {path}: se esperaba {expected}.',
  'schema.tooBig': 'En {path}: supera el máximo permitido ({maximum}).',
  'schema.tooSmall': 'En {path}: no alcanza el mínimo requerido ({minimum}).',
  'schema.invalidValue': 'En {path}: valor no admitido.',
  'schema.unknownNodeType': 'En {path}: tipo de nodo desconocido.',
  'schema.duplicateNodeId': 'En {path}: el id de nodo "{id}" está repetido.',
  'schema.duplicateEdgeId': 'En {path}: el id de conexión "{id}" está repetido.',
  'schema.missingNode': 'En {path}: no existe el nodo "{id}".',
  'schema.invalid': 'En {path}: valor inválido.',

  // Connections (not in spec: the editor simply refuses the connection).
  'connection.missingNode': 'Uno de los extremos de la conexión no existe.',
  'connection.duplicate': 'Esta conexión ya existe.',
  'connection.intoStart': 'Un nodo de inicio no puede recibir conexiones.',
  'connection.fromEnd': 'Un nodo de fin no puede tener conexiones de salida.',
  'connection.notAllowed': 'No se puede conectar un nodo {source} con un nodo {target}.',

  // Node defaults (values written into node data).
  'node.copyLabel': '{label} (Copia)',

  // Per-node rules (spec §5 "Per node").
  'start.titleEmpty': 'El título no puede estar vacío.',
  'start.contentEmpty': 'El contenido no puede estar vacío.',
  'start.titleTooLong': 'El nombre no puede exceder los 50 caracteres.',
  'start.contentTooLong': 'El contenido dinámico no puede exceder los 200 caracteres.',
  'ai.emptyPrompt': 'El prompt y el mensaje de sistema están vacíos. No se puede ejecutar.',
  'aiPro.labelEmpty': 'El título no puede estar vacío.',
  'aiPro.temperature.rational': 'Racional',
  'aiPro.temperature.balanced': 'Equilibrado',
  'aiPro.temperature.creative': 'Creativo',
  'aiPro.length.short': 'Breve',
  'aiPro.length.medium': 'Medio',
  'aiPro.length.long': 'Largo',
  // not in spec
  'decision.questionEmpty': 'La pregunta no puede estar vacía.',
  'decision.questionTooLong': 'La pregunta no puede exceder los {max} caracteres.',
  'decision.tooManyConditions': 'Una decisión admite como máximo {max} condiciones.',
  'decision.notFound': 'No existe el nodo de decisión "{id}".',
  'option.instructionTooLong': 'La instrucción no puede exceder los {max} caracteres.',
  'ai.temperatureOutOfRange': 'La temperatura debe estar entre {min} y {max}.',
  'ai.maxTokensOutOfRange': 'El máximo de tokens debe ser un entero entre {min} y {max}.',
  'ai.maxTokensTooSmall': 'El máximo de tokens debe ser un entero de al menos {min}.',
  'http.invalidJsonBody': 'El cuerpo JSON no es válido.',
  'http.source.statusCode': 'Código de Estado',
  'http.source.bodyJsonPath': 'Body (JSON Path)',
  'http.source.bodyJsonPathHint': 'JSON Path (ej: data.user.id)',
  'http.source.headerKey': 'Cabecera (Header)',
  'http.source.headerKeyHint': 'Nombre Cabecera (ej: X-Request-ID)',
  'option.defaultLabel': 'Opción',

  // Editor header (spec §2).
  'lastSaved.never': 'Nunca',
  'lastSaved.justNow': 'Ahora mismo',
  'lastSaved.minutesAgo': 'Hace {n} min',
  'lastSaved.at': '{time}',

  // A node that cannot do its job yet (drawn as a warning on the node; not in spec).
  'service.ai':
    'No hay IA para este bot: conecta tu cuenta de OpenAI en Perfil → Integraciones, o aquí la conversación fallará.',
  'service.mail': 'El correo no está configurado en este servidor: el email no saldrá.',
  'service.notification': 'Sin correo configurado: el aviso solo llegará a la campana.',
  'service.discord': 'Sin token propio ni integración de Discord conectada.',
  'service.power': 'Este poder todavía no actúa en las conversaciones.',
  'service.powerLocked': 'Poder Pro: tu plan no lo incluye o su prueba terminó; aquí no hace nada.',
  'service.powerChannelWhatsApp':
    'WhatsApp Business es un canal, no un paso del flujo: este nodo no hace nada. Vincula tu número en Compartir → WhatsApp o conecta la API oficial en Compartir → Canales.',
  'service.powerChannelInstagram':
    'Instagram es un canal, no un paso del flujo: este nodo no hace nada. Conecta tu cuenta en Compartir → Canales.',
  'setup.httpUrl': 'Falta la URL de la petición.',
  'setup.webhookUrl': 'Falta la URL del webhook.',
  'setup.aiPrompt': 'Falta la instrucción para la IA.',
  'setup.actionType': 'Elige qué hace esta acción.',
  'setup.emailRecipient': 'Falta el destinatario del email.',
  'setup.notificationMessage': 'Falta el mensaje del aviso.',
  'setup.actionUrl': 'Falta la URL.',
  'setup.actionVariable': 'Falta la variable.',
  'setup.databaseCollection': 'Falta la colección y la clave del registro.',
  'setup.conditionRules': 'Añade al menos una regla con su variable.',
  'setup.discordMessage': 'Faltan el canal y el mensaje de Discord.',
  'setup.power': 'Elige un poder.',
  'setup.powerSettings': 'Faltan el mensaje y a dónde enviarlo.',
  'setup.powerAction': 'Elige la conexión y la acción.',
  'setup.powerInputs': 'Faltan datos obligatorios de la acción.',
  'setup.designLink':
    'Falta el enlace para compartir del diseño, o no es un enlace válido de Figma o de Canva.',
  'setup.handoffMessage': 'Falta el mensaje que se dice al llamar a una persona.',
  'setup.knowledgeQuestion': 'Falta la pregunta que se busca en el conocimiento del bot.',

  // Opening hours of a «Hablar con una persona» node (issue #29, not in spec).
  'hours.unknownTimeZone': 'La zona horaria «{timeZone}» no existe: usa un nombre como Europe/Madrid.',
  'hours.noDays': 'El horario está activado pero no tiene ningún día: añade al menos uno o desactívalo.',
  'hours.invalidPeriod':
    'El horario del {day} ({from}–{to}) no vale: la hora de inicio debe ser anterior a la de fin.',
  'hours.day.0': 'domingo',
  'hours.day.1': 'lunes',
  'hours.day.2': 'martes',
  'hours.day.3': 'miércoles',
  'hours.day.4': 'jueves',
  'hours.day.5': 'viernes',
  'hours.day.6': 'sábado',

  // Bot Doctor (issue #18; not in spec): what is wrong with a bot, in plain words, and its fixes.
  'doctor.noReachableEnd':
    'Ninguna conversación puede llegar a un final: desde el inicio no hay camino hasta un nodo de fin.',
  'doctor.fix.noReachableEnd': 'Añadir un fin y conectarlo',
  'doctor.deadEnd': 'La conversación se queda parada en «{label}»: después no pasa nada más.',
  'doctor.fix.deadEnd': 'Conectar a un fin',
  'doctor.unreachableNode': 'Nadie llega nunca a «{label}»: ningún camino desde el inicio pasa por aquí.',
  'doctor.fix.unreachableNode': 'Borrar este nodo sobrante',
  'doctor.fix.unreachableNodes': 'Borrar estos {n} nodos sobrantes',
  'doctor.fix.unreachableNodeConnect': 'Conectar «{from}» con «{to}»',
  'doctor.optionWithoutPath':
    'En «{label}», elegir «{options}» no lleva a ningún sitio: quien lo elija se queda sin respuesta.',
  'doctor.fix.optionWithoutPath': 'Conectar a un fin',
  'doctor.inescapableLoop':
    'Quien llega a «{label}» da vueltas sin salida: ningún camino sale de ese bucle ni llega a un final.',
  'doctor.variableUsedBeforeSet':
    '«{label}» usa la variable «{variable}», pero ningún paso anterior le da valor: aparecerá vacía.',
  'doctor.unvalidatedContactQuestion':
    '«{label}» pide un email sin comprobar que esté bien escrito: con una errata no podrás responder.',
  'doctor.fix.unvalidatedContactQuestion': 'Comprobar que sea un email válido',
  'doctor.unvalidatedContactQuestionPhone':
    '«{label}» pide un teléfono sin comprobar que esté bien escrito: con una errata no podrás llamar.',
  'doctor.fix.unvalidatedContactQuestionPhone': 'Comprobar que sea un teléfono válido',
  'doctor.nodeNotConfigured': '«{label}» no está terminado: {detail}',
  'doctor.serviceUnavailable':
    '«{label}» usa inteligencia artificial, pero no hay ninguna IA para este bot: conecta tu cuenta de OpenAI en Perfil → Integraciones, o la conversación fallará aquí.',
  'doctor.serviceUnavailableMail':
    '«{label}» envía un email, pero este servidor no tiene el correo configurado: el email no saldrá.',
  'doctor.serviceUnavailableNotification':
    '«{label}» avisa por email, pero el correo no está configurado: el aviso solo llegará a la campana de la aplicación.',
  'doctor.serviceUnavailableDiscord':
    '«{label}» publica en Discord, pero no tiene token propio y no hay ninguna integración de Discord conectada.',
  'doctor.serviceUnavailablePower':
    '«{label}» usa un poder que todavía no actúa en las conversaciones: aquí la conversación sigue sin hacer nada.',
  'doctor.powerChannelWhatsApp':
    '«{label}» usa WhatsApp Business, que es un canal y no un paso del flujo: aquí la conversación sigue sin hacer nada. Para que tu bot responda en WhatsApp, vincula el número por QR en Compartir → WhatsApp o conecta la API oficial en Compartir → Canales, y quita este nodo.',
  'doctor.powerChannelInstagram':
    '«{label}» usa Instagram, que es un canal y no un paso del flujo: aquí la conversación sigue sin hacer nada. Para que tu bot responda en Instagram, conecta la cuenta en Compartir → Canales y quita este nodo.',
  'doctor.serviceUnavailablePowerLocked':
    '«{label}» usa un poder Pro, pero tu plan no incluye los poderes Pro y no tienes una prueba activa (o ya terminó): aquí la conversación sigue sin hacer nada. Mejora tu plan o pruébalo con PluCoins.',
  'doctor.tooManyMenuButtons':
    '«{label}» ofrece {count} botones, pero tu plan muestra {max}: no se verán {hidden}.',
  'doctor.menuShapeOnChannelNumbered':
    '«{label}» ofrece {count} opciones: en {channels} llegarán como una lista numerada dentro de un texto, y habrá que responder escribiendo el número o la opción. Con {max} o menos se podrán elegir tocándolas.',
  'doctor.menuShapeOnChannelList':
    'En WhatsApp, «{label}» ofrece {count} opciones y un mensaje admite como mucho {max} botones: llegarán en una lista que se abre con un botón. Con {max} o menos se verán como botones.',
  'doctor.menuShapeOnChannelQr':
    'WhatsApp vinculado por QR no muestra botones: los menús de tu bot ({count}) llegan como una lista numerada dentro de un texto y se responden escribiendo el número o la opción. Si quieres botones y listas, conecta la API oficial de WhatsApp en Compartir → Canales.',
  'doctor.buttonLabelTooLongForChannel':
    'En {channels}, las opciones de «{label}» muestran como mucho {max} caracteres: se cortarán {options}.',
  'doctor.buttonLabelTooLongForChannelAlike':
    'En {channels}, las opciones de «{label}» muestran como mucho {max} caracteres: se cortarán {options} y algunas quedarán iguales, así que no se sabrá cuál es cuál. Acórtalas o haz que empiecen de otra manera.',
  'doctor.messageTooLongForChannel':
    'El texto de «{label}» tiene {length} caracteres, más de los {max} que caben en un mensaje de {channels}: llegará partido en {parts} mensajes.',
  'doctor.messageTooLongForInstagram':
    'El texto de «{label}» no cabe en un mensaje de Instagram, que admite {max} bytes (una letra con tilde ocupa 2 y un emoji 4): llegará partido en {parts} mensajes.',
  'doctor.messageTooLongForChannelButtons':
    'La pregunta de «{label}» tiene {length} caracteres, más de los {max} que caben junto a los botones de WhatsApp: llegará partida en {parts} mensajes, con los botones en el último.',
  'doctor.missingPrivacyNotice':
    'Tu bot pide datos personales, pero el saludo no menciona la privacidad: cuenta para qué los usas.',
  'doctor.fix.missingPrivacyNotice': 'Añadir un aviso de privacidad al inicio',
  'doctor.privacyNoticeText':
    'Usaremos tus datos solo para atender tu consulta, según nuestra política de privacidad.',
  'doctor.privacyNoticeLabel': 'Aviso de privacidad',
  'doctor.leadNeverSaved':
    'El bot pide «{variables}», pero después nada lo guarda ni te lo envía: ese contacto no te llegará.',
  'doctor.fix.leadNeverSaved': 'Guardar los datos después de «{label}»',
  'doctor.saveDataDescription': 'Guardar los datos del contacto',
  'doctor.handoffHoursInvalid': '«{label}» tiene un horario que no se puede usar: {detail}',
  'doctor.handoffOutsideNotConnected':
    'Fuera de horario, «{label}» sigue por la salida «Fuera de horario», pero no está conectada: la conversación terminará ahí.',
  'doctor.handoffNobodyTold':
    'Cuando alguien pida una persona en «{label}», solo te avisará la campana de Plubot: no saldrá ningún e-mail y ningún canal de Slack, Telegram o Discord del bot se enterará. Activa «Avisarme por e-mail» en los ajustes de la bandeja o añade uno de esos poderes con su canal.',
  'doctor.knowledgeWithoutSources':
    '«{label}» responde con el conocimiento del bot, pero el bot todavía no tiene fuentes listas. Añade preguntas y respuestas, un texto, un archivo o una web en Conocimiento.',
  'doctor.knowledgeSourcesFailed':
    '«{label}» responde con el conocimiento del bot, pero hay fuentes que no se pudieron procesar ({failed}) y no se usan al responder: revísalas en Conocimiento.',
  'doctor.knowledgeNoUnknownPath':
    'Cuando «{label}» no sepa la respuesta, la conversación seguirá como si hubiera respondido: conecta su salida «No sé», por ejemplo a «Hablar con una persona».',
  'doctor.powerConnectionMissing':
    '«{label}» actúa con {service}, pero no tiene una conexión que funcione: conecta tu cuenta en Perfil → Integraciones (o pruébala de nuevo) y elígela en el nodo. Aquí la conversación sigue sin hacer nada.',
  'doctor.chargeAmount.amountInvalid':
    '«{label}» cobra una cantidad que no se entiende como importe (o un mínimo o máximo que no lo es): escribe por ejemplo 25 o 25,50.',
  'doctor.chargeAmount.currencyInvalid':
    '«{label}» cobra en una moneda que no está en la lista: elígela en el nodo.',
  'doctor.chargeAmount.currencyUnsupported':
    '«{label}» cobra en {currency}, que {service} no acepta: elige una de estas monedas ({accepted}) o cobra con otro servicio de pago.',
  'doctor.chargeAmount.belowMinimum':
    '«{label}» cobra menos que su mínimo (o su mínimo es mayor que su máximo): revisa el importe y los límites.',
  'doctor.chargeAmount.aboveMaximum': '«{label}» cobra más que su máximo: revisa el importe y los límites.',
  'doctor.chargeAmount.boundsMissing':
    '«{label}» cobra un importe que sale de una variable, así que necesita un mínimo y un máximo: sin ellos se cobraría lo que cualquiera escribiera.',
  'doctor.chargeWithoutPaidPath':
    'Cuando llegue el pago de «{label}», la conversación terminará sin decir nada: conecta su salida «Pagado», por ejemplo a un mensaje de confirmación.',
  'doctor.bookingHoursInvalid':
    '«{label}» tiene un horario de reservas que no se puede usar: la hora de inicio y de fin van como 09:00 y 18:00, el inicio antes que el fin, y una zona horaria de la lista.',
  'doctor.powerActionsFailed':
    'Las acciones de «{label}» fallaron en los últimos 30 días: revisa «Errores de integraciones» en la página del bot.',

  // Performance suggestions (spec §9; wording not in spec).
  'performance.enableUltra': 'Activa el Modo Ultra Rendimiento para mejorar la fluidez del editor.',
  'performance.splitFlow': 'Divide el flujo en subflujos más pequeños.',
  'performance.avoidFastMovements': 'Evita movimientos rápidos del lienzo mientras trabajas.',
} as const;

/** A stable message code, e.g. `'import.emptyInput'`. */
export type FlowMessageCode = keyof typeof FLOW_MESSAGES;

/** Values substituted into a message template. */
export type FlowMessageParams = Readonly<Record<string, string | number>>;

/** A user-visible message: a code to translate, the Spanish text, and the values it was built from. */
export interface FlowMessage {
  readonly code: FlowMessageCode;
  readonly message: string;
  readonly params?: FlowMessageParams;
}

/** A message about one value of a larger structure, located by a dotted path (`nodes.3.data.label`). */
export interface FlowIssue extends FlowMessage {
  readonly path: string;
}
