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
    // Named products, long questions, typos, numbers and families (written for tuning, issue #31).
    {q: 'Ultimum Lights how to lock the steering so it goes straight', answer: /^\/docs\/ultimum\/ultimum-lights#steering-lock$/},
    {q: 'my daughter is 3 and I want to take her GO UP Deluxe out in the car, how do I fold it up', answer: /^\/docs\/go-up\/deluxe#(fold|folding)$/},
    {q: 'GS 540 handlebar wobbles after a jump', answer: /^\/docs\/gs\/540#(headset|clamp|after-falls|troubleshooting)$/},
    {q: 'explorer trike 4in1 canopy', answer: /^\/docs\/explorer-trike\/4-in-1(-634)?#canopy$/},
    {q: 'how heavy can the rider be on the Flow Foldable 125', answer: /^\/docs\/flow\/foldable-125#specifications$/},
    {q: 'stroll lite harnes', answer: /^\/docs\/stroller\/stroll-lite#harness$/},
    {q: 'chin strap on the Helmet Fantasy', answer: /^\/docs\/helmets\/fantasy#(fit|wearing)$/},
    {q: 'how do I put the seat on the GO UP', answer: /^\/docs\/go-up\/[^#]+#attach-seat$/},
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
    // Named products, long questions, typos, numbers and families (written for tuning, issue #31).
    {q: 'Wie stelle ich die Lenkerhöhe beim Primo Foldable Lights ein', answer: /^\/docs\/primo\/foldable-lights#handlebar-height$/},
    {q: 'Unser Sohn ist 5 Jahre alt und fährt den Flow Foldable Junior, wie klappe ich ihn zusammen?', answer: /^\/docs\/flow\/foldable-junior#(fold|folding)$/},
    {q: 'Explorer Trike 4-in-1 Schiebestange abnehmen', answer: /^\/docs\/explorer-trike\/4-in-1(-634)?#(push-bar|stage-pedal|stage-classic)$/},
    {q: 'Wie schwer darf mein Kind für den Primo Foldable Lights sein?', answer: /^\/docs\/primo\/foldable-lights#specifications$/},
    {q: 'Helm Racing richtig aufsetzen', answer: /^\/docs\/helmets\/racing#(fit|wearing)$/},
    {q: 'Stroll Lite Sonnendach', answer: /^\/docs\/stroller\/stroll-lite#canopy$/},
    {q: 'E-Motion 11 Reichweite', answer: /^\/docs\/e-motion\/e-motion-11#(speed-range|battery)$/},
    {q: 'Explorer Trike Sonnendach anbringen', answer: /^\/docs\/explorer-trike\/[^#]+#canopy$/},
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
    // Named products, long questions, typos, numbers and families (written for tuning, issue #31).
    {q: 'cómo bloquear la dirección del Primo Foldable Lights', answer: /^\/docs\/primo\/foldable-lights#steering-lock$/},
    {q: 'mi hija tiene 4 años y tiene el Junior Foldable Lights, ¿cómo se pliega para meterlo en el coche?', answer: /^\/docs\/junior\/foldable-lights#(fold|folding)$/},
    {q: 'Go Bike Elite altura del sillin', answer: /^\/docs\/go-bike\/elite#saddle-height$/},
    {q: 'peso máximo del NL 205 Deluxe', answer: /^\/docs\/nl\/205-deluxe#specifications$/},
    {q: 'capota del Explorer Trike 3-in-1', answer: /^\/docs\/explorer-trike\/3-in-1#canopy$/},
    {q: 'cómo poner el arnés de la Stroll Lite', answer: /^\/docs\/stroller\/stroll-lite#harness$/},
    {q: 'cargar el E-Motion 6', answer: /^\/docs\/e-motion\/e-motion-6#battery$/},
    {q: 'cómo plegar el GO UP', answer: /^\/docs\/go-up\/[^#]+#(fold|folding)$/},
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
    // Named products, long questions, typos, numbers and families (written for tuning, issue #31).
    {q: 'come si blocca lo sterzo del Primo Plus Lights', answer: /^\/docs\/primo\/plus-lights#steering-lock$/},
    {q: "mio figlio ha 6 anni e usa il Flow Element Lights per andare a scuola, come si regola l'altezza del manubrio?", answer: /^\/docs\/flow-element\/lights#(handlebar-height|clamp-tension)$/},
    {q: 'altezza sella Learning Bike', answer: /^\/docs\/learning\/bike#saddle-height$/},
    {q: 'età consigliata Ultimum Lights', answer: /^\/docs\/ultimum\/ultimum-lights#specifications$/},
    {q: 'pulire il casco Helmet Kid', answer: /^\/docs\/helmets\/kid#cleaning$/},
    {q: 'schienale reclinabile Stroll Lite', answer: /^\/docs\/stroller\/stroll-lite#recline$/},
    {q: 'ricaricare ONE K E-Motion 15', answer: /^\/docs\/one-k-e-motion\/15#battery$/},
    {q: 'come si piega il GO UP', answer: /^\/docs\/go-up\/[^#]+#(fold|folding)$/},
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
    // Named products, long questions, typos, numbers and families (written for tuning, issue #31).
    {q: 'comment verrouiller la direction de la Elite Lights', answer: /^\/docs\/elite\/elite-lights#steering-lock$/},
    {q: 'ma fille a 3 ans et demi, comment régler la hauteur du guidon de sa Primo Foldable Wood Lights ?', answer: /^\/docs\/primo\/foldable-wood-lights#handlebar-height$/},
    {q: 'hauteur de selle Go Bike', answer: /^\/docs\/go-bike\/#saddle-height$/},
    {q: 'poids maximum de la ONE K 125', answer: /^\/docs\/one-k\/125#specifications$/},
    {q: 'laver les genouillères Protectives Junior', answer: /^\/docs\/protectives\/junior#washing$/},
    {q: 'pare-soleil de la Stroll Lite', answer: /^\/docs\/stroller\/stroll-lite#canopy$/},
    {q: 'autonomie de la E-Motion 27', answer: /^\/docs\/e-motion\/e-motion-27#(speed-range|battery)$/},
    {q: 'comment plier la GO UP', answer: /^\/docs\/go-up\/[^#]+#(fold|folding)$/},
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
    // Named products, long questions, typos, numbers and families (written for tuning, issue #31).
    {q: 'stuurslot van de Master Lights', answer: /^\/docs\/master\/lights#steering-lock$/},
    {q: 'mijn zoon is 7 en heeft de Flow Foldable 125, het stuur zakt steeds weg tijdens het rijden, hoe zet ik het vast?', answer: /^\/docs\/flow\/foldable-125#(clamp-tension|handlebar-height|troubleshooting)$/},
    {q: 'zadel hoger zetten Go Bike Elite Air', answer: /^\/docs\/go-bike\/elite-air#saddle-height$/},
    {q: 'maximaal gewicht ONE NL 205', answer: /^\/docs\/one-nl\/205#specifications$/},
    {q: 'helm Master Ultimum wassen', answer: /^\/docs\/helmets\/master-ultimum#cleaning$/},
    {q: 'Stroll Lite rugleuning verstellen', answer: /^\/docs\/stroller\/stroll-lite#recline$/},
    {q: 'bandenspanning Go Bike Elite Air', answer: /^\/docs\/go-bike\/elite-air#tyre-pressure$/},
    {q: 'GO UP inklappen', answer: /^\/docs\/go-up\/[^#]+#(fold|folding)$/},
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
    // Named products, long questions, typos, numbers and families (written for tuning, issue #31).
    {q: 'Primo Foldable Lights 方向鎖怎麼用', answer: /^\/docs\/primo\/foldable-lights#steering-lock$/},
    {q: '我女兒4歲，她的 Junior Foldable Lights 要怎麼摺疊放進後車廂？', answer: /^\/docs\/junior\/foldable-lights#(fold|folding)$/},
    {q: 'Learning Bike 座墊高度', answer: /^\/docs\/learning\/bike#saddle-height$/},
    {q: 'ONE K 165 Deluxe 最大承重', answer: /^\/docs\/one-k\/165-deluxe#specifications$/},
    {q: 'Helmet Kid 怎麼清潔', answer: /^\/docs\/helmets\/kid#cleaning$/},
    {q: 'Stroll Lite 遮陽篷', answer: /^\/docs\/stroller\/stroll-lite#canopy$/},
    {q: 'E-Motion 14 充電', answer: /^\/docs\/e-motion\/e-motion-14#battery$/},
    {q: 'GO UP 怎麼折疊', answer: /^\/docs\/go-up\/[^#]+#(fold|folding)$/},
  ],
};

/** Questions the manuals do not answer: the answerer must say so (`npm run bench:answers`). */
export const UNANSWERABLE: Readonly<Record<string, readonly string[]>> = {
  en: ['what is the capital of France', 'recipe for chocolate cake', 'who won the football world cup', 'how much does the Primo Plus Lights cost', 'what colours does the Flow 125 come in', 'trampoline assembly instructions', 'wie klappe ich den Roller zusammen', '???'],
  de: ['was ist die Hauptstadt von Frankreich', 'Rezept für Schokoladenkuchen', 'wer hat die Fußballweltmeisterschaft gewonnen', 'Was kostet der Flow 125?', 'Welche Farben gibt es beim GO UP Deluxe?', 'how do I fold the scooter', '??'],
  es: ['cuál es la capital de Francia', 'receta de tarta de chocolate', 'quién ganó el mundial de fútbol', 'cuánto cuesta el GO UP Deluxe', 'tienen el Flow 125 en color rosa', 'wie klappe ich den Roller zusammen', '¿?'],
  it: ['qual è la capitale della Francia', 'ricetta della torta al cioccolato', 'chi ha vinto i mondiali di calcio', 'quanto costa il Primo Foldable Lights', 'di che colore è il GO UP Sporty Lights', 'how do I fold the stroller', '...'],
  fr: ['quelle est la capitale de la France', 'recette du gâteau au chocolat', 'qui a gagné la coupe du monde de football', 'combien coûte la Flow Foldable', 'quelles couleurs pour le casque Helmet Kid', 'wo ist meine Bestellung', '!!'],
  nl: ['wat is de hoofdstad van Frankrijk', 'recept voor chocoladetaart', 'wie heeft het wereldkampioenschap voetbal gewonnen', 'wat kost de NL 205', 'welke kleuren heeft de Primo Light', 'où est ma commande', '?'],
  'zh-Hant': ['法國的首都是哪裡', '巧克力蛋糕食譜', '誰贏得了世界盃足球賽', 'GO UP Deluxe 多少錢', 'Flow 125 有什麼顏色', 'how do I fold the stroller', '？？'],
};
