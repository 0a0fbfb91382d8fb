import type { DogText } from "./keys.js";

export const text: DogText = {
  game: "DOG",
  summary: "A race of marbles driven by cards, for four players in two teams or six in three; partners sit opposite each other.",
  sections: {
    goal: {
      title: "Goal",
      text: [
        "Bring your four marbles from your kennel, once round the board, into your four finish fields.",
        "You win with your partner: the first team with all eight marbles home wins at once. Once your own four are home, you play your cards for your partner's marbles.",
      ],
    },
    setup: {
      title: "Deal and exchange",
      text: [
        "Deals go 6, 5, 4, 3, 2 cards, then 6 again. The whole deck (110 cards: eight of each rank and six Jokers) is shuffled before each 6-card deal.",
        "After each deal you pass one card face down to your partner, before you see theirs. Pass what helps them: an Ace or a King to bring a marble out, a 4 to go backwards.",
      ],
    },
    turn: {
      title: "A turn",
      text: [
        "Play one card and move as it says, the whole count. If any card in your hand can be used, you must play one.",
        "If none of your cards can be used, you fold: your hand is discarded and you sit out the rest of the deal.",
        "Start: an Ace, a King (or a Joker) puts a marble from your kennel onto your start field, unless one of your own marbles is already there; another player's marble there goes home. A marble just out blocks everyone, your own marbles too, and cannot be sent home or swapped until it moves.",
        "Land exactly on a marble and it goes back to its kennel, whatever its colour, yours included. Only a 7 also sends home every marble it passes over.",
        "To enter your finish, a marble must pass its start field moving forward, after having left it once; it may also go round again instead. Inside the finish, the count must be exact, nobody jumps over anybody, and nothing moves backward.",
      ],
    },
    pieces: {
      title: "The cards",
      text: ["Forward is the direction of play. Every move uses the card's full count."],
      items: [
        { key: "A", term: "Ace", text: "1 or 11 forward, or bring a marble out onto your start." },
        { key: "K", term: "King", text: "13 forward, or bring a marble out onto your start." },
        { key: "Q", term: "Queen", text: "12 forward." },
        { key: "J", term: "Jack", text: "Swap one of your marbles with any other marble on the track (not one just out, in a kennel or in a finish)." },
        { key: "7", term: "Seven", text: "7 steps forward, split over one or more of your marbles as you like; every marble it passes goes home." },
        { key: "4", term: "Four", text: "4 forward or 4 backward." },
        { key: "Joker", term: "Joker", text: "Plays as any other card you name." },
        { key: "plain", term: "2, 3, 5, 6, 8, 9, 10", text: "That many steps forward." },
      ],
    },
    end: {
      title: "End of the game",
      text: [
        "When a 7 brings your last marble home, the steps left go to your partner's marbles.",
        "The team whose eight marbles are all in their finish fields wins; there are no points.",
      ],
    },
  },
  more: {
    six: {
      title: "At six",
      text: [
        "A table of six plays in three teams of two: partners sit three seats apart, opposite each other. The board has six arms of 16 fields each; every seat has its colour and its own mark (dot, triangle, square, diamond, cross, star) on its marbles, its kennel and its start field.",
        "The deals are the same 6, 5, 4, 3, 2 cards from the same 110. Six hands use more cards than a round of deals leaves: the 2-card deal comes from the whole deck shuffled anew.",
        "Each team exchanges on its own, as at four: you pass one card to your partner, and nobody else learns either card.",
        "Once your four marbles are home you play for your partner. The first team with its eight marbles home wins; the two others lose.",
        "House variant, if the host chose it: two teams of three, seated alternately. You pass your card to the next teammate in turn order and get one from the teammate before you; once your marbles are home you play for the next teammate who still has marbles out. A team wins with its twelve marbles home.",
      ],
    },
  },
  figures: {
    cardsFigure: "What each card does",
    out: "out",
    swap: "swap",
    split: "split",
    any: "any",
    trackFigure: "Kennel, start field and finish",
    kennel: "kennel",
    start: "start",
    finish: "finish",
    sixFigure: "The board of six: same number, same team",
  },
};
