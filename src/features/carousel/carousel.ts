import { wrapIndex } from "~/shared/cycle";

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

/** docs/site.md, Interface constants: a new slide every 5 s, faded in over 700 ms. */
export const homeAutoplayMs = 5000;

/** The home carousel's pause button, as it reads while the slides play and once they stop. */
export const slideshowButtonLabels = { playing: "Pause slideshow", paused: "Play slideshow" } as const;
