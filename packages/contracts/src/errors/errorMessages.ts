import { PRODUCT_NAME } from '../product';

/**
 * The Spanish text of every error message, keyed by the catalogue's message keys. Where spec
 * app.md §8 names a message, this is that message word for word. `{{name}}` marks a value the
 * thrower supplies.
 */
const es = {
  invalidBody: 'Los datos enviados no son válidos.',
  invalidQuery: 'Los parámetros de la solicitud no son válidos.',
  unstorableText:
    'El texto contiene un carácter que no se puede guardar (U+0000 o un carácter Unicode incompleto). Quítalo y vuelve a intentarlo.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no admitido: {{type}}.',
  rateLimited: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  routeNotFound: 'La ruta {{method}} {{url}} no existe.',
  notFound: 'Recurso no encontrado.',
  unauthorized: 'Debes iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para hacer esto.',
  internal: 'Ocurrió un error inesperado.',
  invalidCredentials: 'Credenciales inválidas',
  emailNotVerified: 'Debes verificar tu correo electrónico antes de iniciar sesión.',
  alreadyVerified: 'Tu correo ya estaba verificado. Inicia sesión.',
  invalidVerificationToken: 'El enlace de verificación no es válido o ha expirado. Solicita uno nuevo.',
  invalidResetToken: 'El enlace para restablecer la contraseña no es válido o ha expirado.',
  noPasswordSet:
    'Tu cuenta usa Google para iniciar sesión. Usa «¿Olvidaste tu contraseña?» para crear una contraseña.',
  wrongCurrentPassword: 'La contraseña actual es incorrecta.',
  wrongPassword: 'La contraseña no es correcta.',
  accountConfirmationMismatch: 'El correo escrito no coincide con el de tu cuenta.',
  billingNotConfigured:
    'Los pagos en línea no están activados en este servidor. Escribe al operador desde Contacto para cambiar de plan.',
  billingUnavailable: 'No se pudo contactar con el servicio de pagos. Inténtalo de nuevo en unos minutos.',
  billingAlreadySubscribed:
    'Ya tienes una suscripción activa, así que no abrimos otro pago. Para cambiar de plan o cancelarla, escríbenos desde la página de contacto.',
  webhookSignatureInvalid: 'La firma del aviso de pago no es válida.',
  powerWebhookSignatureInvalid:
    'El aviso no lleva una firma válida de este servicio, así que no se tuvo en cuenta.',
  powerWebhookUnreadable: 'El aviso no tiene la forma que envía este servicio.',
  powerWebhookUnavailable:
    'No se pudo consultar el servicio para leer el aviso. Vuelve a enviarlo más tarde.',
  sessionExpired: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  googleNotConfigured: 'El inicio de sesión con Google no está configurado',
  googleUnavailable: 'No se pudo contactar con Google. Inténtalo de nuevo más tarde.',
  googleInvalidState:
    'La solicitud de inicio de sesión con Google no es válida o ha expirado. Inténtalo de nuevo.',
  googleExchangeFailed: 'Error en la autenticación con Google',
  googleEmailUnverified: 'Tu cuenta de Google no tiene un correo verificado.',
  googleBrowserMismatch:
    'Este inicio de sesión con Google empezó en otro navegador o ha caducado. Vuelve a pulsar «Iniciar sesión con Google» en este navegador.',
  invalidPlubotId: `ID del ${PRODUCT_NAME} no válido`,
  plubotNotFound: `No se encontró el ${PRODUCT_NAME}. Verifica que el ID sea correcto.`,
  plubotCreateFailed: `La creación del ${PRODUCT_NAME} falló.`,
  proRequired: 'Requiere Plan Pro',
  flowConflict: 'El flujo se modificó en otra pestaña o dispositivo. Elige qué versión conservar.',
  flowVersionNotFound: 'No se encontró esa versión del flujo.',
  flowBackupNotFound: 'No se encontró esa copia de seguridad.',
  flowPowerProRequired:
    'El flujo usa {{powers}}, un poder Pro: para guardarlo necesitas un plan de pago o una prueba activa de ese poder. Quita el nodo o mejora tu plan.',
  flowStorageFull:
    'No se guardó: tus bots ya ocupan {{used}} de los {{limit}} que tu plan incluye para flujos, versiones y copias de seguridad. Borra bots o copias que no uses, o mejora tu plan.',
  publishConflict:
    'Alguien publicó este bot hace un momento desde otra pestaña o dispositivo. Revisa los cambios y vuelve a publicar.',
  publishBlocked:
    'No se publicó: Bot Doctor encontró problemas que impedirían a tus visitantes llegar al final. Corrígelos y vuelve a publicar.',
  publishedVersionNotFound: 'Esa versión publicada no existe.',
  chatBotNotFound: 'Este Plubot no existe o ya no está disponible.',
  chatSessionNotFound: 'Esta conversación no existe. Empieza una nueva.',
  conversationNotFound: 'Esta conversación no existe o no es de uno de tus bots.',
  conversationClosed: 'Esta conversación ya está cerrada.',
  conversationNotTaken: 'Toma la conversación antes de escribir al visitante.',
  resumeNodeNotFound: 'Ese paso no está en la versión del flujo de esta conversación. Elige otro.',
  knowledgeSourceNotFound: 'Esta fuente de conocimiento no existe o no es de uno de tus bots.',
  knowledgeSourcesLimit:
    'Tu bot ya tiene {{max}} fuentes de conocimiento, el máximo de tu plan. Borra alguna o mejora tu plan para añadir más.',
  knowledgeBytesLimit:
    'Con esta fuente tu bot pasaría de {{max}} de conocimiento, el máximo de tu plan. Borra alguna fuente o mejora tu plan.',
  knowledgeFileRequired: 'Elige un archivo para subir.',
  knowledgeFileType:
    'Ese tipo de archivo no se puede leer. Sube un PDF, un Word (.docx), un texto (.txt o .md) o un CSV.',
  knowledgeFileTooLarge: 'El archivo pesa demasiado: el máximo es {{max}} por archivo.',
  chatBusy: 'Estoy terminando de responder tu mensaje anterior. Inténtalo de nuevo en un momento.',
  chatVisitorReplyLimit:
    'Has enviado muchos mensajes a este Plubot en poco tiempo: responde como mucho {{max}} por hora a cada visitante. Vuelve a escribirle dentro de un rato.',
  chatVisitorConversationLimit:
    'Has empezado muchas conversaciones con este Plubot en poco tiempo: como mucho {{max}} por hora para cada visitante. Vuelve dentro de un rato.',
  whatsappQrFailed: 'No se pudo generar el código QR. Inténtalo de nuevo.',
  whatsappInitiateFailed: 'Error al iniciar la conexión.',
  whatsappDisconnectFailed: 'Error al desconectar.',
  whatsappAlreadyConnected:
    'Este Plubot ya está conectado a WhatsApp. Desconéctalo antes de vincular otro número.',
  aiNotConfigured:
    'No hay inteligencia artificial para tus bots: conecta tu cuenta de OpenAI en Perfil → Integraciones.',
  aiEmptyPrompt: 'El prompt y el mensaje de sistema están vacíos. No se puede ejecutar.',
  aiFailed: 'El servicio de inteligencia artificial no respondió. Inténtalo de nuevo.',
  rewardAlreadyClaimed: 'Ya reclamaste tu recompensa de hoy. ¡Vuelve mañana!',
  notEnoughPlucoins: 'No tienes suficientes PluCoins para desbloquear esto.',
  alreadyUnlocked: 'Ya desbloqueaste esto.',
  unknownUnlockItem: 'Eso no se puede desbloquear con PluCoins.',
  lessonNotFound: 'Esa lección no existe.',
  lessonNotPassed: 'Todavía no: revisa la lección y vuelve a intentarlo.',
  quizTooManyAttempts:
    'Ya intentaste este cuestionario {{max}} veces en la última hora. Repasa la lección y vuelve a intentarlo más tarde.',
  readingNotStarted: 'Abre la página y léela: la lectura cuenta desde que la abres.',
  readingTooSoon: 'Sigue leyendo: esta lectura cuenta cuando lleves {{seconds}} s más en la página.',
  challengeNotFound: 'Ese desafío no existe o ya terminó.',
  challengeNotDone: 'Aún no cumples este desafío.',
  towerBotNotFound: 'Ese Plubot no está publicado en la Torre.',
  requestFailed: 'Error en la solicitud',
  networkError: 'Error de conexión o del servidor.',
  invalidResponse: 'Respuesta inválida del servidor',
  notAuthenticated: 'No hay usuario autenticado',
  profileLoadFailed: 'Error al cargar perfil',
  profileUpdateFailed: 'Error al actualizar el perfil',
  plubotDataLoadFailed: `Error al cargar los datos del ${PRODUCT_NAME}`,
};

