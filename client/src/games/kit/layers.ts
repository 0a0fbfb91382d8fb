import type { Container } from "pixi.js";

/** Empties layers, destroying what they held (textures of texts included). */
export function clear(...layers: Container[]): void {
  for (const layer of layers) for (const child of layer.removeChildren()) child.destroy({ children: true });
}
