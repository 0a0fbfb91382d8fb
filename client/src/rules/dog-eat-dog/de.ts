import type { DedText } from "./keys.js";

export const text: DedText = {
  game: "Dog Eat Dog",
  summary: "Ein Schlagspiel mit Würfeln und Pyramiden für 2 bis 8 Spieler: angreifen, stapeln und mit den erbeuteten Steinen punkten.",
  sections: {
    goal: {
      title: "Ziel",
      text: ["Erbeute die Pyramiden deiner Gegner und hol daraus am Ende die beste Wertung."],
    },
    setup: {
      title: "Aufbau",
      text: [
        "Jeder hat neun Pyramiden einer Farbe: drei kleine (1 Kerbe), drei mittlere (2), drei große (3). Sie stehen verstreut auf dem Tisch; wo genau, spielt keine Rolle.",
        "Alle würfeln einmal; der höchste Wurf beginnt (bei Gleichstand wird neu gewürfelt). Danach geht es reihum in Sitzreihenfolge.",
      ],
    },
    turn: {
      title: "Ein Zug",
      text: [
        "Deine umgekippten Pyramiden stehen wieder auf. Danach darfst du einmal angreifen oder passen.",
        "Greif mit einer deiner stehenden Pyramiden an, die in keinem Stapel steckt. Ziel ist eine stehende, einzelne Pyramide eines anderen Spielers oder ein Stapel, den oben ein anderer Spieler hält und in dem keine deiner Pyramiden steckt. Umgekippte Pyramiden greifen nicht an und werden nicht angegriffen.",
        "Jede Seite würfelt so viele Würfel, wie ihre Pyramide Kerben hat, und zählt nur ihren höchsten Würfel: Der höhere gewinnt. Bei Gleichstand gewinnt die kleinere Pyramide, bei gleicher Größe der Verteidiger.",
        "Gegen eine einzelne Pyramide: Gewinnst du, kommt deine Pyramide obendrauf und der Stapel gehört dir; verlierst du, kippen beide um, bis ihr Besitzer wieder am Zug ist.",
        "Gegen einen Stapel: Du würfelst nur einmal, und die Pyramiden des Stapels verteidigen von oben nach unten, jede gegen denselben Wurf. Schlägst du alle, sitzt du oben. Die erste, die dich schlägt, erbeutet deine Pyramide für ihren Besitzer; nichts kippt um.",
      ],
    },
    pieces: {
      title: "Pyramiden und Würfel",
      text: ["Mehr Kerben heißt mehr Würfel, doch bei Gleichstand hat die kleinere Pyramide die Nase vorn."],
      items: [
        { key: "small", term: "Kleine Pyramide", text: "1 Kerbe: würfelt mit 1 Würfel." },
        { key: "medium", term: "Mittlere Pyramide", text: "2 Kerben: würfelt mit 2 Würfeln." },
        { key: "large", term: "Große Pyramide", text: "3 Kerben: würfelt mit 3 Würfeln." },
        { key: "tie", term: "Gleichstand", text: "Die kleinere Pyramide gewinnt; bei gleicher Größe der Verteidiger." },
        { key: "tip", term: "Treehouse-Würfel: TIP", text: "Zusatzregel, beim Angriff mit 2 oder 3 Kerben statt eines Würfels. TIP: Der Angriff scheitert." },
        { key: "hop", term: "HOP", text: "Der Angriff gelingt, auch gegen einen ganzen Stapel." },
        { key: "swap", term: "SWAP", text: "Danach darfst du die obersten Pyramiden zweier Stapel vertauschen." },
        { key: "dig", term: "DIG", text: "Danach darfst du eine deiner Pyramiden an die Spitze ihres Stapels holen." },
        { key: "aim", term: "AIM", text: "Danach darfst du eine Pyramide, die in keinem Stapel steckt, umkippen oder aufstellen." },
        { key: "wild", term: "WILD", text: "Danach darfst du in diesem Zug noch einmal angreifen." },
      ],
    },
    end: {
      title: "Ende und Wertung",
      text: [
        "Das Spiel endet, wenn der Spieler am Zug nicht mehr angreifen kann oder wenn alle nacheinander gepasst haben.",
        "Jeder nimmt die Stapel, die er hält, und seine Beute und legt die eigene Farbe beiseite. Der Rest wird zu Bäumen (je eine kleine, mittlere und große) geordnet, so dass die Summe am höchsten ist; das rechnet der Tisch für dich aus.",
        "Ein einfarbiger Baum zählt 7, ein gemischter 5, jede übrige Pyramide 1. Die höchste Wertung gewinnt; bei Gleichstand gewinnen alle Gleichen.",
      ],
    },
  },
  figures: {
    duelFigure: "Drei Angriffe einer kleinen Pyramide auf eine mittlere",
    attacker: "Angreifer",
    defender: "Verteidiger",
    attackWins: "5 schlägt 4: Der Angriff gelingt",
    defenderWins: "3 verliert gegen 6: beide kippen um",
    tieSmaller: "5 gegen 5: Die kleinere gewinnt",
    stackFigure: "Eine mittlere Pyramide greift einen Stapel an",
    beaten: "3 schlägt 2: nächster Verteidiger",
    captures: "4 schlägt 3: Lila erbeutet den Angreifer",
    treesFigure: "So zählen die erbeuteten Pyramiden",
    oneColour: "einfarbig",
    mixed: "gemischt",
    single: "jede einzelne",
    points: "{n} Pkt.",
  },
};
