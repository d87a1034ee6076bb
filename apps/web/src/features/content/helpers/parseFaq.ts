/** One question of the FAQ with its answer in Markdown. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** A group of questions under a `#` heading. */
export interface FaqSection {
  title: string;
  items: FaqItem[];
}

/**
 * Reads the FAQ file: `# Section` headings group `## Question` headings, and the text under a
 * question is its answer. Questions before any section go into an untitled one.
 * @example parseFaq('# Cuenta\n## ¿Es gratis?\nSí.') // [{ title: 'Cuenta', items: [{ question: '¿Es gratis?', answer: 'Sí.', … }] }]
 */
export function parseFaq(markdown: string): FaqSection[] {
  const sections: FaqSection[] = [];
  let section: FaqSection | undefined;
  let item: FaqItem | undefined;
  let answer: string[] = [];
  const closeItem = () => {
    if (item) item.answer = answer.join('\n').trim();
    item = undefined;
    answer = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const sectionTitle = /^#\s+(.+)$/.exec(line);
    const question = /^##\s+(.+)$/.exec(line);
    if (sectionTitle) {
      closeItem();
      section = { title: sectionTitle[1].trim(), items: [] };
      sections.push(section);
    } else if (question) {
      closeItem();
      if (!section) {
        section = { title: '', items: [] };
        sections.push(section);
      }
      const count = sections.reduce((sum, each) => sum + each.items.length, 0);
      item = { id: `faq-${count + 1}`, question: question[1].trim(), answer: '' };
      section.items.push(item);
    } else if (item) {
      answer.push(line);
    }
  }
  closeItem();
  return sections.filter((each) => each.items.length > 0);
}