/** A key of the error texts. */
export type ErrorMessageKey = keyof typeof es;

const en: Record<ErrorMessageKey, string> = {
  invalidBody: 'The data sent is not valid.',
  invalidQuery: 'The request parameters are not valid.',
  unstorableText:
    'The text holds a character that cannot be stored (U+0000 or a broken Unicode character). Remove it and try again.',
  invalidJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type: {{type}}.',
  rateLimited: 'Too many requests. Wait a moment and try again.',
  routeNotFound: 'Route {{method}} {{url}} does not exist.',
  notFound: 'Resource not found.',
  unauthorized: 'You must log in to continue.',
  forbidden: 'You are not allowed to do this.',
  internal: 'An unexpected error occurred.',
  invalidCredentials: 'Invalid credentials',
  emailNotVerified: 'You must verify your email before logging in.',
  alreadyVerified: 'Your email was already verified. Log in.',
  invalidVerificationToken: 'The verification link is not valid or has expired. Request a new one.',
  invalidResetToken: 'The password reset link is not valid or has expired.',
  noPasswordSet: 'Your account signs in with Google. Use “Forgot your password?” to create a password.',
  wrongCurrentPassword: 'The current password is incorrect.',
  wrongPassword: 'The password is not correct.',
  accountConfirmationMismatch: 'The e-mail you typed does not match your account’s.',
  billingNotConfigured:
    'Online payments are not enabled on this server. Write to the operator from Contact to change your plan.',
  billingUnavailable: 'The payment service could not be reached. Try again in a few minutes.',
  billingAlreadySubscribed:
    'You already have an active subscription, so no second payment was opened. To change plan or cancel it, write to us from the contact page.',
  webhookSignatureInvalid: 'The payment notice’s signature is not valid.',
  powerWebhookSignatureInvalid:
    'The notice does not carry a valid signature of this service, so it was ignored.',
  powerWebhookUnreadable: 'The notice does not have the shape this service sends.',
  powerWebhookUnavailable: 'The service could not be asked to read the notice. Send it again later.',
  sessionExpired: 'Your session has expired. Log in again.',
  googleNotConfigured: 'Sign-in with Google is not configured',
  googleUnavailable: 'Google could not be reached. Try again later.',
  googleInvalidState: 'The Google sign-in request is not valid or has expired. Try again.',
  googleExchangeFailed: 'Google authentication error',
  googleEmailUnverified: 'Your Google account has no verified email.',
  googleBrowserMismatch:
    'This Google sign-in was started in another browser, or it expired. Click “Sign in with Google” again in this browser.',
  invalidPlubotId: `Invalid ${PRODUCT_NAME} ID`,
  plubotNotFound: `The ${PRODUCT_NAME} was not found. Check that the ID is correct.`,
  plubotCreateFailed: `Creating the ${PRODUCT_NAME} failed.`,
  proRequired: 'Requires the Pro plan',
  flowConflict: 'The flow changed in another tab or device. Choose which version to keep.',
  flowVersionNotFound: 'That flow version was not found.',
  flowBackupNotFound: 'That backup was not found.',
  flowPowerProRequired:
    'The flow uses {{powers}}, a Pro power: to save it you need a paid plan or a running trial of that power. Remove the node or upgrade your plan.',
  flowStorageFull:
    'Not saved: your bots already take {{used}} of the {{limit}} your plan includes for flows, versions and backups. Delete bots or backups you do not use, or upgrade your plan.',
  publishConflict:
    'Someone published this bot a moment ago from another tab or device. Check the changes and publish again.',
  publishBlocked:
    'Not published: Bot Doctor found problems that would keep your visitors from reaching the end. Fix them and publish again.',
  publishedVersionNotFound: 'That published version does not exist.',
  chatBotNotFound: 'This Plubot does not exist or is no longer available.',
  chatSessionNotFound: 'This conversation does not exist. Start a new one.',
  conversationNotFound: 'This conversation does not exist or is not one of your bots’.',
  conversationClosed: 'This conversation is already closed.',
  conversationNotTaken: 'Take the conversation before writing to the visitor.',
  resumeNodeNotFound: 'That step is not in the version of the flow this conversation runs. Choose another.',
  knowledgeSourceNotFound: 'This knowledge source does not exist or is not one of your bots’.',
  knowledgeSourcesLimit:
    'Your bot already has {{max}} knowledge sources, your plan’s maximum. Delete one or upgrade your plan to add more.',
  knowledgeBytesLimit:
    'With this source your bot would go past {{max}} of knowledge, your plan’s maximum. Delete a source or upgrade your plan.',
  knowledgeFileRequired: 'Choose a file to upload.',
  knowledgeFileType:
    'That kind of file cannot be read. Upload a PDF, a Word file (.docx), a text (.txt or .md) or a CSV.',
  knowledgeFileTooLarge: 'The file is too big: the most is {{max}} per file.',
  chatBusy: 'I am still answering your previous message. Try again in a moment.',
  chatVisitorReplyLimit:
    'You have sent this Plubot many messages in a short time: it answers each visitor at most {{max}} an hour. Write to it again in a while.',
  chatVisitorConversationLimit:
    'You have started many conversations with this Plubot in a short time: at most {{max}} an hour for each visitor. Come back in a while.',
  whatsappQrFailed: 'The QR code could not be generated. Please try again.',
  whatsappInitiateFailed: 'Error starting the connection.',
  whatsappDisconnectFailed: 'Error disconnecting.',
  whatsappAlreadyConnected:
    'This Plubot is already connected to WhatsApp. Disconnect it before linking another number.',
  aiNotConfigured:
    'There is no artificial intelligence for your bots: connect your OpenAI account in Profile → Integrations.',
  aiEmptyPrompt: 'The prompt and the system message are empty. It cannot run.',
  aiFailed: 'The artificial intelligence service did not answer. Try again.',
  rewardAlreadyClaimed: "You already claimed today's reward. Come back tomorrow!",
  notEnoughPlucoins: "You don't have enough PluCoins to unlock this.",
  alreadyUnlocked: 'You already unlocked this.',
  unknownUnlockItem: 'That cannot be unlocked with PluCoins.',
  lessonNotFound: 'That lesson does not exist.',
  lessonNotPassed: 'Not yet: review the lesson and try again.',
  quizTooManyAttempts:
    'You already tried this quiz {{max}} times in the last hour. Review the lesson and try again later.',
  readingNotStarted: 'Open the page and read it: reading counts from when you open it.',
  readingTooSoon: 'Keep reading: this reading counts after {{seconds}} more seconds on the page.',
  challengeNotFound: 'That challenge does not exist or has ended.',
  challengeNotDone: 'You have not met this challenge yet.',
  towerBotNotFound: 'That Plubot is not published in the Tower.',
  requestFailed: 'The request failed',
  networkError: 'Connection or server error.',
  invalidResponse: 'Invalid response from the server',
  notAuthenticated: 'No user is logged in',
  profileLoadFailed: 'Error loading the profile',
  profileUpdateFailed: 'Error updating the profile',
  plubotDataLoadFailed: `Error loading the ${PRODUCT_NAME} data`,
};

/** The error texts in each language of the app. */
export const ERROR_MESSAGES = { es, en } as const satisfies Record<string, Record<ErrorMessageKey, string>>;

/** A language the error texts are written in. */
export type ErrorLanguage = keyof typeof ERROR_MESSAGES;
