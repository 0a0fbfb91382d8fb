import type { DeathtrapText } from "./keys.js";

export const text: DeathtrapText = {
  game: "Deathtrap Dungeon",
  summary: "Ein Stichspiel mit Überbieten für 4 bis 8 Spieler: Leg stärker als zuletzt gelegt und werde als Erster alle Karten los.",
  sections: {
    goal: {
      title: "Ziel",
      text: [
        "Werde alle deine Karten vor den anderen los. Je früher du draußen bist, desto mehr Punkte bekommst du. Nach vier Runden gewinnt die höchste Summe.",
      ],
    },
    setup: {
      title: "Eine Runde",
      text: [
        "Alle 82 Karten werden gemischt und komplett verteilt; manche haben eine Karte mehr.",
        "Wer das Explodierende Schwein hat, fängt an: Er legt es zusammen mit einer beliebigen anderen Karte ab, dann eröffnet sein linker Nachbar den ersten Stich. (Mit einer Tischoption bestimmt der Besitzer des Schweins, wer eröffnet.)",
        "Ab der 2. Runde werden vor dem Spiel die Titel fällig: Der Erzschwächling gibt seine zwei stärksten Kreaturen dem Großmeister und bekommt zwei Karten nach dessen Wahl zurück; der Schwächling gibt seine stärkste Kreatur dem Meister und bekommt eine zurück. Die anderen sehen diese Karten nicht.",
      ],
    },
    turn: {
      title: "Ein Stich",
      text: [
        "Wer eröffnet, legt eine oder mehrere Karten derselben Kreatur, zum Beispiel drei Orks.",
        "Reihum im Uhrzeigersinn legt jeder genau so viele Karten einer stärkeren Kreatur oder passt. Passen ist immer erlaubt, und wer gepasst hat, darf später im selben Stich wieder legen.",
        "Kommt das Spiel zu dem zurück, der zuletzt gelegt hat, und alle anderen haben gepasst, ist der Stich vorbei, und dieser Spieler eröffnet den nächsten.",
        "Wer seine letzte Karte legt, ist draußen; seine Platzierung wird notiert.",
      ],
    },
    pieces: {
      title: "Die Karten",
      text: ["Zwölf Kreaturen, vom Rattenmann (1) bis zum Roten Drachen (12): Je stärker, desto seltener. Vier Sonderkarten brechen die Regeln."],
      items: [
        { key: "creature", term: "Kreaturen 1 bis 12", text: "Eine Kombination schlägt eine gleich große Kombination einer schwächeren Kreatur." },
        { key: "exploding-pig", term: "Explodierendes Schwein", text: "Eröffnet die Runde: Sein Besitzer legt es mit einer anderen Karte ab." },
        { key: "killing-machine", term: "Tötungsmaschine", text: "Jederzeit allein spielbar, auch außer der Reihe: Der Stich endet, und du eröffnest den nächsten." },
        { key: "red-lotus", term: "Roter Lotus", text: "Joker: ergänzt jede Kombination als deren Kreatur. Allein zählt er 0." },
        { key: "chaindog", term: "Kettenhund", text: "Joker: ergänzt jede Kombination als deren Kreatur. Allein zählt er 0." },
      ],
    },
    end: {
      title: "Titel und Wertung",
      text: [
        "Die Runde endet, wenn nur noch ein Spieler Karten hat. Wer zuerst draußen ist, wird Großmeister, der Zweite Meister, der Letzte Erzschwächling, alle dazwischen Schwächlinge.",
        "Bei N Spielern bekommt der Erste N Punkte, der Zweite N − 1 und so weiter bis 1 Punkt für den Letzten.",
        "Nach der vierten Runde gewinnt die höchste Summe; bei Gleichstand gewinnen alle Gleichen.",
      ],
    },
  },
  figures: {
    orderFigure: "Die Kreaturen von der schwächsten zur stärksten und wie oft es jede gibt",
    copies: "×{n}",
    "rat-man": "Rattenmann",
    orc: "Ork",
    skeleton: "Skelett",
    zombie: "Zombie",
    warrior: "Krieger",
    "snake-girl": "Schlangenmädchen",
    priestess: "Priesterin",
    dwarf: "Zwerg",
    ninja: "Ninja",
    bloodbeast: "Blutbestie",
    manticore: "Mantikor",
    "red-dragon": "Roter Drache",
    exchangeFigure: "Der Tausch vor den Runden 2 bis 4",
    "supreme-master": "Großmeister",
    master: "Meister",
    wimp: "Schwächling",
    "supreme-wimp": "Erz\u00ADschwächling",
    twoHighest: "2 stärkste",
    anyTwo: "2 beliebige",
    highest: "stärkste",
    anyOne: "1 beliebige",
  },
};
