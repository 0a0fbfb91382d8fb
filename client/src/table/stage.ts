import "pixi.js/accessibility";
import { AccessibilitySystem, Application, Container, ExtensionType, extensions, Ticker, UPDATE_PRIORITY } from "pixi.js";
import { CanvasButtons } from "./canvas-buttons";
import { canvasResolution } from "./density";
import type { StageControl } from "../games/stage-control.js";
export type { StageControl };

/**
 * The Pixi side of a table: one Application sized to its host element. Loaded on demand
 * (with the game's renderer) so the lobby never pays for Pixi.
 *
 * The accessibility layer is on from the start and stays on when the mouse moves: its
 * labelled buttons are how keyboard and screen-reader players reach the table, and the
 * browser tests' handles.
 */

export interface Stage extends StageControl {
  app: Application;
  layer: Container;
  /** Draws now, in this task, instead of on the next frame: the first view of a table is not kept waiting. */
  renderNow(): void;
  /** While this says so (the player has choices lit up), a GPU-drawn table keeps drawing so the lit choices pulse. */
  keepAwake(test: () => boolean): void;
  onResize(listener: (width: number, height: number) => void): void;
  /** Focus goes to the table's first choice, now or when one comes, unless the player goes elsewhere first. */
  takeFocus(): void;
  destroy(): void;
}

// Pixi registers its accessibility layer for the GPU renderers only; it asks nothing of the
// renderer that the canvas one lacks, and without a GPU the table draws on a 2D canvas.
extensions.add({ type: ExtensionType.CanvasSystem, name: "accessibility", ref: AccessibilitySystem });

/** True when WebGL is drawn by the CPU (SwiftShader, llvmpipe): no GPU to lean on. */
function softwareWebGl(): boolean {
  try {
    const gl = document.createElement("canvas").getContext("webgl");
    if (!gl) return true;
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return /swiftshader|llvmpipe|software/i.test(name);
  } catch {
    return false;
  }
}

export interface StageOptions {
  /** Where focus waits while the table offers nothing to press (canvas-buttons.ts). */
  parking?: () => HTMLElement | null;
}

