import type { DedText } from "./keys.js";

export const text: DedText = {
  game: "Dog Eat Dog",
  summary: "A dice-and-pyramid capture game for 2 to 8 players: attack, stack, and score the pieces you took.",
  sections: {
    goal: {
      title: "Goal",
      text: ["Capture your opponents' pyramids and end with the best score made from them."],
    },
    setup: {
      title: "Set-up",
      text: [
        "Each player has nine pyramids of one colour: three small (1 pip), three medium (2 pips), three large (3 pips). They stand scattered on the table; where they stand does not matter.",
        "Everyone rolls one die; the highest roll starts (ties roll again). Turns go round in seat order.",
      ],
    },
    turn: {
      title: "A turn",
      text: [
        "Your tipped pyramids stand up again. Then you may make one attack, or pass.",
        "Attack with one of your upright pyramids that is not in a stack. Target an upright lone pyramid of another player, or a stack topped by another player's pyramid with none of yours in it. Tipped pyramids neither attack nor are attacked.",
        "Each side rolls as many dice as its pyramid has pips and keeps its highest die: the higher wins. On a tie the smaller pyramid wins; same size, the defender wins.",
        "Against a lone pyramid: if you win, your pyramid goes on top and you control the stack; if you lose, both pyramids are tipped until their owner's next turn.",
        "Against a stack: you roll once, and the stack's pyramids defend one by one from the top, each against that same roll. Beat them all and you sit on top. The first one that beats you captures your pyramid for its owner; nothing is tipped.",
      ],
    },
    pieces: {
      title: "Pyramids and dice",
      text: ["More pips roll more dice, but a tie favours the smaller pyramid."],
      items: [
        { key: "small", term: "Small pyramid", text: "1 pip: rolls 1 die." },
        { key: "medium", term: "Medium pyramid", text: "2 pips: rolls 2 dice." },
        { key: "large", term: "Large pyramid", text: "3 pips: rolls 3 dice." },
        { key: "tie", term: "A tie", text: "The smaller pyramid wins; of the same size, the defender." },
        { key: "tip", term: "Treehouse die: TIP", text: "Optional rule, when attacking with 2 or 3 pips in place of one die. TIP: the attack fails." },
        { key: "hop", term: "HOP", text: "The attack succeeds, over a whole stack too." },
        { key: "swap", term: "SWAP", text: "Afterwards you may swap the top pyramids of two stacks." },
        { key: "dig", term: "DIG", text: "Afterwards you may bring one of your pyramids to the top of its stack." },
        { key: "aim", term: "AIM", text: "Afterwards you may tip over or stand up any pyramid not in a stack." },
        { key: "wild", term: "WILD", text: "Afterwards you may make one more attack this turn." },
      ],
    },
    end: {
      title: "End and scoring",
      text: [
        "The game ends when the player to move has no attack left, or when every player in a row has passed.",
        "Each player takes the stacks they control and their captures, and sets their own colour aside. The rest is arranged into trees (a small, a medium and a large) for the best total, which the table works out for you.",
        "A one-colour tree scores 7, a mixed tree 5, every pyramid left over 1. The highest score wins; equal scores share the win.",
      ],
    },
  },
  figures: {
    duelFigure: "Three attacks of a small pyramid on a medium one",
    attacker: "attacker",
    defender: "defender",
    attackWins: "5 beats 4: the attack succeeds",
    defenderWins: "3 loses to 6: both are tipped",
    tieSmaller: "5 against 5: the smaller one wins",
    stackFigure: "A medium pyramid attacks a stack",
    beaten: "3 beats 2: next defender",
    captures: "4 beats 3: purple captures the attacker",
    treesFigure: "Scoring the pyramids you took",
    oneColour: "one colour",
    mixed: "mixed",
    single: "each single",
    points: "{n} pts",
  },
};
