import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { checkKnowledgeFile, KNOWLEDGE_FILE_ACCEPT } from './acceptedFiles';

describe('checkKnowledgeFile', () => {
  it('accepts PDF, DOCX, TXT, Markdown and CSV whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.txt', 'd.md', 'e.markdown', 'precios 2025.CSV']) {
      expect(checkKnowledgeFile({ name, size: 10 })).toBeNull();
    }
  });

  it('refuses other types, names without extension and nothing chosen', () => {
    expect(checkKnowledgeFile({ name: 'foto.png', size: 10 })).toBe('fileType');
    expect(checkKnowledgeFile({ name: 'informe.doc', size: 10 })).toBe('fileType');
    expect(checkKnowledgeFile({ name: 'pdf', size: 10 })).toBe('fileType');
    expect(checkKnowledgeFile(null)).toBe('fileRequired');
  });

  it('refuses a file past the size one upload may have', () => {
    expect(checkKnowledgeFile({ name: 'a.pdf', size: KNOWLEDGE_FIELD_LIMITS.fileBytes })).toBeNull();
    expect(checkKnowledgeFile({ name: 'a.pdf', size: KNOWLEDGE_FIELD_LIMITS.fileBytes + 1 })).toBe(
      'fileTooLarge',
    );
  });

  it('offers every accepted extension in the picker', () => {
    expect(KNOWLEDGE_FILE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.txt', '.md', '.markdown', '.csv']),
    );
  });
});
