/**
 * How a folded Spanish word sounds, as people who write as they speak spell it: `h` is silent,
 * `b`/`v`, `c`(e, i)/`s`/`z`, `c`(a, o, u)/`k`/`qu`(e, i), `g`(e, i)/`j`, `gu`(e, i)/`g` and
 * `ll`/`y` sound alike, and a doubled letter is one. Two words with the same key are spelt
 * differently but said the same («kiero» and «quiero», «debolver» and «devolver»).
 *
 * @example spanishSoundKey('quiero') === spanishSoundKey('kiero') // true
 */
export function spanishSoundKey(word: string): string {
  return (
    word
      .replace(/ch/g, '#')
      .replace(/qu(?=[ei])/g, 'k')
      .replace(/gu(?=[ei])/g, 'g')
      .replace(/g(?=[ei])/g, 'j')
      .replace(/c(?=[ei])/g, 's')
      .replace(/c/g, 'k')
      .replace(/q/g, 'k')
      .replace(/z/g, 's')
      .replace(/v/g, 'b')
      .replace(/ll/g, 'y')
      .replace(/h/g, '')
      // A letter said once, however often it is typed (after the others: «cc» became «ks»).
      .replace(/(.)\1+/g, '$1')
      .replace(/#/g, 'ch')
  );
}
