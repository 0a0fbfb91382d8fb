import type { Container } from "pixi.js";

/** Empties a layer, destroying what it held (textures of texts included). */
export function clear(layer: Container): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
}
