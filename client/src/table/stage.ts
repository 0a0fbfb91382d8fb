import "pixi.js/accessibility";
import { Application, Container, UPDATE_PRIORITY } from "pixi.js";

/**
 * The Pixi side of a table: one Application sized to its host element. Loaded on demand
 * (with the game's renderer) so the lobby never pays for Pixi.
 *
 * The accessibility layer is on from the start and stays on when the mouse moves: its
 * labelled buttons are how keyboard and screen-reader players reach the table, and the
 * browser tests' handles.
 */
export interface Stage {
  app: Application;
  layer: Container;
  /** Something changed (a new view, a resize): draw every frame for a while. */
  wake(): void;
  /** While this says so (e.g. the player has choices lit up), draw every frame. */
  keepAwake(test: () => boolean): void;
  onResize(listener: (width: number, height: number) => void): void;
  destroy(): void;
}

const AWAKE_MS = 3000;
const IDLE_FRAME_MS = 250;

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

export async function createStage(host: HTMLElement): Promise<Stage> {
  const software = softwareWebGl();
  const app = new Application();
  const width = Math.max(1, host.clientWidth);
  const height = Math.max(1, host.clientHeight);
  await app.init({
    width,
    height,
    // Without a GPU (WebGL in software), multisampling and high density cost several times
    // the frame; the table stays readable without them.
    antialias: !software,
    backgroundAlpha: 0,
    resolution: software ? 1 : Math.min(window.devicePixelRatio || 1, 2),
    autoDensity: true,
    preference: "webgl",
    accessibilityOptions: {
      enabledByDefault: true,
      activateOnTab: true,
      deactivateOnMouseMove: false,
      debug: false,
    },
  });
  // A turn-based table is still most of the time. Drawing runs at full rate (capped at 30
  // frames a second, smooth for marble moves) for a while after any change or input and
  // while the player has choices lit up; otherwise 4 frames a second keep any slow effect
  // alive. This spares the battery of a phone and the CPU of a software-rendered browser.
  // Software WebGL pays for every frame with the CPU: fewer frames, and lit-up choices
  // pulse only while the player interacts.
  const awakeMs = software ? 1500 : AWAKE_MS;
  const idleFrameMs = software ? 500 : IDLE_FRAME_MS;
  app.ticker.maxFPS = software ? 20 : 30;
  app.ticker.remove(app.render, app);
  let awakeUntil = performance.now() + awakeMs;
  let lastDrawn = 0;
  let busy: () => boolean = () => false;
  const wake = () => {
    awakeUntil = performance.now() + awakeMs;
  };
  app.ticker.add(
    () => {
      const now = performance.now();
      if (now < awakeUntil || (!software && busy()) || now - lastDrawn >= idleFrameMs) {
        app.render();
        lastDrawn = now;
      }
    },
    null,
    UPDATE_PRIORITY.LOW,
  );
  for (const type of ["pointerdown", "pointermove", "keydown", "focusin", "wheel"]) host.addEventListener(type, wake, { passive: true });
  app.canvas.setAttribute("aria-hidden", "true");
  host.appendChild(app.canvas);
  const layer = new Container();
  app.stage.addChild(layer);

  let listener: ((width: number, height: number) => void) | null = null;
  let last = { width, height };
  const observer = new ResizeObserver(() => {
    const next = { width: Math.max(1, host.clientWidth), height: Math.max(1, host.clientHeight) };
    if (next.width === last.width && next.height === last.height) return;
    last = next;
    app.renderer.resize(next.width, next.height);
    wake();
    listener?.(next.width, next.height);
  });
  observer.observe(host);

  return {
    app,
    layer,
    wake,
    keepAwake(test) {
      busy = test;
    },
    onResize(next) {
      listener = next;
      next(last.width, last.height);
    },
    destroy() {
      observer.disconnect();
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