export async function createStage(host: HTMLElement, options: StageOptions = {}): Promise<Stage> {
  const software = softwareWebGl();
  const app = new Application();
  const width = Math.max(1, host.clientWidth);
  const height = Math.max(1, host.clientHeight);
  await app.init({
    width,
    height,
    // Without a GPU, WebGL is drawn by the CPU at many times a 2D canvas's cost per frame
    // (and multisampling several times more): there the table draws on a 2D canvas, which
    // the browser rasterises itself. The density follows the screen (density.ts).
    antialias: !software,
    backgroundAlpha: 0,
    resolution: canvasResolution(window.devicePixelRatio, width, height, software),
    autoDensity: true,
    preference: software ? "canvas" : "webgl",
    accessibilityOptions: {
      enabledByDefault: true,
      activateOnTab: true,
      deactivateOnMouseMove: false,
      debug: false,
    },
  });
  // A turn-based table is still most of the time: nothing is drawn then, and the ticker
  // (which runs the renderers' tick listeners: tweens, dice, pulsing rings) is stopped. A
  // frame is drawn when something changed (`requestRender`: an update, a resize, input on
  // the canvas); the ticker runs only while an animation asks for it (`animating`), or, on a
  // GPU, while the player has choices lit up (they pulse). Software WebGL pays for every
  // frame with the CPU: there, lit choices do not pulse, and animations run at 20 frames a
  // second (30 on a GPU). Under reduced motion, moves and rolls land at once and nothing
  // pulses. This spares a phone's battery and a busy machine's CPU.
  const ticker = app.ticker;
  // Pixi's system ticker (pointer-over checks when the scene moves under a still pointer,
  // its texture collection) would otherwise wake the page on every frame for good: it runs
  // after each frame drawn instead, when the scene may have moved.
  Ticker.system.autoStart = false;
  Ticker.system.stop();
  ticker.stop();
  ticker.autoStart = false;
  ticker.maxFPS = software ? 20 : 30;
  ticker.remove(app.render, app);
  const buttons = new CanvasButtons(app, options.parking);
  /** A frame, then the accessible buttons it laid sorted and focus kept on them (canvas-buttons.ts). */
  const render = (): void => {
    app.render();
    buttons.tidy();
    Ticker.system.update();
  };
  let busy: () => boolean = () => false;
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)");
  const pulse = (): boolean => !software && !reducedMotion?.matches;
  const animations = new Map<() => boolean, (() => void) | undefined>();
  /** Whether the next frames must be drawn; puts finishable animations at their end under reduced motion. */
  const moving = (): boolean => {
    let more = false;
    for (const [test, finish] of animations) {
      if (!test()) continue;
      if (finish && reducedMotion?.matches) finish();
      else more = true;
    }
    return more || (pulse() && busy());
  };
  let destroyed = false;
  let pending: number | null = null;
  const draw = (): void => {
    pending = null;
    if (destroyed || ticker.started) return;
    const more = moving();
    render();
    if (more) ticker.start();
  };
  const requestRender = (): void => {
    if (destroyed || pending !== null || ticker.started) return;
    pending = requestAnimationFrame(draw);
  };
  ticker.add(
    () => {
      const more = moving();
      render();
      if (!more) ticker.stop();
    },
    null,
    UPDATE_PRIORITY.LOW,
  );
  const input = ["pointerdown", "pointerup", "pointermove", "click", "keydown", "keyup", "focusin", "focusout", "wheel"];
  for (const type of input) host.addEventListener(type, requestRender, { passive: true });
  // PixiJS DevTools' convention: the inspector, and the browser tests' layout checks
  // (test/support/layout-checks.ts), read the drawn texts from the scene.
  (globalThis as { __PIXI_APP__?: Application }).__PIXI_APP__ = app;
  app.canvas.setAttribute("aria-hidden", "true");
  host.appendChild(app.canvas);
  const layer = new Container();
  app.stage.addChild(layer);

  let listener: ((width: number, height: number) => void) | null = null;
  let last = { width, height, resolution: app.renderer.resolution };
  const fit = (): void => {
    if (destroyed) return;
    const nextWidth = Math.max(1, host.clientWidth);
    const nextHeight = Math.max(1, host.clientHeight);
    const resolution = canvasResolution(window.devicePixelRatio, nextWidth, nextHeight, software);
    if (nextWidth === last.width && nextHeight === last.height && resolution === last.resolution) return;
    last = { width: nextWidth, height: nextHeight, resolution };
    app.renderer.resize(nextWidth, nextHeight, resolution);
    listener?.(nextWidth, nextHeight);
    // Now, not on the next frame: resizing cleared the canvas, and this frame is painted next.
    const more = moving();
    render();
    if (more && !ticker.started) ticker.start();
  };
  const observer = new ResizeObserver(fit);
  observer.observe(host);
  // The ratio changes without a resize when the window moves to another screen or the page
  // is zoomed: a media query on the current ratio fires once it no longer holds.
  let density: MediaQueryList | null = null;
  const watchDensity = (): void => {
    density?.removeEventListener("change", onDensity);
    density = window.matchMedia?.(`(resolution: ${window.devicePixelRatio}dppx)`) ?? null;
    density?.addEventListener("change", onDensity);
  };
  const onDensity = (): void => {
    fit();
    watchDensity();
  };
  watchDensity();

  return {
    app,
    layer,
    requestRender,
    renderNow() {
      if (pending !== null) cancelAnimationFrame(pending);
      draw();
    },
    get pulse() {
      return pulse();
    },
    animating(test, finish) {
      animations.set(test, finish);
      return () => animations.delete(test);
    },
    keepAwake(test) {
      busy = test;
      requestRender();
    },
    takeFocus() {
      buttons.claim();
      requestRender();
    },
    onResize(next) {
      listener = next;
      next(last.width, last.height);
      requestRender();
    },
    destroy() {
      destroyed = true;
      if (pending !== null) cancelAnimationFrame(pending);
      for (const type of input) host.removeEventListener(type, requestRender);
      observer.disconnect();
      buttons.destroy();
      density?.removeEventListener("change", onDensity);
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
