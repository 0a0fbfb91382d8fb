/*
 * The renderers' kit: what every game's table draws the same way. One job per file.
 */
export { makeButton } from "./button";
export { clear } from "./layers";
export type { Rect } from "./rect";
export { fit, INK, label } from "./text";
export { PIPS } from "./dice";
export { CanvasTable } from "./table";
export { WhyNote } from "./why";
