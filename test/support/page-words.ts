/**
 * The page's own words (the DOM around the canvas: top bar, seats, buttons, panels, cards),
 * measured as a person reads them: a text is cut when its box clips it (overflow hidden or
 * an ellipsis, its scrollWidth past its clientWidth) or when it runs past the window's right
 * edge. Returns the problems in words, empty when every text reads whole.
 */
import type { Page } from "playwright-core";

export async function cutPageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const width = (globalThis as any).innerWidth as number;
    const problems: string[] = [];
    if (doc.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${doc.documentElement.scrollWidth} px in a ${width} px window`);
    const describe = (node: any): string => {
      const text = String(node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 80);
      const name = node.getAttribute?.("aria-label");
      return `${node.tagName.toLowerCase()}${node.className ? "." + String(node.className).trim().split(/\s+/).join(".") : ""} "${text}"${name && name !== text ? ` (named "${name}")` : ""}`;
    };
    for (const node of doc.body.querySelectorAll("*")) {
      if (node.closest(".stage") || node.closest("[hidden]") || node.tagName === "OPTION" || node.tagName === "SCRIPT" || node.tagName === "STYLE") continue;
      const style = (globalThis as any).getComputedStyle(node);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const box = node.getBoundingClientRect();
      // Read by screen readers alone (a 1 px box, clipped on purpose).
      if (box.width <= 1 || box.height <= 1) continue;
      // Only elements that hold words of their own (a text node as a child).
      const words = Array.from(node.childNodes as ArrayLike<any>).some((child: any) => child.nodeType === 3 && String(child.textContent).trim() !== "");
      // (A link in a field scrolls within it, as fields do: not a text to read whole.)
      if (!words) continue;
      // Inside a list that scrolls (the log, the chat), a line out of view is scrolled, not cut.
      const scroller = node.parentElement?.closest?.(".log-lines, .chat-lines, .replay-steps");
      if (scroller && scroller !== node) {
        const s = scroller.getBoundingClientRect();
        if (box.bottom < s.top || box.top > s.bottom) continue;
      }
      if (box.right > width + 1) problems.push(`past the window's edge (${Math.round(box.right)} px of ${width}): ${describe(node)}`);
      const clips = style.overflowX === "hidden" || style.overflowX === "clip" || style.textOverflow === "ellipsis";
      if (clips && node.scrollWidth > node.clientWidth + 1) problems.push(`cut (${node.scrollWidth} px in ${node.clientWidth}): ${describe(node)}`);
    }
    return problems;
  });
}
