import { Parser } from 'htmlparser2';

export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/**
 * Walks XML with a streaming parser (htmlparser2 in XML mode: entities decoded, CDATA as text),
 * calling the handlers with local names — `w:p` is `p`, `w:val` is `val` — since Office files
 * always mean the same namespaces whatever prefix they use. Never loads a DTD or an external entity.
 * @example walkXml('<w:t xml:space="preserve">Hola</w:t>', { text: (t) => console.log(t) }) // logs 'Hola'
 */
export function walkXml(xml: string, handlers: XmlHandlers): void {
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (!handlers.open) return;
        const local: Record<string, string> = {};
        for (const [key, value] of Object.entries(attributes)) local[localName(key)] = value;
        handlers.open(localName(name), local);
      },
      ontext: (text) => handlers.text?.(text),
      onclosetag: (name) => handlers.close?.(localName(name)),
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  parser.write(xml);
  parser.end();
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}
