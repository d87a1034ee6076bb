import type { Language } from '../passages/passageTypes';
import { foldText } from './foldText';

// Function words (after Snowball's Spanish and English stop lists), the forms of the most common
// auxiliary verbs, and what visitors add around a question without meaning anything for the search
// (greetings, "quiero saber", "por favor", texting shorthand). Written folded (no accents).

const SPANISH = `
a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales
cualquier cuando de del desde donde durante e el ella ellas ello ellos en entre era erais eramos eran
eras eres es esa esas ese eso esos esta estaba estabais estabamos estaban estabas estad estada estadas
estado estados estais estamos estan estando estar estara estaran estaras estare estareis estaremos
estaria estariais estariamos estarian estarias estas este esteis estemos esten estes esto estos estoy
estuve estuviera estuvieron estuvimos estuviste estuvo fue fuera fueran fueron fui fuimos fuiste ha
habeis haber habia habiamos habian habias habra habran habria han has hasta hay haya hayan he hemos
la las le les lo los mas me mi mia mias mio mios mis mucho muchos muy nada ni no nos nosotras nosotros
nuestra nuestras nuestro nuestros o os otra otras otro otros para pero poco por porque que quien
quienes se sea sean ser sera seran seria serian si sido siendo sin sobre sois somos son soy su sus
suya suyas suyo suyos tambien tanto te tendra tendre tendria tenemos tener tenga tengan tengo tenia
tenian tiene tienen tienes ti todo todos tu tus tuya tuyas tuyo tuyos tuve tuvo un una unas uno unos usted
ustedes vosotras vosotros vuestra vuestras vuestro vuestros y ya yo
alguien algo ademas entonces luego solo tal vez bien aca alla ahi aqui pues cuanto cuanta cuantos cuantas
todavia aun ahora mucha mismo misma otro cosa cosas partir queda quedan quedar cerca lejos pasa ver
toda todas
hola buenas buenos saludos gracias muchas favor porfa porfavor xfa xfavor plis pls
quiero quiera quieres quisiera queria querria necesito necesitaria necesitamos saber sabe sabes
conocer puedo puede puedes pueden podemos podeis podes podria podrian podrias hacer hace hacen haces
hago hacemos haceis hacia hicieron hizo vez veces ir voy vas va vamos van tengas tenes
pregunta preguntar duda dudas info informacion ayuda ayudar ayudame alguna algun
q k x xq pq porq ke tb tmb tmbn dnd d kiero toy oye ok vale si sii
`;

const ENGLISH = `
a about above after again against all am an and any are aren arent as at be because been before being
below between both but by can cant cannot could couldnt did didnt do does doesnt doing dont down
during each few for from further had hadnt has hasnt have havent having he hed hell hes her here heres
hers herself him himself his how hows i id ill im ive if in into is isnt it its itself lets me more
most mustnt my myself no nor not of off on once only or other ought our ours ourselves out over own
same shant she shed shell shes should shouldnt so some such than that thats the their theirs them
themselves then there theres these they theyd theyll theyre theyve this those through to too under
until up very was wasnt we wed well were weve werent what whats when whens where wheres which while
who whos whom why whys will with wont would wouldnt you youd youll youre youve your yours yourself
yourselves
hi hello hey dear thanks thank please pls plz want wanted wish need needed know like get got tell
ask question info information help would could may might also just u ur im ok okay yes yeah any
`;

function toSet(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).map(foldText).filter(Boolean));
}

/** The stop words of each language, folded. */
export const STOP_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  es: toSet(SPANISH),
  en: toSet(ENGLISH),
};

/**
 * Whether a folded word carries no meaning for the search in this language.
 *
 * @example isStopWord('cuando', 'es') // true
 */
export function isStopWord(word: string, language: Language): boolean {
  return STOP_WORDS[language].has(word);
}
