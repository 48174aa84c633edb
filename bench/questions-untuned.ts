/**
 * Held-out questions (issue #31), written from a parent's side by someone who
 * had not read the site's texts: only the product list, the manuals' section
 * anchors and the FAQ's. Never tune on these: tune on bench/questions.ts and
 * report both. `answer: 'none'` marks a question the site cannot answer.
 */
export interface UntunedQuestion {
  readonly q: string;
  readonly answer: RegExp | 'none';
  /** What kind of question it is, for the report. */
  readonly kind: 'product' | 'generic' | 'long' | 'typo-number' | 'unanswerable';
}

export const UNTUNED_QUESTIONS: Readonly<Record<'en' | 'de' | 'es' | 'it' | 'fr' | 'nl' | 'zh-Hant', readonly UntunedQuestion[]>> = {
  en: [
    {q: 'how long does the E-Motion 14 take to charge', answer: /^\/docs\/e-motion\/e-motion-14#(battery|specifications)$/, kind: 'product'},
    {q: 'raise handlebars elite deluxe lights', answer: /^\/docs\/elite\/elite-deluxe-lights#(handlebar-height|adjustments)$/, kind: 'product'},
    {
      q: 'GO UP Deluxe Lights take the seat off so it becomes a normal scooter',
      answer: /^\/docs\/go-up\/deluxe-lights#(attach-seat|stage-scooter|stage-glide|riding)$/,
      kind: 'product',
    },
    {q: 'Stroll Lite lay the seat back for a nap', answer: /^\/docs\/stroller\/stroll-lite#recline$/, kind: 'product'},
    {q: 'Helmet Kid chin strap keeps coming loose', answer: /^\/docs\/helmets\/kid#(fit|wearing|use|troubleshooting)$/, kind: 'product'},
    {q: 'where to get replacement wheels for ONE K 165 Deluxe', answer: /^(\/docs\/one-k\/165-deluxe#spare-parts|\/faq#spare-parts)$/, kind: 'product'},
    {q: 'Primo Plus Lights wheels stopped lighting up', answer: /^\/docs\/primo\/plus-lights#(lights|batteries|troubleshooting)$/, kind: 'product'},
    {q: 'can Protectives Junior knee pads go in the washing machine?', answer: /^\/docs\/protectives\/junior#(washing|maintenance)$/, kind: 'product'},
    {q: 'how do I work out what size helmet my kid needs', answer: /^\/docs\/helmets\/[^#]+#(measure-head|size|use)$/, kind: 'generic'},
    {q: "where's my order??", answer: /^\/faq#order-status$/, kind: 'generic'},
    {q: 'threw away the paper instructions, is there a pdf somewhere', answer: /^\/faq#instruction-manuals$/, kind: 'generic'},
    {
      q: 'My son is 6 and rides his Flow Element to school every day, the handlebar keeps sliding down while he rides. How tight should it be?',
      answer: /^\/docs\/flow-element(\/[^#]*)?#(clamp-tension|handlebar-height|adjustments|troubleshooting)$/,
      kind: 'long',
    },
    {
      q: 'we got the Explorer Trike 4-in-1 for our 10 month old, when can I take the parent handle off and let her pedal on her own?',
      answer: /^\/docs\/explorer-trike\/4-in-1[^#]*#(stage-push-youngest|stage-push|stage-pedal|stage-classic|push-bar|riding|intended-use)$/,
      kind: 'long',
    },
    {q: 'max weight flow 125 770', answer: /^\/docs\/flow\/125-770#(specifications|intended-use)$/, kind: 'typo-number'},
    {q: 'primo foldabel lights brake not wrking', answer: /^\/docs\/primo\/foldable-lights#(brake|troubleshooting)$/, kind: 'typo-number'},
    {q: 'how much is the GO UP Deluxe Lights 360', answer: 'none', kind: 'unanswerable'},
    {q: 'do you make an electric bike for a 12 year old', answer: 'none', kind: 'unanswerable'},
    {q: '{{7*7}}', answer: 'none', kind: 'unanswerable'},
  ],
  de: [
    {
      q: 'Lenker vom Primo Light wackelt',
      answer: /^\/docs\/primo\/light#(troubleshooting|handlebar-height|adjustments|maintenance|monthly|before-each-ride)$/,
      kind: 'product',
    },
    {q: 'Go Bike Elite Sattel höher machen', answer: /^\/docs\/go-bike\/elite#(saddle-height|adjustments)$/, kind: 'product'},
    {q: 'Explorer Trike 4-in-1 Foldable zusammenklappen fürs Auto', answer: /^\/docs\/explorer-trike\/4-in-1-foldable#folding$/, kind: 'product'},
    {q: 'Wie schnell fährt der ONE K E-Motion 23?', answer: /^\/docs\/one-k-e-motion\/23#(speed-range|specifications)$/, kind: 'product'},
    {q: 'Darf man mit dem E-Motion 11 bei Regen fahren', answer: /^\/docs\/e-motion\/e-motion-11#(water|surfaces|riding|safety)$/, kind: 'product'},
    {q: 'Knieschoner Protectives Junior welche Größe', answer: /^\/docs\/protectives\/junior#(size|specifications|use)$/, kind: 'product'},
    {q: 'Mini Buzzzer Batterie leer, wie tauscht man die', answer: /^\/docs\/accessories\/mini-buzzzer#batteries$/, kind: 'product'},
    {q: 'GS 720 Lenker verdreht sich beim Springen', answer: /^\/docs\/gs\/720#(clamp|headset|adjustments|troubleshooting|after-falls)$/, kind: 'product'},
    {q: 'Wie lange hab ich Garantie?', answer: /^(\/faq#warranty|\/docs\/[^#]+#warranty)$/, kind: 'generic'},
    {q: 'gibt es Videos zum Aufbauen', answer: /^\/faq#(assembly-videos|videos)$/, kind: 'generic'},
    {
      q: 'Meine Tochter ist 3 und hat den GO UP Active Lights zum Geburtstag bekommen. Ab wann kann sie ohne Sitz stehend damit fahren?',
      answer: /^\/docs\/go-up\/active-lights#(stage-scooter|stage-glide|riding|attach-seat|intended-use|specifications)$/,
      kind: 'long',
    },
    {
      q: 'Wir haben den Stroll Lite gebraucht übernommen, die Feststellbremse hält nicht mehr richtig und er rollt weg. Was kann ich machen?',
      answer: /^\/docs\/stroller\/stroll-lite#(brake|troubleshooting|wheels|maintenance)$/,
      kind: 'long',
    },
    {
      q: 'laufrad für 2 jährige welche schrittlänge',
      answer: /^\/docs\/(go-bike\/[^#]*|learning\/bike[^#]*)#(inseam|saddle-height|specifications|intended-use)$/,
      kind: 'typo-number',
    },
    {q: 'flow 125 lichter 772 batterie wechsln', answer: /^\/docs\/flow\/125-lights-772#(batteries|troubleshooting)$/, kind: 'typo-number'},
    {q: 'Was kostet der NL 205 Deluxe?', answer: 'none', kind: 'unanswerable'},
    {q: 'Kindersitz fürs Auto mit Isofix einbauen', answer: 'none', kind: 'unanswerable'},
    {q: 'asdf', answer: 'none', kind: 'unanswerable'},
  ],
  es: [
    {q: 'cómo se pliega el Junior Foldable Lights', answer: /^\/docs\/junior\/foldable-lights#(folding|fold)$/, kind: 'product'},
    {q: 'subir el manillar del Ultimum Lights', answer: /^\/docs\/ultimum\/ultimum-lights#(handlebar-height|adjustments)$/, kind: 'product'},
    {
      q: 'Learning Bike 3-in-1 quitar las ruedas de atrás para que sea sin pedales',
      answer: /^\/docs\/learning\/bike-3-in-1#(stage-balance|stage-trike|riding|assembly|assemble)$/,
      kind: 'product',
    },
    {q: 'casco Fantasy cómo se enciende la lucecita', answer: /^\/docs\/helmets\/fantasy#(led-light|batteries|use)$/, kind: 'product'},
    {q: 'el E-Motion 6 no arranca', answer: /^\/docs\/e-motion\/e-motion-6#(troubleshooting|start|battery)$/, kind: 'product'},
    {q: 'patines Learning Skates agrandar el pie', answer: /^\/docs\/learning\/skates-2-in-1-kids-and-toddlers#(size|adjustments)$/, kind: 'product'},
    {
      q: "Walk'n'Roll pasar de andador a correpasillos",
      answer: /^\/docs\/learning\/walk-n-roll-2-in-1-ecologic#(convert|stage-ride-on|stage-walker|adjustments)$/,
      kind: 'product',
    },
    {q: 'hay alguna tienda cerca donde lo vendan?', answer: /^\/faq#store-locator$/, kind: 'generic'},
    {q: 'cómo pido una pieza de repuesto', answer: /^(\/faq#spare-parts|\/docs\/[^#]+#spare-parts)$/, kind: 'generic'},
    {
      q: 'Mi hijo de 5 años se cayó con el Flow Foldable y ahora el manillar baila hacia los lados, ¿es seguro seguir usándolo?',
      answer:
        /^\/docs\/flow\/foldable[^#]*#(troubleshooting|safety|clamp-tension|handlebar-height|adjustments|folding|fold|unfold|maintenance|before-each-ride)$/,
      kind: 'long',
    },
    {
      q: 'Tenemos el Explorer Trike 3-in-1 y el toldo se suelta cada vez que pasamos por un bache, ¿cómo se pone bien?',
      answer: /^\/docs\/explorer-trike\/3-in-1#(canopy|assembly|assemble|troubleshooting)$/,
      kind: 'long',
    },
    {q: 'peso maximo go up delux lights', answer: /^\/docs\/go-up\/deluxe-lights#(specifications|intended-use)$/, kind: 'typo-number'},
    {q: 'casco niño cabeza 52 cm que talla', answer: /^\/docs\/helmets\/[^#]+#(size|measure-head|specifications)$/, kind: 'typo-number'},
    {q: '¿tenéis el GS 900 en verde?', answer: 'none', kind: 'unanswerable'},
    {q: 'bicicleta eléctrica para adultos plegable', answer: 'none', kind: 'unanswerable'},
    {q: 'E-Motion 27 oferta black friday', answer: 'none', kind: 'unanswerable'},
  ],
  it: [
    {q: 'come si chiude il passeggino Stroll Lite', answer: /^\/docs\/stroller\/stroll-lite#(folding|fold)$/, kind: 'product'},
    {q: 'Master Lights come si trascina tipo trolley', answer: /^\/docs\/master\/lights#(trolley-mode|folding|fold)$/, kind: 'product'},
    {q: 'montare il campanello Globber Bells sul manubrio', answer: /^\/docs\/accessories\/globber-bells#(assembly|use)$/, kind: 'product'},
    {q: 'Go Bike Elite Air quanto gonfiare le ruote', answer: /^\/docs\/go-bike\/elite-air#(tyre-pressure|specifications|maintenance)$/, kind: 'product'},
    {q: 'Toddler Pads si possono lavare?', answer: /^\/docs\/protectives\/toddler-pads#(washing|maintenance)$/, kind: 'product'},
    {q: 'Elite Lights bloccare lo sterzo per i primi giri', answer: /^\/docs\/elite\/elite-lights#(steering-lock|first-rides|riding)$/, kind: 'product'},
    {
      q: 'ONE NL 230 Ultimate freno dietro consumato',
      answer: /^(\/docs\/one-nl\/230-ultimate#(brake|spare-parts|maintenance|monthly|troubleshooting)|\/faq#spare-parts)$/,
      kind: 'product',
    },
    {q: 'E-Motion 4 Plus da che età si può usare', answer: /^\/docs\/e-motion\/e-motion-4-plus#(intended-use|specifications|safety)$/, kind: 'product'},
    {q: 'ho perso il libretto delle istruzioni', answer: /^\/faq#instruction-manuals$/, kind: 'generic'},
    {q: 'quando arriva il mio pacco', answer: /^\/faq#order-status$/, kind: 'generic'},
    {
      q: 'Mio figlio ha 8 anni e usa il monopattino elettrico E-Motion 11: quanti km fa con una carica e quante ore ci vogliono per ricaricarlo?',
      answer: /^\/docs\/e-motion\/e-motion-11#(battery|specifications)$/,
      kind: 'long',
    },
    {
      q: 'Abbiamo il triciclo Learning Trike 2-in-1 V2, la bimba ha un anno e scivola di lato sul sedile: come si stringe la cintura?',
      answer: /^\/docs\/learning\/trike-2-in-1-v2#(harness|seat-position|adjustments)$/,
      kind: 'long',
    },
    {
      q: 'monopattino 3 ruote per bimbo di 2 anni',
      answer: /^(\/faq#which-scooter|\/docs\/(primo|go-up|junior|elite|ace|master|ultimum)(\/[^#]*)?#(intended-use|specifications))$/,
      kind: 'typo-number',
    },
    {q: 'gs540 manopole consumate dove le trovo', answer: /^(\/docs\/gs\/540#(grips|spare-parts)|\/faq#spare-parts)$/, kind: 'typo-number'},
    {q: 'seggiolino auto gruppo 1 compatibile?', answer: 'none', kind: 'unanswerable'},
    {q: '<script>alert(1)</script>', answer: 'none', kind: 'unanswerable'},
    {q: 'quanto costa il Primo Plus Lights', answer: 'none', kind: 'unanswerable'},
  ],
  fr: [
    {q: 'plier la trottinette NL 205', answer: /^\/docs\/nl\/205#(folding|fold)$/, kind: 'product'},
    {q: 'régler la hauteur de la selle GO UP Active Ecologic', answer: /^\/docs\/go-up\/active-ecologic#(seat-height|adjustments)$/, kind: 'product'},
    {
      q: 'draisienne Learning Bike Ecologic à partir de quel âge',
      answer: /^\/docs\/learning\/bike-ecologic#(intended-use|specifications|inseam)$/,
      kind: 'product',
    },
    {q: 'casque Racing comment le nettoyer', answer: /^\/docs\/helmets\/racing#(cleaning|maintenance)$/, kind: 'product'},
    {q: "on peut laisser l'Explorer Trike 2-in-1 dehors l'hiver ?", answer: /^\/docs\/explorer-trike\/2-in-1#(storage|maintenance)$/, kind: 'product'},
    {
      q: 'ONE K 200 Piston Deluxe le frein arrière ne freine plus',
      answer: /^\/docs\/one-k\/200-piston-deluxe#(brake|troubleshooting|maintenance|monthly)$/,
      kind: 'product',
    },
    {
      q: 'Protectives Fila genouillères et coudières lesquelles vont où',
      answer: /^\/docs\/protectives\/fila#(which-pad|putting-on|use|parts)$/,
      kind: 'product',
    },
    {q: "où jeter la batterie usée de l'E-Motion 27", answer: /^\/docs\/e-motion\/e-motion-27#(disposal|battery)$/, kind: 'product'},
    {q: 'vos trottinettes sont-elles en plastique recyclé ?', answer: /^\/faq#sustainability$/, kind: 'generic'},
    {q: 'suivre ma commande', answer: /^\/faq#order-status$/, kind: 'generic'},
    {
      q: 'Ma fille de 4 ans a une Elite Deluxe Lights, depuis une chute la roue avant ne tourne plus droit. Faut-il changer une pièce ?',
      answer: /^(\/docs\/elite\/elite-deluxe-lights#(troubleshooting|spare-parts|steering-lock|maintenance|safety)|\/faq#spare-parts)$/,
      kind: 'long',
    },
    {
      q: "On part en vacances en train avec la poussette Stroll Lite, est-ce qu'elle se replie d'une main et tient debout toute seule ?",
      answer: /^\/docs\/stroller\/stroll-lite#(folding|fold|specifications|storage)$/,
      kind: 'long',
    },
    {
      q: 'trotinette eletrique a partir de 14 ans ?',
      answer: /^\/docs\/(e-motion|one-k-e-motion)\/[^#]+#(intended-use|specifications|safety)$/,
      kind: 'typo-number',
    },
    {
      q: 'explorer trike 636 fixer le panneau de jeux',
      answer: /^\/docs\/explorer-trike\/4-in-1-deluxe-play-636#(play-panel|assembly|assemble)$/,
      kind: 'typo-number',
    },
    {q: 'prix de la Flow Element Lights en promo', answer: 'none', kind: 'unanswerable'},
    {q: 'siège auto pivotant 360 isofix', answer: 'none', kind: 'unanswerable'},
    {q: 'vous vendez des vélos électriques ?', answer: 'none', kind: 'unanswerable'},
  ],
  nl: [
    {
      q: 'Go Bike Elite Duo frame omdraaien zodat hij lager wordt',
      answer: /^\/docs\/go-bike\/elite-duo#(frame-position|adjustments|saddle-height)$/,
      kind: 'product',
    },
    {q: 'GO UP Baby Lights vanaf welke leeftijd', answer: /^\/docs\/go-up\/baby-lights#(intended-use|specifications)$/, kind: 'product'},
    {
      q: 'lampjes Flow Element Comfort Lights doen het niet meer',
      answer: /^\/docs\/flow-element\/comfort-lights#(batteries|troubleshooting)$/,
      kind: 'product',
    },
    {q: 'hoe klap ik de ONE NL 205-180 Duo in', answer: /^\/docs\/one-nl\/205-180-duo#(folding|fold)$/, kind: 'product'},
    {q: 'Ace Lights in elkaar zetten', answer: /^\/docs\/ace\/ace-lights#assembly$/, kind: 'product'},
    {q: 'helm Master Ultimum vervangen na een val?', answer: /^\/docs\/helmets\/master-ultimum#(replace|safety|maintenance)$/, kind: 'product'},
    {q: 'hoe rem je met de ONE K E-Motion 10', answer: /^\/docs\/one-k-e-motion\/10#(brake|riding)$/, kind: 'product'},
    {
      q: 'Learning Trike 3-in-1 Plus Ecologic duwstang eraf halen',
      answer: /^\/docs\/learning\/trike-3-in-1-plus-ecologic#(push-bar|stage-pedal|stage-classic|assembly)$/,
      kind: 'product',
    },
    {q: 'zijn er filmpjes hoe je een wieltje vervangt', answer: /^\/faq#(videos|assembly-videos)$/, kind: 'generic'},
    {
      q: 'hoe meet ik de beenlengte van mijn kind voor een loopfiets',
      answer: /^\/docs\/(go-bike\/[^#]*|learning\/bike[^#]*)#(inseam|saddle-height|specifications)$/,
      kind: 'generic',
    },
    {
      q: 'Mijn zoon van 9 doet trucjes in het skatepark met zijn GS 900 Deluxe en na een harde landing kraakt het stuur. Moet ik iets nakijken?',
      answer: /^\/docs\/gs\/900-deluxe#(after-falls|headset|clamp|troubleshooting|maintenance|skate-park)$/,
      kind: 'long',
    },
    {
      q: 'We hebben de Junior Foldable Fantasy Lights mee naar het strand genomen en nu piepen de wielen en lopen ze stroef, hoe maak ik ze schoon?',
      answer: /^\/docs\/junior\/foldable-fantasy-lights#(cleaning|maintenance|monthly|troubleshooting)$/,
      kind: 'long',
    },
    {q: 'primo fodable wood lichtjes batterij', answer: /^\/docs\/primo\/foldable-wood-lights#(batteries|lights)$/, kind: 'typo-number'},
    {
      q: 'driewieler met duwstang voor 1 jaar',
      answer: /^(\/faq#which-scooter|\/docs\/(explorer-trike\/[^#]*|learning\/trike[^#]*)#(intended-use|specifications|push-bar|stage-push-youngest))$/,
      kind: 'typo-number',
    },
    {q: 'is de GO UP Deluxe ook in het roze', answer: 'none', kind: 'unanswerable'},
    {q: 'accu elektrische fiets opladen', answer: 'none', kind: 'unanswerable'},
    {q: '<img src=x onerror=alert(1)>', answer: 'none', kind: 'unanswerable'},
  ],
  'zh-Hant': [
    {q: 'Flow Foldable Junior 怎麼收起來', answer: /^\/docs\/flow\/foldable-junior#(folding|fold)$/, kind: 'product'},
    {q: 'GO UP Sporty Lights 座椅高度怎麼調', answer: /^\/docs\/go-up\/sporty-lights#(seat-height|adjustments)$/, kind: 'product'},
    {
      q: 'Explorer Trike 4-in-1 Deluxe Play 遮陽棚要怎麼裝',
      answer: /^\/docs\/explorer-trike\/4-in-1-deluxe-play(-636)?#(canopy|assembly|assemble)$/,
      kind: 'product',
    },
    {q: 'ONE K E-Motion 15 充飽電要多久', answer: /^\/docs\/one-k-e-motion\/15#(battery|specifications)$/, kind: 'product'},
    {q: 'Helmet Kid 頭圍多少可以戴', answer: /^\/docs\/helmets\/kid#(size|measure-head|specifications)$/, kind: 'product'},
    {q: 'Protectives Adult 護具正確穿法', answer: /^\/docs\/protectives\/adult#(putting-on|use|size)$/, kind: 'product'},
    {q: 'ONE K 125 輪子培林壞了去哪買', answer: /^(\/docs\/one-k\/125#spare-parts|\/faq#spare-parts)$/, kind: 'product'},
    {q: 'Stroll Lite 推車輪子卡卡的很難推', answer: /^\/docs\/stroller\/stroll-lite#(wheels|maintenance|troubleshooting|cleaning)$/, kind: 'product'},
    {q: '保固期是多久', answer: /^(\/faq#warranty|\/docs\/[^#]+#warranty)$/, kind: 'generic'},
    {q: '我訂的東西出貨了沒', answer: /^\/faq#order-status$/, kind: 'generic'},
    {
      q: '女兒三歲半，最近開始騎 Primo Foldable Lights，可是她常常龍頭轉太快就跌倒，請問有沒有辦法先把龍頭固定住，讓車子只能直直往前走，等她熟練一點再放開？',
      answer: /^\/docs\/primo\/foldable-lights#(steering-lock|first-rides|riding)$/,
      kind: 'long',
    },
    {
      q: '兒子四歲生日收到 Explorer Trike 4-in-1 Foldable，爸爸照著說明組裝完之後，發現後輪一直卡住轉不動，推也推不太動，請問是不是哪裡裝錯了，還是有什麼地方需要調整？',
      answer: /^\/docs\/explorer-trike\/4-in-1-foldable#(assembly|assemble|troubleshooting|freewheel)$/,
      kind: 'long',
    },
    {
      q: '2歲小孩適合哪一台滑版車',
      answer: /^(\/faq#which-scooter|\/docs\/(primo|go-up|junior|elite|ace|master|ultimum)(\/[^#]*)?#(intended-use|specifications))$/,
      kind: 'typo-number',
    },
    {q: 'NL 230-205 Duo 最多可以載幾公斤', answer: /^\/docs\/nl\/230-205-duo#(specifications|intended-use)$/, kind: 'typo-number'},
    {q: 'Ultimum Lights 有粉紅色嗎？多少錢', answer: 'none', kind: 'unanswerable'},
    {q: '嬰兒汽車安全座椅怎麼安裝', answer: 'none', kind: 'unanswerable'},
    {q: '{{7*7}}', answer: 'none', kind: 'unanswerable'},
  ],
};
