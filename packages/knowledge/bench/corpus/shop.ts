import type { KnowledgeSource } from '../../src/passages/passageTypes';

// The knowledge of «Alma Textil», an online clothing and shoe shop with a store in Valencia that
// ships to Spain, the EU and Latin America. Written as an owner would, before any question.

const FAQ: KnowledgeSource = {
  kind: 'faq',
  id: 'shop-faq',
  title: 'Preguntas frecuentes',
  pairs: [
    {
      question: '¿Cuánto tarda en llegar mi pedido?',
      answer:
        'Los pedidos a la Península se entregan en 24–48 horas laborables. A Baleares, de 3 a 5 días. A Canarias, Ceuta y Melilla, entre 5 y 8 días laborables.',
    },
    {
      question: '¿Hacen envíos internacionales?',
      answer:
        'Sí, enviamos a toda la Unión Europea, al Reino Unido, México, Colombia, Chile y Argentina. El plazo es de 5 a 10 días hábiles y el coste se calcula en el carrito según el país. Los impuestos de aduana del país de destino corren por cuenta del cliente.',
    },
    {
      question: '¿Cuánto cuestan los gastos de envío?',
      answer:
        'El envío estándar a la Península cuesta 4,95 € y es gratis en pedidos de más de 50 €. El envío exprés, con entrega al día siguiente antes de las 14:00, cuesta 7,95 €.',
    },
    {
      question: '¿Cómo puedo seguir mi pedido?',
      answer:
        'Cuando tu pedido sale del almacén te mandamos un correo con el número de seguimiento y un enlace a la web de la empresa de transporte. También lo verás en «Mi cuenta» > «Mis pedidos».',
    },
    {
      question: '¿Puedo cambiar una prenda por otra talla?',
      answer:
        'Sí. Los cambios de talla son gratuitos durante los 30 días siguientes a la entrega. Solicítalo desde «Mi cuenta» y un mensajero recogerá la prenda en tu domicilio.',
    },
    {
      question: '¿Qué métodos de pago aceptan?',
      answer:
        'Aceptamos tarjeta de crédito y débito (Visa, Mastercard, American Express), PayPal, Bizum y transferencia bancaria. En la tienda física también puedes pagar en efectivo.',
    },
    {
      question: '¿Puedo pagar a plazos?',
      answer:
        'Sí, con Klarna puedes pagar en 3 cuotas sin intereses en pedidos desde 60 €. Elige Klarna al finalizar la compra.',
    },
    {
      question: '¿Necesito crear una cuenta para comprar?',
      answer:
        'No, puedes comprar como invitado. Con una cuenta puedes ver el historial de tus pedidos y guardar tus direcciones.',
    },
    {
      question: '¿Puedo modificar o cancelar un pedido que ya hice?',
      answer:
        'Puedes cancelarlo o cambiar la dirección de entrega mientras el pedido esté en estado «Preparando»: escríbenos cuanto antes a hola@almatextil.es. Una vez enviado ya no se puede modificar, pero puedes devolverlo cuando lo recibas.',
    },
    {
      question: '¿Me pueden hacer factura?',
      answer:
        'Sí. La factura se genera sola y puedes descargarla en PDF desde «Mis pedidos». Si la necesitas a nombre de una empresa, escribe el CIF/NIF en «Datos de facturación» antes de pagar.',
    },
    {
      question: '¿Cómo uso un código promocional?',
      answer:
        'Escribe el código en el carrito, en «Tengo un código». Cada código tiene fecha de caducidad y no se puede acumular con otras promociones ni usar en artículos rebajados.',
    },
    {
      question: '¿Qué hago si recibo un producto defectuoso o equivocado?',
      answer:
        'Lo sentimos mucho. Escríbenos en un plazo de 14 días con una foto del producto y tu número de pedido; te enviamos uno nuevo o te devolvemos el dinero, sin coste para ti.',
    },
    {
      question: '¿Las prendas son sostenibles?',
      answer:
        'Usamos algodón orgánico certificado GOTS y poliéster reciclado en la mayoría de las colecciones. En cada ficha de producto indicamos la composición y el país de fabricación.',
    },
    {
      question: '¿Cómo tengo que lavar la ropa?',
      answer:
        'Recomendamos lavar en frío (30 °C como máximo), del revés y sin secadora, para que los colores y el tejido duren más. Las instrucciones exactas están en la etiqueta interior de cada prenda.',
    },
  ],
};

