import "pixi.js/accessibility";
import { Application, Container } from "pixi.js";

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
  onResize(listener: (width: number, height: number) => void): void;
  destroy(): void;
}

export async function createStage(host: HTMLElement): Promise<Stage> {
  const app = new Application();
  const width = Math.max(1, host.clientWidth);
  const height = Math.max(1, host.clientHeight);
  await app.init({
    width,
    height,
    antialias: true,
    backgroundAlpha: 0,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    autoDensity: true,
    preference: "webgl",
    accessibilityOptions: {
      enabledByDefault: true,
      activateOnTab: true,
      deactivateOnMouseMove: false,
      debug: false,
    },
  });
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
    listener?.(next.width, next.height);
  });
  observer.observe(host);

  return {
    app,
    layer,
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
