import { expect, test } from "@jest/globals";
import { Dog } from "@tablee/shared";

test("the views' TypeScript types are the shapes': a field the shape lacks is no field of the view", () => {
  const view = Dog.dog.publicView(Dog.dog.setup(4, "view-shapes"));
  // @ts-expect-error `marble` is not declared in DogBoard's shape, so it is not a field of DogPublicView
  const extra: Dog.DogPublicView = { ...view, marble: 1 };
  // @ts-expect-error `turn` is declared int8, a number
  const wrong: Dog.DogPublicView = { ...view, turn: "1" };
  expect([extra, wrong].length).toBe(2);
});
