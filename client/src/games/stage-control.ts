/**
 * What a game's renderer may ask of the stage (it reaches it as `RendererContext.stage`).
 * The canvas is drawn on demand: after an update or a resize (the shell asks for those),
 * after input on the canvas (pointer, keys, focus: a renderer's local choice redraws in the
 * handler and shows on the next frame), and every frame while an animation runs. A still
 * table draws nothing and its ticker is stopped.
 */
export interface StageControl {
  /** Draw once, on the next animation frame (several requests make one frame). */
  requestRender(): void;
  /**
   * Keep drawing every frame (ticker listeners included) while `test()` holds, e.g.
   * `() => this.timeline.busy`; it is asked on every frame while the ticker runs and when a
   * frame is requested, so the renderer only has to make it true in the update that starts
   * the animation. When the user asks for reduced motion (`prefers-reduced-motion: reduce`)
   * an animation with a `finish` is put at its end at once instead (marbles and dice land
   * where they go); one without (a banner that fades after a while) still runs. Returns a
   * function that removes the test.
   */
  animating(test: () => boolean, finish?: () => void): () => void;
  /**
   * Whether lit choices may pulse. False where every frame costs CPU (software WebGL, where
   * the ticker stops between changes, so a pulse would freeze at whatever alpha it reached)
   * and under reduced motion: renderers then draw lit choices at full strength.
   */
  readonly pulse: boolean;
}
