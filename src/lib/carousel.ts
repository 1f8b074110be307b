import { wrapIndex } from "./cycle";

/** A carousel's state (docs/site.md, Home): the index cycles and wraps; any manual control stops autoplay for good. */
export interface CarouselState {
  index: number;
  autoplay: boolean;
}

export type CarouselAction =
  | { type: "tick" }
  | { type: "next" }
  | { type: "previous" }
  | { type: "go"; index: number }
  | { type: "pause" }
  | { type: "play" };

export function carouselReducer(count: number) {
  return (state: CarouselState, action: CarouselAction): CarouselState => {
    switch (action.type) {
      case "tick":
        return state.autoplay ? { ...state, index: wrapIndex(state.index + 1, count) } : state;
      case "next":
        return { index: wrapIndex(state.index + 1, count), autoplay: false };
      case "previous":
        return { index: wrapIndex(state.index - 1, count), autoplay: false };
      case "go":
        return { index: wrapIndex(action.index, count), autoplay: false };
      case "pause":
        return { ...state, autoplay: false };
      case "play":
        return { ...state, autoplay: true };
    }
  };
}
