/*
 * The renderers' kit: what every game's table draws the same way. One job per file.
 */
export { buttonOrder, hitArea, makeButton, nameShowing, spot, type Press } from "./button";
export { drawButton, drawGrid, drawRow, keyOrder, type Button } from "./buttons";
export { drawStatus, stripHeight, type Status, type Strip } from "./strip";
export { drawPanel, type Panel, type PanelChoice } from "./panel";
export { clear } from "./layers";
export type { Rect } from "./rect";
export { ellipsize, fit, fitOneOf, fitWhole, INK, label, MIN_TEXT_PX, write } from "./text";
export { AA_LARGE_TEXT, AA_TEXT, contrast, inkOn, luminance, WHITE } from "./contrast";
export { PIPS } from "./dice";
export { CanvasTable, type Update } from "./table";
export { Explainer } from "./explain";
export { WhyNote } from "./why";
export { cssColour, FINGER } from "./measures";
export { kept, narrow, ofType, options, type Pick as LegalPick } from "./narrow";
