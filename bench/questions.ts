/**
 * Questions parents ask, in each language's everyday words, with the page
 * (and section) that answers each: the FAQ's topics and how-to questions
 * about folding, brakes, charging, sizes, seats and handlebars. `answer`
 * matches the first result's URL path and anchor, without the locale prefix.
 * Used by `npm run bench:search` for first-result accuracy per locale.
 */

export interface Question {
  readonly q: string;
  readonly answer: RegExp;
}

const FAQ = (id: string) => new RegExp(`^/faq#${id}$`);
const ORDER = FAQ('order-status');
const WHICH = FAQ('which-scooter');
const PARTS = FAQ('spare-parts');
const VIDEOS = FAQ('assembly-videos');
const WARRANTY = FAQ('warranty');
const STORES = FAQ('store-locator');
const GREEN = FAQ('sustainability');
const FOLD_STROLLER = /^\/docs\/stroller\/stroll-lite#(folding|fold)$/;
const STROLLER_BRAKE = /^\/docs\/stroller\/stroll-lite#brake$/;
const CHARGE = /^\/docs\/(e-motion|one-k-e-motion)\/[^#]+#battery$/;
const HEAD = /^\/docs\/helmets\/[^#]*#(measure-head|size)$/;
const SADDLE = /^\/docs\/(go-bike|learning)\/[^#]*#(saddle-height|inseam|adjustments)$/;
const HANDLEBAR = /^\/docs\/[^#]+#handlebar-height$/;
const CLEAN = /^\/docs\/[^#]+#(cleaning|washing)$/;
const TYRES = /^\/docs\/[^#]+#tyre-pressure$/;
const PART_VIDEOS = FAQ('videos');

export const QUESTIONS: Readonly<Record<string, readonly Question[]>> = {
  en: [
    {q: 'where is my order', answer: ORDER},
    {q: 'which scooter should I choose for my child', answer: WHICH},
    {q: 'how do I get spare parts', answer: PARTS},
    {q: 'are there assembly videos', answer: VIDEOS},
    {q: 'how long is the warranty', answer: WARRANTY},
    {q: 'where can I buy globber near me', answer: STORES},
    {q: 'what does globber do for sustainability', answer: GREEN},
    {q: 'how do I fold the stroller', answer: FOLD_STROLLER},
    {q: 'stroller parking brake', answer: STROLLER_BRAKE},
    {q: 'how do I charge the electric scooter battery', answer: CHARGE},
    {q: 'how to measure my child’s head for a helmet', answer: HEAD},
    {q: 'balance bike saddle height', answer: SADDLE},
    {q: 'how do I change the handlebar height', answer: HANDLEBAR},
    {q: 'how do I clean the scooter', answer: CLEAN},
    {q: 'what tyre pressure', answer: TYRES},
    {q: 'video showing how to change a wheel', answer: PART_VIDEOS},
  ],
  de: [
    {q: 'wo ist meine Bestellung', answer: ORDER},
    {q: 'welchen Roller für mein Kind', answer: WHICH},
    {q: 'wie bekomme ich Ersatzteile', answer: PARTS},
    {q: 'gibt es Aufbauvideos', answer: VIDEOS},
    {q: 'wie lange gilt die Garantie', answer: WARRANTY},
    {q: 'wo kann ich Globber in meiner Nähe kaufen', answer: STORES},
    {q: 'was tut Globber für die Nachhaltigkeit', answer: GREEN},
    {q: 'Kinderwagen zusammenklappen', answer: FOLD_STROLLER},
    {q: 'Feststellbremse Kinderwagen', answer: STROLLER_BRAKE},
    {q: 'Akku des E-Scooters laden', answer: CHARGE},
    {q: 'Kopfumfang für den Helm messen', answer: HEAD},
    {q: 'Sattelhöhe Laufrad einstellen', answer: SADDLE},
    {q: 'Lenkerhöhe einstellen', answer: HANDLEBAR},
    {q: 'Roller reinigen', answer: CLEAN},
    {q: 'Reifendruck', answer: TYRES},
    {q: 'Video zum Radwechsel', answer: PART_VIDEOS},
  ],
  es: [
    {q: 'dónde está mi pedido', answer: ORDER},
    {q: 'qué patinete elegir para mi hijo', answer: WHICH},
    {q: 'cómo consigo piezas de repuesto', answer: PARTS},
    {q: 'hay vídeos de montaje', answer: VIDEOS},
    {q: 'cuánto dura la garantía', answer: WARRANTY},
    {q: 'dónde comprar globber cerca de mí', answer: STORES},
    {q: 'qué hace globber por la sostenibilidad', answer: GREEN},
    {q: 'cómo plegar la silla de paseo', answer: FOLD_STROLLER},
    {q: 'freno de estacionamiento de la silla de paseo', answer: STROLLER_BRAKE},
    {q: 'cómo cargar la batería del patinete eléctrico', answer: CHARGE},
    {q: 'medir la cabeza para el casco', answer: HEAD},
    {q: 'altura del sillín de la bicicleta sin pedales', answer: SADDLE},
    {q: 'cambiar la altura del manillar', answer: HANDLEBAR},
    {q: 'cómo limpiar el patinete', answer: CLEAN},
    {q: 'presión de los neumáticos', answer: TYRES},
    {q: 'vídeo para cambiar una rueda', answer: PART_VIDEOS},
  ],
  it: [
    {q: 'dov’è il mio ordine', answer: ORDER},
    {q: 'quale monopattino scegliere per mio figlio', answer: WHICH},
    {q: 'come ottengo i pezzi di ricambio', answer: PARTS},
    {q: 'ci sono video di montaggio', answer: VIDEOS},
    {q: 'quanto dura la garanzia', answer: WARRANTY},
    {q: 'dove trovo un negozio vicino a me', answer: STORES},
    {q: 'cosa fa globber per la sostenibilità', answer: GREEN},
    {q: 'come si chiude il passeggino', answer: FOLD_STROLLER},
    {q: 'freno di stazionamento del passeggino', answer: STROLLER_BRAKE},
    {q: 'come caricare la batteria del monopattino elettrico', answer: CHARGE},
    {q: 'misurare la testa per il casco', answer: HEAD},
    {q: 'altezza della sella della bici senza pedali', answer: SADDLE},
    {q: 'regolare l’altezza del manubrio', answer: HANDLEBAR},
    {q: 'come pulire il monopattino', answer: CLEAN},
    {q: 'pressione delle gomme', answer: TYRES},
    {q: 'video per cambiare una ruota', answer: PART_VIDEOS},
  ],
  fr: [
    {q: 'où est ma commande', answer: ORDER},
    {q: 'quelle trottinette choisir pour mon enfant', answer: WHICH},
    {q: 'comment obtenir des pièces détachées', answer: PARTS},
    {q: 'y a-t-il des vidéos de montage', answer: VIDEOS},
    {q: 'combien de temps dure la garantie', answer: WARRANTY},
    {q: 'où acheter globber près de chez moi', answer: STORES},
    {q: 'que fait globber pour l’environnement', answer: GREEN},
    {q: 'comment plier la poussette', answer: FOLD_STROLLER},
    {q: 'frein de stationnement de la poussette', answer: STROLLER_BRAKE},
    {q: 'comment charger la batterie de la trottinette électrique', answer: CHARGE},
    {q: 'mesurer le tour de tête pour le casque', answer: HEAD},
    {q: 'hauteur de selle de la draisienne', answer: SADDLE},
    {q: 'régler la hauteur du guidon', answer: HANDLEBAR},
    {q: 'comment nettoyer la trottinette', answer: CLEAN},
    {q: 'pression des pneus', answer: TYRES},
    {q: 'vidéo pour changer une roue', answer: PART_VIDEOS},
  ],
  nl: [
    {q: 'waar is mijn bestelling', answer: ORDER},
    {q: 'welke step kies ik voor mijn kind', answer: WHICH},
    {q: 'hoe krijg ik reserveonderdelen', answer: PARTS},
    {q: 'zijn er montagevideo’s', answer: VIDEOS},
    {q: 'hoe lang is de garantie', answer: WARRANTY},
    {q: 'waar kan ik globber kopen bij mij in de buurt', answer: STORES},
    {q: 'wat doet globber voor duurzaamheid', answer: GREEN},
    {q: 'kinderwagen inklappen', answer: FOLD_STROLLER},
    {q: 'parkeerrem van de kinderwagen', answer: STROLLER_BRAKE},
    {q: 'accu van de elektrische step opladen', answer: CHARGE},
    {q: 'hoofdomtrek meten voor de helm', answer: HEAD},
    {q: 'zadelhoogte van de loopfiets', answer: SADDLE},
    {q: 'stuurhoogte verstellen', answer: HANDLEBAR},
    {q: 'step schoonmaken', answer: CLEAN},
    {q: 'bandenspanning', answer: TYRES},
    {q: 'video om een wiel te vervangen', answer: PART_VIDEOS},
  ],
  'zh-Hant': [
    {q: '我的訂單在哪裡', answer: ORDER},
    {q: '該幫孩子選哪一款滑板車', answer: WHICH},
    {q: '如何取得替換零件', answer: PARTS},
    {q: '有組裝影片嗎', answer: VIDEOS},
    {q: '保固多久', answer: WARRANTY},
    {q: '附近哪裡買得到 globber', answer: STORES},
    {q: 'globber 如何做到永續', answer: GREEN},
    {q: '嬰兒推車怎麼收合', answer: FOLD_STROLLER},
    {q: '嬰兒推車的駐車煞車', answer: STROLLER_BRAKE},
    {q: '電動滑板車電池怎麼充電', answer: CHARGE},
    {q: '如何量頭圍選安全帽', answer: HEAD},
    {q: '滑步車座墊高度', answer: SADDLE},
    {q: '調整把手高度', answer: HANDLEBAR},
    {q: '滑板車怎麼清潔', answer: CLEAN},
    {q: '胎壓多少', answer: TYRES},
    {q: '更換輪子的影片', answer: PART_VIDEOS},
  ],
};

/** Questions the manuals do not answer: the answerer must say so (`npm run bench:answers`). */
export const UNANSWERABLE: Readonly<Record<string, readonly string[]>> = {
  en: ['what is the capital of France', 'recipe for chocolate cake', 'who won the football world cup'],
  de: ['was ist die Hauptstadt von Frankreich', 'Rezept für Schokoladenkuchen', 'wer hat die Fußballweltmeisterschaft gewonnen'],
  es: ['cuál es la capital de Francia', 'receta de tarta de chocolate', 'quién ganó el mundial de fútbol'],
  it: ['qual è la capitale della Francia', 'ricetta della torta al cioccolato', 'chi ha vinto i mondiali di calcio'],
  fr: ['quelle est la capitale de la France', 'recette du gâteau au chocolat', 'qui a gagné la coupe du monde de football'],
  nl: ['wat is de hoofdstad van Frankrijk', 'recept voor chocoladetaart', 'wie heeft het wereldkampioenschap voetbal gewonnen'],
  'zh-Hant': ['法國的首都是哪裡', '巧克力蛋糕食譜', '誰贏得了世界盃足球賽'],
};
