import type { DeathtrapText } from "./keys.js";

export const text: DeathtrapText = {
  game: "Deathtrap Dungeon",
  summary: "A climbing card game for 4 to 8 players: beat the last set with a stronger one and be the first to empty your hand.",
  sections: {
    goal: {
      title: "Goal",
      text: [
        "Get rid of all your cards before the others. The earlier you are out, the more points you score. After four rounds, the highest total wins.",
      ],
    },
    setup: {
      title: "A round",
      text: [
        "All 82 cards are shuffled and dealt out; some players hold one card more.",
        "The holder of the Exploding Pig begins: they discard the Pig and one other card of their choice, then the player to their left leads the first trick. (A table option lets the Pig's holder name who leads.)",
        "From round 2, before play, titles are paid: the Supreme Wimp gives their two highest creatures to the Supreme Master, who gives back any two cards; the Wimp gives their highest creature to the Master, who gives back any one. Nobody else sees these cards.",
      ],
    },
    turn: {
      title: "A trick",
      text: [
        "The leader plays one or more cards of one kind, say three Orcs.",
        "Going round clockwise, each player either plays exactly as many cards of one stronger kind, or passes. Passing is always allowed, and you may still play when your turn comes again.",
        "When play comes back to the last player who played, everyone else having passed, the trick is over and that player leads the next one.",
        "Play your last card and you are out; your place is recorded.",
      ],
    },
    pieces: {
      title: "The cards",
      text: ["Twelve kinds of creature, from the Rat-Man (1) to the Red Dragon (12): the stronger, the rarer. Four special cards change the rules."],
      items: [
        { key: "creature", term: "Creatures 1 to 12", text: "A set beats a set of the same size of a weaker kind." },
        { key: "exploding-pig", term: "Exploding Pig", text: "Starts the round: its holder discards it with one other card." },
        { key: "killing-machine", term: "Killing Machine", text: "Play it alone at any moment, even out of turn: the trick ends and you lead the next one." },
        { key: "red-lotus", term: "Red Lotus", text: "Wild: joins any set as that kind. Alone it is worth 0." },
        { key: "chaindog", term: "Chaindog", text: "Wild: joins any set as that kind. Alone it is worth 0." },
      ],
    },
    end: {
      title: "Titles and score",
      text: [
        "The round ends when only one player still holds cards. First out is the Supreme Master, second the Master, the last one the Supreme Wimp, everyone between a Wimp.",
        "With N players, the first scores N points, the second N − 1, and so on down to 1 point for the last.",
        "After the fourth round, the highest total wins; equal totals share the win.",
      ],
    },
  },
  figures: {
    orderFigure: "The creatures, weakest to strongest, with how many copies of each",
    copies: "×{n}",
    "rat-man": "Rat-Man",
    orc: "Orc",
    skeleton: "Skeleton",
    zombie: "Zombie",
    warrior: "Warrior",
    "snake-girl": "Snake Girl",
    priestess: "Priestess",
    dwarf: "Dwarf",
    ninja: "Ninja",
    bloodbeast: "Bloodbeast",
    manticore: "Manticore",
    "red-dragon": "Red Dragon",
    exchangeFigure: "The exchange before rounds 2 to 4",
    "supreme-master": "Supreme Master",
    master: "Master",
    wimp: "Wimp",
    "supreme-wimp": "Supreme Wimp",
    twoHighest: "2 highest",
    anyTwo: "any 2",
    highest: "highest",
    anyOne: "any 1",
  },
};
