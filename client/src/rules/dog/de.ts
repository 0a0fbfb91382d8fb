import type { DogText } from "./keys.js";

export const text: DogText = {
  game: "DOG",
  summary: "Ein Murmelrennen, das die Karten lenken: zu viert in zwei Teams oder zu sechst in drei, die Partner sitzen sich gegenüber.",
  sections: {
    goal: {
      title: "Ziel",
      text: [
        "Bringt eure vier Murmeln aus dem Zwinger einmal rund ums Brett und in eure vier Zielfelder.",
        "Gewonnen wird zu zweit: Das Team, dessen acht Murmeln zuerst alle im Ziel stehen, gewinnt sofort. Sind deine vier Murmeln im Ziel, spielst du deine Karten für die Murmeln deines Partners.",
      ],
    },
    setup: {
      title: "Austeilen und Tauschen",
      text: [
        "Es werden 6, 5, 4, 3, 2 Karten ausgeteilt, danach wieder 6. Vor jeder Runde mit 6 Karten wird das ganze Spiel gemischt (110 Karten: acht von jedem Wert und sechs Joker).",
        "Nach dem Austeilen schiebst du deinem Partner verdeckt eine Karte zu, bevor du seine siehst. Gib ihm, was ihm weiterhilft: ein Ass oder einen König zum Rauskommen, eine 4 zum Rückwärtsgehen.",
      ],
    },
    turn: {
      title: "Ein Zug",
      text: [
        "Spiel eine Karte aus und zieh ihren vollen Wert. Kannst du irgendeine Karte deiner Hand nutzen, musst du auch spielen.",
        "Passt keine einzige Karte, steigst du aus: Deine Hand wird abgelegt, und du setzt bis zum nächsten Austeilen aus.",
        "Rauskommen: Ein Ass, ein König (oder ein Joker) setzt eine Murmel aus dem Zwinger auf dein Startfeld, außer dort steht schon eine eigene; eine fremde Murmel dort muss zurück in ihren Zwinger. Eine frisch herausgekommene Murmel sperrt den Weg für alle, auch für deine eigenen, und kann weder geschlagen noch getauscht werden, bis sie gezogen ist.",
        "Wer genau auf einer Murmel landet, schickt sie zurück in ihren Zwinger, egal welche Farbe, auch die eigene. Nur die 7 schlägt außerdem jede Murmel, über die sie hinwegzieht.",
        "Ins Ziel kommt eine Murmel nur vorwärts über ihr Startfeld, und erst, nachdem sie es einmal verlassen hat; sie darf stattdessen auch noch eine Runde drehen. Im Ziel muss der Wert genau aufgehen, niemand überspringt eine andere Murmel, und rückwärts geht es dort nicht.",
      ],
    },
    pieces: {
      title: "Die Karten",
      text: ["Vorwärts heißt in Spielrichtung. Jeder Zug nutzt den vollen Wert der Karte."],
      items: [
        { key: "A", term: "Ass", text: "1 oder 11 vorwärts, oder eine Murmel aufs Startfeld bringen." },
        { key: "K", term: "König", text: "13 vorwärts, oder eine Murmel aufs Startfeld bringen." },
        { key: "Q", term: "Dame", text: "12 vorwärts." },
        { key: "J", term: "Bube", text: "Eine deiner Murmeln mit einer beliebigen anderen auf der Bahn tauschen (nicht mit einer frisch herausgekommenen, einer im Zwinger oder im Ziel)." },
        { key: "7", term: "Sieben", text: "7 Schritte vorwärts, beliebig auf eine oder mehrere deiner Murmeln verteilt; jede übersprungene Murmel muss zurück in den Zwinger." },
        { key: "4", term: "Vier", text: "4 vorwärts oder 4 rückwärts." },
        { key: "Joker", term: "Joker", text: "Gilt als jede andere Karte, die du beim Ausspielen ansagst." },
        { key: "plain", term: "2, 3, 5, 6, 8, 9, 10", text: "So viele Schritte vorwärts." },
      ],
    },
    end: {
      title: "Spielende",
      text: [
        "Bringt eine 7 deine letzte Murmel ins Ziel, ziehen die übrigen Schritte die Murmeln deines Partners.",
        "Das Team, dessen acht Murmeln alle in ihren Zielfeldern stehen, gewinnt; Punkte gibt es keine.",
      ],
    },
  },
  more: {
    six: {
      title: "Zu sechst",
      text: [
        "Zu sechst spielt ihr in drei Zweierteams: Partner sitzen drei Plätze auseinander, einander gegenüber. Das Brett hat sechs Arme mit je 16 Feldern; jeder Platz hat seine Farbe und sein eigenes Zeichen (Punkt, Dreieck, Quadrat, Raute, Kreuz, Stern) auf seinen Murmeln, seinem Zwinger und seinem Startfeld.",
        "Ausgeteilt wird ebenso 6, 5, 4, 3, 2 aus denselben 110 Karten. Sechs Hände brauchen mehr Karten, als eine Runde übrig lässt: Die Runde mit 2 Karten kommt aus dem ganzen, neu gemischten Spiel.",
        "Jedes Team tauscht für sich, wie zu viert: Du schiebst deinem Partner eine Karte zu, und sonst erfährt niemand eine der beiden.",
        "Sind deine vier Murmeln im Ziel, spielst du für deinen Partner. Das erste Team mit acht Murmeln im Ziel gewinnt; die beiden anderen verlieren.",
        "Hausvariante, wenn der Gastgeber sie gewählt hat: zwei Dreierteams, abwechselnd gesetzt. Du gibst deine Karte dem nächsten Mitspieler deines Teams in Spielrichtung und bekommst eine vom vorigen; sind deine Murmeln im Ziel, spielst du für den nächsten im Team, der noch Murmeln draußen hat. Ein Team gewinnt mit seinen zwölf Murmeln im Ziel.",
      ],
    },
  },
  figures: {
    cardsFigure: "Was jede Karte kann",
    out: "raus",
    swap: "tauschen",
    split: "aufteilen",
    any: "beliebig",
    trackFigure: "Zwinger, Startfeld und Ziel",
    kennel: "Zwinger",
    start: "Start",
    finish: "Ziel",
    sixFigure: "Das Brett zu sechst: gleiche Zahl, gleiches Team",
  },
};
