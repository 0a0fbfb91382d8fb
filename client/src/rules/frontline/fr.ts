import type { FrontlineText } from "./keys.js";

export const text: FrontlineText = {
  game: "Frontline",
  summary: "Une bataille de pyramides à deux sur un échiquier, menée par trois dés de couleur.",
  sections: {
    goal: {
      title: "But",
      text: ["Être le premier à faire franchir la ligne de départ de l'adversaire (la rangée la plus proche de lui) à une pyramide de chacune des cinq couleurs. Toutes les tailles comptent."],
    },
    setup: {
      title: "Mise en place",
      text: [
        "Le plateau est vide au départ. 45 pyramides attendent dans une réserve commune : cinq couleurs (rouge, bleu, vert, jaune, noir), trois tailles, trois de chaque.",
        "Une pyramide couchée qui pointe vers votre adversaire est à vous. Une pyramide debout n'est à personne.",
        "La portée d'une pyramide est l'anneau de cases autour d'elle jusqu'à autant de cases que d'encoches : 1 pour une petite, 2 pour une moyenne, 3 pour une grande. Sa propre case n'en fait pas partie.",
        "Le premier joueur est choisi à la création de la table, ou tiré au sort.",
      ],
    },
    turn: {
      title: "Un tour",
      text: [
        "Lancez les trois dés. Chaque dé sert une fois, dans l'ordre de votre choix, pour une action avec une pyramide de sa couleur (le 6 vaut n'importe quelle couleur). Vous pouvez renoncer à un dé ; un dé sans action possible est perdu.",
      ],
      items: [
        { key: "enter", term: "Poser", text: "Poser une petite pyramide de la réserve sur une case vide de votre ligne de départ, à vous." },
        { key: "take", term: "Prendre", text: "Coucher une pyramide debout, n'importe où sur le plateau : elle est à vous." },
        { key: "grow", term: "Améliorer", text: "Remplacer une de vos pyramides par la taille au-dessus, prise dans la réserve." },
        { key: "activate", term: "Activer", text: "Redresser une de vos pyramides, ou déclasser d'une taille une pyramide debout : le pouvoir de sa couleur frappe tout ce qui est à sa portée (la portée après déclassement)." },
        { key: "move", term: "Déplacer", text: "Déplacer une de vos pyramides d'exactement autant de cases que d'encoches, en ligne droite dans l'une des 8 directions. Elle peut passer par-dessus des pyramides mais pas s'arrêter sur l'une d'elles. Au-delà de la ligne de départ adverse, elle quitte le plateau pour votre pile de franchies." },
      ],
    },
    pieces: {
      title: "Les dés et les pouvoirs",
      text: ["Un pouvoir touche toutes les pyramides à portée : les vôtres, celles de l'adversaire et celles debout."],
      items: [
        { key: "red", term: "1 · Rouge : destruction", text: "Toutes les pyramides à portée retournent à la réserve." },
        { key: "blue", term: "2 · Bleu : contrôle", text: "Toutes les pyramides à portée passent sous votre contrôle." },
        { key: "green", term: "3 · Vert : amélioration", text: "Toutes les pyramides à portée grandissent d'une taille en gardant leur orientation ; une grande, ou une dont la taille au-dessus manque, retourne à la réserve." },
        { key: "yellow", term: "4 · Jaune : transport", text: "Déplacez jusqu'à autant de pyramides que la pyramide activée a d'encoches vers des cases vides à sa portée, dans la même orientation." },
        { key: "black", term: "5 · Noir : immobilisation", text: "Toutes les pyramides à portée se redressent, sans déclencher de pouvoir." },
        { key: "any", term: "6 · Joker", text: "Utilisez-le comme un dé de la couleur de votre choix." },
      ],
    },
    end: {
      title: "Fin de la partie",
      text: [
        "Le premier joueur dont la pile de franchies contient les cinq couleurs gagne aussitôt.",
        "Si aucune pyramide n'a franchi la ligne pendant 60 tours de suite, chaque joueur peut demander la nulle. Une table peut aussi fixer une limite de tours, qui termine la partie sur une nulle.",
      ],
    },
  },
  figures: {
    activationFigure: "Le tableau d'activation : chaque face de dé, sa couleur et son pouvoir",
    die: "dé",
    colour: "couleur",
    power: "pouvoir",
    rangeFigure: "Portées : les cases atteintes par chaque taille",
    small: "petite",
    medium: "moyenne",
    large: "grande",
    controlFigure: "Debout ou à vous",
    upright: "debout : à personne",
    controlled: "couchée, pointe en avant : à vous",
  },
};
