/**
 * A link as a QR code on a canvas, for a group in one room to scan from one screen. The
 * encoder (qrcode-generator) is a chunk of its own, fetched the first time a code is shown,
 * so the first page does not carry it.
 */

/** Pixels per module and the quiet zone in modules (the standard asks for 4). */
const CELL = 4;
const QUIET = 4;

export async function drawQr(canvas: HTMLCanvasElement, text: string): Promise<void> {
  const { default: qrcode } = await import("qrcode-generator");
  // Medium correction: a screen photographed at an angle still reads; type 0 picks the size.
  const code = qrcode(0, "M");
  code.addData(text);
  code.make();
  const modules = code.getModuleCount();
  const side = (modules + QUIET * 2) * CELL;
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("this browser gives no 2D canvas to draw the QR code on");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, side, side);
  ctx.fillStyle = "#000";
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (code.isDark(row, col)) ctx.fillRect((col + QUIET) * CELL, (row + QUIET) * CELL, CELL, CELL);
    }
  }
}
