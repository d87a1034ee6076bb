import type { KnowledgeSource } from '../passages/passageTypes';

/** A small bakery's knowledge, for the tests of the search functions. */
export const SAMPLE_SOURCES: readonly KnowledgeSource[] = [
  {
    kind: 'faq',
    id: 'faq',
    title: 'Preguntas frecuentes',
    pairs: [
      {
        question: '¿Hacen envíos a domicilio?',
        answer: 'Sí, repartimos en toda la ciudad por 3 €. Gratis desde 30 €.',
      },
      {
        question: '¿Cuál es el horario?',
        answer: 'Abrimos de lunes a sábado de 8:00 a 20:00. Los domingos, de 9:00 a 14:00.',
      },
      {
        question: '¿Tienen pan sin gluten?',
        answer: 'Sí, horneamos pan sin gluten los martes y los viernes.',
      },
      { question: '¿Aceptan tarjeta?', answer: 'Aceptamos tarjeta, efectivo y Bizum.' },
      {
        question: 'Do you deliver to hotels?',
        answer: 'Yes, we deliver to hotels in the city centre before 10 am.',
      },
    ],
  },
  {
    kind: 'text',
    id: 'info',
    title: 'Sobre nosotros',
    body: `# Dónde estamos

Estamos en la calle Mayor 12, junto a la plaza del mercado. Hay un aparcamiento público a 50 metros.

# Tartas por encargo

Hacemos tartas de cumpleaños por encargo con 48 horas de antelación. El precio depende del tamaño: desde 25 € la de 8 raciones. Se pueden recoger en la tienda o te las llevamos a casa.

# Alérgenos

Todos nuestros productos pueden contener trazas de frutos secos, huevo y leche. Pregunta en el mostrador por la lista completa de alérgenos de cada producto.`,
  },
  {
    kind: 'records',
    id: 'prices',
    title: 'Precios',
    rows: [
      { Producto: 'Barra de pan', Precio: '1,20 €' },
      { Producto: 'Croissant', Precio: '1,50 €' },
      { pregunta: '¿Hacen café para llevar?', respuesta: 'Sí, café para llevar desde 1,30 €.' },
    ],
  },
];
