/**
 * The words parents use for each kind of product, per language: singular,
 * plural and everyday synonyms (Taiwan usage for zh-Hant). The site search
 * and the manual finder read this one list: "caschi" finds the helmets,
 * "Kinderwagen" the buggy, "平衡車" the balance bikes. A phrase matches as a
 * whole ("silla de paseo"); the catalog's own label for a kind is covered
 * by its words (a test checks every label of every locale).
 */
import type {ProductType} from './catalog';
import type {Locale} from './locales';

/** Kinds of product as parents name them: the catalog's types, and "scooter" for any scooter. */
export const PRODUCT_KINDS = [
  'scooter',
  'scooter-3w',
  'scooter-2w',
  'e-scooter',
  'trike',
  'balance-bike',
  'walker',
  'skates',
  'helmet',
  'pads',
  'bell',
  'stroller',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export type KindWords = Readonly<Record<ProductKind, readonly string[]>>;

/** The kinds each catalog type is known as: a stunt scooter is a scooter. */
export const KINDS_OF_TYPE: Readonly<Record<ProductType, readonly ProductKind[]>> = {
  'scooter-3w': ['scooter', 'scooter-3w'],
  'ride-on-scooter': ['scooter', 'walker'],
  'scooter-2w': ['scooter', 'scooter-2w'],
  'big-wheel-scooter': ['scooter', 'scooter-2w'],
  'stunt-scooter': ['scooter', 'scooter-2w'],
  'e-scooter': ['e-scooter'],
  trike: ['trike'],
  'balance-bike': ['balance-bike'],
  walker: ['walker'],
  skates: ['skates'],
  helmet: ['helmet'],
  pads: ['pads'],
  bell: ['bell'],
  stroller: ['stroller'],
};

export const PRODUCT_WORDS: Readonly<Record<Locale, KindWords>> = {
  en: {
    scooter: ['scooter', 'scooters', 'kick scooter', 'kick scooters', 'push scooter', 'kickboard', 'stunt scooter', 'freestyle scooter'],
    'scooter-3w': ['three-wheel scooter', 'three-wheeled scooter', '3-wheel scooter', '3 wheel scooter', 'three wheels', '3 wheels', 'three-wheel'],
    'scooter-2w': ['two-wheel scooter', 'two-wheeled scooter', '2-wheel scooter', '2 wheel scooter', 'two wheels', '2 wheels', 'two-wheel'],
    'e-scooter': ['electric scooter', 'electric scooters', 'e-scooter', 'e-scooters', 'escooter', 'motor scooter'],
    trike: ['trike', 'trikes', 'tricycle', 'tricycles', 'three-wheeler', 'push trike'],
    'balance-bike': ['balance bike', 'balance bikes', 'run bike', 'running bike', 'push bike', 'bike without pedals', 'no-pedal bike', 'first bike'],
    walker: ['walker', 'walkers', 'baby walker', 'ride-on', 'ride-ons', 'ride-on toy'],
    skates: ['skates', 'skate', 'roller skates', 'roller skate', 'rollerskates', 'inline skates'],
    helmet: ['helmet', 'helmets', 'bike helmet', 'cycle helmet', 'crash helmet'],
    pads: ['pads', 'protective pads', 'protective gear', 'protection', 'protections', 'protectors', 'knee pads', 'elbow pads', 'wrist guards', 'kneepads'],
    bell: ['bell', 'bells', 'bike bell', 'handlebar accessory', 'accessories'],
    stroller: ['stroller', 'strollers', 'pushchair', 'pushchairs', 'buggy', 'buggies', 'pram', 'prams', 'pushcart'],
  },
  de: {
    scooter: ['Roller', 'Tretroller', 'Scooter', 'Kickboard', 'Kinderroller', 'Cityroller'],
    'scooter-3w': ['Roller mit drei Rädern', 'Dreiradroller', 'Dreirad-Roller', 'drei Räder', 'Roller mit 3 Rädern', '3 Räder'],
    'scooter-2w': ['Roller mit zwei Rädern', 'Zweiradroller', 'zwei Räder', 'Roller mit 2 Rädern', '2 Räder'],
    'e-scooter': ['E-Scooter', 'E-Roller', 'Elektroroller', 'Elektro-Scooter', 'elektrischer Roller', 'E-Tretroller'],
    trike: ['Dreirad', 'Dreiräder', 'Kinderdreirad', 'Mitwachsendes Dreirad'],
    'balance-bike': ['Laufrad', 'Laufräder', 'Lauflernrad', 'Kinderlaufrad', 'Rad ohne Pedale'],
    walker: ['Lauflernwagen', 'Rutscher', 'Rutschauto', 'Lauflernhilfe'],
    skates: ['Rollschuhe', 'Rollschuh', 'Inliner', 'Inlineskates', 'Skates'],
    helmet: ['Helm', 'Helme', 'Fahrradhelm', 'Kinderhelm', 'Kinderfahrradhelm'],
    pads: ['Protektoren', 'Protektor', 'Schoner', 'Knieschoner', 'Ellbogenschoner', 'Handgelenkschoner', 'Schutzausrüstung', 'Schützer', 'Knieschützer'],
    bell: ['Klingel', 'Klingeln', 'Fahrradklingel', 'Glocke', 'Lenkerzubehör', 'Zubehör'],
    stroller: ['Buggy', 'Buggys', 'Kinderwagen', 'Sportwagen', 'Reisebuggy'],
  },
  es: {
    scooter: ['patinete', 'patinetes', 'patín', 'monopatín', 'scooter'],
    'scooter-3w': ['patinete de tres ruedas', 'patinete de 3 ruedas', 'tres ruedas', '3 ruedas'],
    'scooter-2w': ['patinete de dos ruedas', 'patinete de 2 ruedas', 'dos ruedas', '2 ruedas'],
    'e-scooter': ['patinete eléctrico', 'patinetes eléctricos', 'e-scooter', 'patinete electrico'],
    trike: ['triciclo', 'triciclos', 'triciclo evolutivo'],
    'balance-bike': ['bicicleta sin pedales', 'bicicletas sin pedales', 'bici sin pedales', 'bicicleta de equilibrio', 'bici de equilibrio', 'balance bike'],
    walker: ['andador', 'andadores', 'correpasillos', 'correpasillo'],
    skates: ['patines', 'patines extensibles', 'patines de ruedas', 'patines en línea'],
    helmet: ['casco', 'cascos', 'casco de bici', 'casco infantil'],
    pads: ['protecciones', 'protección', 'protectores', 'rodilleras', 'rodillera', 'coderas', 'codera', 'muñequeras', 'muñequera'],
    bell: ['timbre', 'timbres', 'bocina', 'accesorio para el manillar', 'accesorios'],
    stroller: ['silla de paseo', 'sillas de paseo', 'sillita', 'carrito', 'carritos', 'cochecito', 'carro de bebé'],
  },
  it: {
    scooter: ['monopattino', 'monopattini', 'scooter'],
    'scooter-3w': ['monopattino a tre ruote', 'monopattino a 3 ruote', 'tre ruote', '3 ruote'],
    'scooter-2w': ['monopattino a due ruote', 'monopattino a 2 ruote', 'due ruote', '2 ruote'],
    'e-scooter': ['monopattino elettrico', 'monopattini elettrici', 'e-scooter'],
    trike: ['triciclo', 'tricicli', 'triciclo evolutivo'],
    'balance-bike': ['bici senza pedali', 'bicicletta senza pedali', 'bici senza pedale', 'biciclette senza pedali', 'bici di equilibrio', 'balance bike'],
    walker: ['carrellino', 'carrellino primi passi', 'cavalcabile', 'cavalcabili', 'girello', 'primi passi'],
    skates: ['pattini', 'pattino', 'pattini regolabili', 'pattini a rotelle', 'rollerblade'],
    helmet: ['casco', 'caschi', 'caschetto', 'caschetti', 'casco bici'],
    pads: ['protezioni', 'protezione', 'paraginocchia', 'ginocchiere', 'ginocchiera', 'gomitiere', 'gomitiera', 'polsiere', 'polsiera', 'parapolsi'],
    bell: ['campanello', 'campanelli', 'accessorio per il manubrio', 'accessori'],
    stroller: ['passeggino', 'passeggini', 'carrozzina', 'carrozzine', 'passeggino leggero'],
  },
  fr: {
    scooter: ['trottinette', 'trottinettes', 'patinette', 'scooter'],
    'scooter-3w': ['trottinette 3 roues', 'trottinette trois roues', 'trottinette à trois roues', '3 roues', 'trois roues'],
    'scooter-2w': ['trottinette 2 roues', 'trottinette deux roues', 'trottinette à deux roues', '2 roues', 'deux roues'],
    'e-scooter': ['trottinette électrique', 'trottinettes électriques', 'trottinette electrique', 'e-scooter'],
    trike: ['tricycle', 'tricycles', 'tricycle évolutif', 'tricycle evolutif'],
    'balance-bike': ['draisienne', 'draisiennes', 'vélo sans pédales', 'velo sans pedales', 'vélo d’équilibre'],
    walker: ['trotteur', 'trotteurs', 'porteur', 'porteurs'],
    skates: ['patins', 'patin', 'patins à roulettes', 'rollers', 'roller'],
    helmet: ['casque', 'casques', 'casque vélo', 'casque enfant'],
    pads: ['protections', 'protection', 'genouillères', 'genouillère', 'coudières', 'coudière', 'protège-poignets', 'protège-genoux'],
    bell: ['sonnette', 'sonnettes', 'klaxon', 'accessoire de guidon', 'accessoires'],
    stroller: ['poussette', 'poussettes', 'landau', 'poussette canne'],
  },
  nl: {
    scooter: ['step', 'steps', 'autoped', 'kinderstep', 'scooter', 'stuntstep', 'stuntsteps'],
    'scooter-3w': ['driewielstep', 'driewielsteps', 'step met drie wielen', 'drie wielen', '3 wielen'],
    'scooter-2w': ['tweewielstep', 'tweewielsteps', 'step met twee wielen', 'twee wielen', '2 wielen'],
    'e-scooter': ['elektrische step', 'elektrische steps', 'e-step', 'e-scooter'],
    trike: ['driewieler', 'driewielers', 'meegroeiende driewieler'],
    'balance-bike': ['loopfiets', 'loopfietsen', 'fiets zonder pedalen', 'balansfiets'],
    walker: ['loopwagen', 'loopwagens', 'loopvoertuig', 'loopvoertuigen', 'loopauto'],
    skates: ['rolschaatsen', 'rolschaats', 'skates', 'inlineskates'],
    helmet: ['helm', 'helmen', 'fietshelm', 'kinderhelm'],
    pads: ['beschermers', 'bescherming', 'kniebeschermers', 'elleboogbeschermers', 'polsbeschermers', 'beschermset'],
    bell: ['bel', 'bellen', 'fietsbel', 'stuuraccessoire', 'accessoires'],
    stroller: ['buggy', 'buggys', 'kinderwagen', 'kinderwagens', 'wandelwagen', 'wandelwagens'],
  },
  'zh-Hant': {
    scooter: ['滑板車', '滑步板車', '踏板車'],
    'scooter-3w': ['三輪滑板車'],
    'scooter-2w': ['兩輪滑板車', '二輪滑板車'],
    'e-scooter': ['電動滑板車', '電動車'],
    trike: ['三輪車', '多功能三輪車', '兒童三輪車'],
    'balance-bike': ['滑步車', '平衡車', '平衡滑步車', '無踏板自行車'],
    walker: ['學步車', '嚕嚕車', '助步車'],
    skates: ['溜冰鞋', '輪滑鞋', '直排輪'],
    helmet: ['安全帽', '頭盔', '自行車安全帽'],
    pads: ['護具', '護膝', '護肘', '護腕'],
    bell: ['車鈴', '鈴鐺', '把手配件'],
    stroller: ['嬰兒推車', '推車', '嬰兒車', '手推車'],
  },
};

/** Things parents do with a product, and the words each language has for them: the search treats them as one word. */
export const TASKS = ['fold', 'adjust', 'charge', 'measure', 'clean', 'assemble', 'choose'] as const;
export type Task = (typeof TASKS)[number];

export const TASK_WORDS: Readonly<Record<Locale, Readonly<Record<Task, readonly string[]>>>> = {
  en: {
    fold: ['fold', 'folding', 'fold up', 'collapse', 'close'],
    adjust: ['adjust', 'adjusting', 'adjustment', 'adjustments', 'change', 'set', 'raise', 'lower'],
    charge: ['charge', 'charging', 'recharge', 'charger'],
    measure: ['measure', 'measuring', 'measurement'],
    clean: ['clean', 'cleaning', 'wash', 'washing'],
    assemble: ['assemble', 'assembly', 'put together', 'build', 'mount', 'set up'],
    choose: ['choose', 'choosing', 'pick', 'select', 'choice'],
  },
  de: {
    fold: ['zusammenklappen', 'klappen', 'einklappen', 'falten', 'zusammenfalten', 'zusammenlegen'],
    adjust: ['einstellen', 'verstellen', 'anpassen', 'ändern', 'Einstellung', 'Einstellungen'],
    charge: ['laden', 'aufladen', 'Laden', 'Ladegerät'],
    measure: ['messen', 'ausmessen', 'abmessen'],
    clean: ['reinigen', 'putzen', 'waschen', 'Reinigung'],
    assemble: ['aufbauen', 'montieren', 'zusammenbauen', 'Montage', 'Aufbau'],
    choose: ['wählen', 'auswählen', 'aussuchen', 'Wahl', 'Auswahl'],
  },
  es: {
    fold: ['plegar', 'plegado', 'doblar', 'cerrar'],
    adjust: ['ajustar', 'ajuste', 'ajustes', 'regular', 'cambiar', 'graduar'],
    charge: ['cargar', 'carga', 'recargar', 'cargador'],
    measure: ['medir', 'medida'],
    clean: ['limpiar', 'limpieza', 'lavar'],
    assemble: ['montar', 'montaje', 'ensamblar', 'armar'],
    choose: ['elegir', 'elijo', 'escoger', 'elección'],
  },
  it: {
    fold: ['piegare', 'chiudere', 'ripiegare', 'chiusura', 'piegatura'],
    adjust: ['regolare', 'regolazione', 'regolazioni', 'cambiare', 'modificare'],
    charge: ['caricare', 'ricaricare', 'ricarica', 'carica', 'caricabatterie'],
    measure: ['misurare', 'misura'],
    clean: ['pulire', 'pulizia', 'lavare'],
    assemble: ['montare', 'montaggio', 'assemblare', 'assemblaggio'],
    choose: ['scegliere', 'scelgo', 'scelta'],
  },
  fr: {
    fold: ['plier', 'pliage', 'replier', 'fermer'],
    adjust: ['régler', 'réglage', 'réglages', 'ajuster', 'changer', 'modifier'],
    charge: ['charger', 'recharger', 'charge', 'recharge', 'chargeur'],
    measure: ['mesurer', 'mesure'],
    clean: ['nettoyer', 'nettoyage', 'laver'],
    assemble: ['monter', 'montage', 'assembler', 'assemblage'],
    choose: ['choisir', 'choisis', 'choix'],
  },
  nl: {
    fold: ['inklappen', 'opvouwen', 'vouwen', 'dichtklappen', 'opklappen'],
    adjust: ['verstellen', 'afstellen', 'instellen', 'aanpassen', 'veranderen'],
    charge: ['opladen', 'laden', 'lader', 'oplader'],
    measure: ['meten', 'opmeten'],
    clean: ['schoonmaken', 'reinigen', 'wassen'],
    assemble: ['monteren', 'montage', 'in elkaar zetten', 'opbouwen'],
    choose: ['kiezen', 'kies', 'keuze', 'uitkiezen'],
  },
  'zh-Hant': {
    fold: ['折疊', '收合', '收起', '摺疊', '折起', '收折'],
    adjust: ['調整', '調節', '改變', '設定'],
    charge: ['充電', '充電器'],
    measure: ['量', '測量', '丈量'],
    clean: ['清潔', '清洗', '清理'],
    assemble: ['組裝', '安裝', '組合'],
    choose: ['選擇', '選', '挑選'],
  },
};