const POLICIES: KnowledgeSource = {
  kind: 'text',
  id: 'shop-policies',
  title: 'Políticas de la tienda',
  body: `# Envíos

## Zonas y plazos

Enviamos desde nuestro almacén de Paterna (Valencia) de lunes a viernes. Los pedidos hechos antes de las 13:00 salen el mismo día. Trabajamos con SEUR para la Península y Baleares, y con Correos Express para Canarias, Ceuta y Melilla.

Los envíos a Canarias pueden tener cargos de aduana (DUA) que paga el destinatario.

## Recogida en tienda

Puedes elegir «Recoger en tienda» al pagar: es gratis y tu pedido estará listo en nuestra tienda de Valencia en 24 horas. Te avisamos por SMS cuando puedas pasar a por él. Guardamos los pedidos 15 días.

# Devoluciones y reembolsos

Tienes 30 días naturales desde la entrega para devolver cualquier artículo sin usar y con sus etiquetas. La primera devolución de cada pedido es gratuita si la tramitas desde «Mi cuenta»; si prefieres llevarla a una oficina de Correos, cuesta 3,95 €.

Te reembolsamos el importe por el mismo método de pago en un plazo máximo de 14 días desde que recibimos el paquete. Los pagos con Bizum se reembolsan por transferencia.

La ropa interior, los bañadores y los artículos personalizados no se pueden devolver por motivos de higiene.

# Pagos y seguridad

Todos los pagos se procesan con cifrado SSL y autenticación 3D Secure; nunca guardamos los datos completos de tu tarjeta. Si tu pago con tarjeta es rechazado, comprueba que tu banco tiene activadas las compras por internet o prueba con PayPal.

Los precios incluyen el IVA. En los envíos fuera de la Unión Europea el precio se muestra sin IVA.

# Guía de tallas

Nuestras prendas siguen las tallas europeas, de la XS a la XXL. Si dudas entre dos tallas, elige la mayor: el algodón orgánico puede encoger un poco en el primer lavado.

- S: pecho de 86 a 90 cm, cintura de 70 a 74 cm.
- M: pecho de 90 a 96 cm, cintura de 74 a 80 cm.
- L: pecho de 96 a 102 cm, cintura de 80 a 86 cm.

Calzado: numeración europea del 35 al 46. Las zapatillas tallan normal; las botas tallan un número pequeño.

# Tienda física

Alma Textil, calle Colón 24, 46004 Valencia, a dos minutos del metro Colón.

Horario: de lunes a sábado, de 10:00 a 20:30. Domingos y festivos, cerrado. En agosto abrimos solo por la mañana, de 10:00 a 14:00.

No tenemos aparcamiento propio, pero hay un parking público en la plaza de los Pinazo, a 100 metros.

# Atención al cliente

Puedes escribirnos por WhatsApp al +34 611 222 333, por correo a hola@almatextil.es o llamarnos al 960 123 456 de lunes a viernes, de 9:00 a 18:00. Respondemos en menos de 24 horas laborables.

# Privacidad

Usamos tus datos solo para gestionar tus pedidos y, si lo aceptas, para enviarte nuestra newsletter. Puedes darte de baja cuando quieras con el enlace que hay al final de cada correo. Para ejercer tus derechos de acceso, rectificación o supresión, escribe a privacidad@almatextil.es.
`,
};

const ENGLISH_FAQ: KnowledgeSource = {
  kind: 'faq',
  id: 'shop-faq-en',
  title: 'FAQ in English',
  pairs: [
    {
      question: 'Do you ship to the United States?',
      answer:
        'Not yet. We currently ship to the European Union, the United Kingdom, Mexico, Colombia, Chile and Argentina.',
    },
    {
      question: 'Which currency are prices in?',
      answer:
        'All prices are in euros. If your card is in another currency, your bank converts the amount when you pay; the exchange rate depends on your bank.',
    },
    {
      question: 'Is there a discount for students?',
      answer: 'Yes, students get 10% off with a valid student card through UNiDAYS.',
    },
    {
      question: 'Do you offer gift wrapping?',
      answer:
        'We can wrap any order for €2. Choose "Gift wrap" at checkout and add a personal message for the recipient.',
    },
  ],
};

/** The shop's sources, in the order an owner would add them. */
export const SHOP_SOURCES: readonly KnowledgeSource[] = [FAQ, POLICIES, ENGLISH_FAQ];
