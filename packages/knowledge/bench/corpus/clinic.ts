import type { KnowledgeSource } from '../../src/passages/passageTypes';

// The knowledge of «Clínica Dental Arce», a dental clinic in Madrid that works with private
// insurers and sees tourists. Written as an owner would, before any question.

const FAQ: KnowledgeSource = {
  kind: 'faq',
  id: 'clinic-faq',
  title: 'Preguntas frecuentes',
  pairs: [
    {
      question: '¿Cómo reservo una cita?',
      answer:
        'Puedes reservar por teléfono en el 915 555 123, por WhatsApp en el 644 555 123 o desde el botón «Reservar» de nuestra web, donde verás los huecos libres al momento.',
    },
    {
      question: '¿La primera visita tiene coste?',
      answer:
        'La primera visita es gratuita: incluye la exploración, una radiografía panorámica si hace falta y un presupuesto sin compromiso.',
    },
    {
      question: '¿Trabajan con seguros?',
      answer:
        'Sí, somos centro concertado de Sanitas, Adeslas, DKV y Asisa. Trae la tarjeta de tu aseguradora el día de la cita. Los tratamientos que tu póliza no cubra tienen un 15 % de descuento para asegurados.',
    },
    {
      question: '¿Atienden a niños?',
      answer:
        'Sí, la doctora Lucía Pardo es odontopediatra y atiende a niños desde los 3 años, que es cuando recomendamos la primera revisión infantil.',
    },
    {
      question: '¿Se puede financiar un tratamiento?',
      answer:
        'Sí, financiamos tratamientos de más de 300 € hasta en 24 meses sin intereses, siempre que la financiera lo apruebe.',
    },
    {
      question: '¿Duele ponerse un implante?',
      answer:
        'Se coloca con anestesia local, así que no duele. Después puede haber molestias leves durante 2 o 3 días, que se controlan con analgésicos normales.',
    },
    {
      question: '¿Qué hago si tengo una urgencia?',
      answer:
        'Si tienes un dolor fuerte, te has dado un golpe o se te ha roto un diente, llámanos: guardamos huecos cada día para urgencias. Fuera de nuestro horario, el 644 555 123 te indica el dentista de guardia.',
    },
    {
      question: '¿Cada cuánto tiempo hay que hacerse una limpieza?',
      answer: 'Recomendamos una limpieza dental profesional cada 6 a 12 meses, según cómo estén tus encías.',
    },
    {
      question: '¿Hacéis blanqueamiento dental?',
      answer:
        'Sí: blanqueamiento en clínica, en una sesión de 90 minutos, y blanqueamiento combinado con férulas para usar en casa. Antes comprobamos que no haya caries ni sensibilidad.',
    },
    {
      question: '¿Puedo venir acompañado?',
      answer:
        'Sí, puedes venir con un acompañante. Los menores de edad tienen que venir siempre con su madre, su padre o su tutor legal.',
    },
    {
      question: '¿Cómo se paga?',
      answer:
        'Aceptamos tarjeta, efectivo y Bizum. Cada sesión se paga al terminarla, salvo los tratamientos financiados.',
    },
  ],
};

const INFO: KnowledgeSource = {
  kind: 'text',
  id: 'clinic-info',
  title: 'Información para pacientes',
  body: `# Horario

De lunes a jueves, de 9:00 a 14:00 y de 16:00 a 20:30. Los viernes, de 9:00 a 15:00. Sábados, domingos y festivos permanecemos cerrados. En julio y agosto solo abrimos por la mañana, de 8:30 a 15:00.

# Dónde estamos

Avenida de América 42, 1.º B, 28028 Madrid. Metro: Cartagena (línea 7) o Avenida de América (líneas 4, 6, 7 y 9). Autobuses 12, 72 y 114.

## Aparcamiento y accesibilidad

En la calle hay zona azul (SER). El aparcamiento público más cercano está en la calle Cartagena 80, a 3 minutos a pie. La clínica está en un primer piso con ascensor y es accesible en silla de ruedas.

# Cancelar o cambiar una cita

Si no puedes venir, avísanos con al menos 24 horas de antelación por teléfono o WhatsApp y te damos otra fecha. Si faltas a dos citas sin avisar, te pediremos una señal de 20 € para reservar la siguiente.

# Tratamientos

Ortodoncia invisible (Invisalign), ortodoncia con brackets, implantes, endodoncias, periodoncia, estética dental y odontopediatría.

## Ortodoncia invisible

El tratamiento con alineadores dura entre 6 y 18 meses. Incluye el estudio digital con escáner 3D, todos los alineadores y las revisiones cada 6 a 8 semanas. Al terminar te damos retenedores para mantener el resultado.

## Implantes

Colocamos implantes de titanio con garantía de por vida del fabricante. El proceso dura de 3 a 6 meses: colocación del implante, un periodo de cicatrización y la corona definitiva.

# Primera visita: qué traer

Trae tu DNI o pasaporte, la tarjeta del seguro si tienes y la lista de los medicamentos que tomas. Si tienes radiografías recientes de otra clínica, tráelas también. Llega 10 minutos antes para rellenar tu ficha.

# Protección de datos

Tu historia clínica es confidencial y se guarda de forma segura según el RGPD. Solo el equipo médico que te atiende puede consultarla. Puedes pedir una copia de tu historial o de tus radiografías escribiendo a datos@clinicaarce.es.
`,
};

const PRICES: KnowledgeSource = {
  kind: 'records',
  id: 'clinic-prices',
  title: 'Tarifas',
  rows: [
    {
      Tratamiento: 'Limpieza dental',
      Precio: '45 €',
      Duración: '30 min',
      Notas: 'Una gratis al año para asegurados de Sanitas y Adeslas',
    },
    {
      Tratamiento: 'Empaste',
      Precio: 'desde 50 €',
      Duración: '30 min',
      Notas: 'Según el tamaño de la caries',
    },
    {
      Tratamiento: 'Endodoncia',
      Precio: 'desde 180 €',
      Duración: '60 a 90 min',
      Notas: 'Precio por diente, sin la reconstrucción',
    },
    { Tratamiento: 'Blanqueamiento en clínica', Precio: '290 €', Duración: '90 min', Notas: '' },
    {
      Tratamiento: 'Implante con corona',
      Precio: 'desde 1.100 €',
      Duración: '3 a 6 meses',
      Notas: 'Incluye implante, pilar y corona',
    },
    {
      Tratamiento: 'Ortodoncia invisible',
      Precio: 'desde 2.900 €',
      Duración: '6 a 18 meses',
      Notas: 'Incluye todos los alineadores y los retenedores',
    },
    { Tratamiento: 'Extracción simple', Precio: '60 €', Duración: '30 min', Notas: null },
    { Tratamiento: 'Férula de descarga (bruxismo)', Precio: '180 €', Duración: '2 citas', Notas: '' },
  ],
};

const ENGLISH: KnowledgeSource = {
  kind: 'text',
  id: 'clinic-en',
  title: 'International patients',
  body: `## Languages and insurance

Our team speaks Spanish and English, and Dr. Martin Weber also speaks German. Private dental care in Spain is not covered by the European Health Insurance Card (EHIC). We work with international insurance plans on a reimbursement basis: you pay at the clinic and we give you an itemised invoice in English to claim the cost from your insurer.

## Emergencies for visitors

If you are visiting Madrid and have a toothache or a broken tooth, call or send a WhatsApp message to +34 644 555 123. We keep same-day slots for emergencies from Monday to Friday.
`,
};

/** The clinic's sources, in the order an owner would add them. */
export const CLINIC_SOURCES: readonly KnowledgeSource[] = [FAQ, INFO, PRICES, ENGLISH];
